// Runs after every other rules file (tests/vitest.config.ts) and fails if the matrix left any
// expression of firestore.rules unevaluated. The emulator reports, per expression of the
// loaded rules, the values it evaluated to; the rules were loaded at the start of this run
// (rules/global-setup.ts), and only the rules files have run since. A rule no test reaches is
// either a missing row in a table or a rule that can never apply: simplify the rule.
// The same report as a page is saved to .cache/firestore-rules-coverage.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FIRESTORE_HOST, PROJECT_ID } from '../support/env';
import { rulesSource } from './global-setup';

interface ExpressionReport {
  sourcePosition: { line: number; column: number };
  values?: { count: number }[];
  children?: ExpressionReport[];
}
interface CoverageReport {
  rules: { files: { content: string }[] };
  report?: ExpressionReport[];
}

const coverageUrl = `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

const evaluated = (node: ExpressionReport) => node.values?.some((v) => v.count > 0) ?? false;

/** The expressions never evaluated whose enclosing expression was (their parts are not either). */
const neverEvaluated = (nodes: ExpressionReport[]): ExpressionReport[] =>
  nodes.flatMap((node) => (evaluated(node) ? neverEvaluated(node.children ?? []) : [node]));

it('every expression of firestore.rules was evaluated by the rules tests', async () => {
  const page = await fetchText(`${coverageUrl}.html`);
  const cacheDir = fileURLToPath(new URL('../../.cache/', import.meta.url));
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(`${cacheDir}firestore-rules-coverage.html`, page);

  const coverage = JSON.parse(await fetchText(coverageUrl)) as CoverageReport;
  const source = coverage.rules.files[0]?.content ?? '';
  expect(source, 'the emulator reports on the current firestore.rules').toBe(rulesSource());
  expect(coverage.report?.length, 'the report lists the rules').toBeGreaterThan(0);

  const lines = source.split('\n');
  const never = neverEvaluated(coverage.report ?? []).map(
    ({ sourcePosition: { line, column } }) =>
      `line ${line}, column ${column}: ${lines[line - 1]?.trim() ?? ''}`,
  );
  expect(never, 'expressions no rules test evaluated').toEqual([]);
});

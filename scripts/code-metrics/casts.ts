/**
 * Counts the type assertions (`x as T`, `<T>x`; `as const` is not one) in the TypeScript files
 * below a folder, tests apart, and lists those outside tests. The figure issue 7 asked for:
 *   npx tsx scripts/code-metrics/casts.ts functions/src
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const folder = process.argv[2] ?? 'functions/src';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function castsIn(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const cast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    if (cast && node.type.getText(source) !== 'const') {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      const text = node.getText(source).replace(/\s+/g, ' ').slice(0, 100);
      found.push(`${relative(process.cwd(), path)}:${line + 1}  ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(folder);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const casts = files.filter((f) => !isTest(f)).flatMap(castsIn);
const testCasts = files.filter(isTest).flatMap(castsIn);
console.log(casts.join('\n'));
console.log(`${casts.length} casts outside tests, ${testCasts.length} in tests, under ${folder}`);

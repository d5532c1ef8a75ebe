/**
 * Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU
 * slowdown) on the production build with the seeded data, served with text compression as
 * production Hosting serves it: HTTP/2 and Brotli, through a local proxy in front of the
 * Hosting emulator, which does neither (compressing-proxy.ts). Three good runs per page: a run
 * that produced no figures is printed as FAILED with its reason and rerun, up to twice
 * (lighthouse-runs.ts); a page left with fewer good runs makes the script exit 1. Prints every
 * run and the median of each figure over the good runs, then the audits that cost points in
 * the median run. Run inside the emulator suite:
 *   npm run lighthouse            (= npm run with-emulators -- npx tsx scripts/bench/lighthouse.ts)
 * Options: --runs N (default 3), --only /path (one page). Reports: .cache/lighthouse/*.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { ROOT, launchBrowser } from '@xmates/tests/browser';
import { XMATES_URL } from '@xmates/tests/env';
import { startCompressingProxy } from './compressing-proxy';
import {
  CATEGORIES,
  collectRuns,
  medianFigures,
  medianRun,
  readRun,
  type Figures,
  type Run,
} from './lighthouse-runs';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const DEBUG_PORT = 9333;
/** Reruns of a run that produced no figures, before the page counts as failed. */
const RETRIES = 2;
const HEADER = '            perf  a11y   bp  seo    FCP       LCP        TBT      CLS';

/**
 * A listed product that everyone may see (not adults-only), from the first entries of the
 * sitemap's first products part (the index names it).
 */
async function productPath(): Promise<string> {
  const text = async (url: string) => (await fetch(url)).text();
  const index = await text(`${XMATES_URL}/sitemap.xml`);
  const part = /<loc>([^<]*\/sitemaps\/products-1\.xml)<\/loc>/.exec(index)?.[1] ?? '';
  const sitemap = await text(part);
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/products\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of paths) {
    const html = await (await fetch(`${XMATES_URL}${path}`)).text();
    if (html.includes('og:image')) return path ?? '';
  }
  throw new Error('No listed product without the age restriction was found.');
}

const format = (label: string, r: Figures) =>
  `  ${label.padEnd(8)}${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(
    r.bestPractices,
  ).padStart(4)} ${String(r.seo).padStart(4)}  ${(r.fcp / 1000).toFixed(2).padStart(5)} s ${(
    r.lcp / 1000
  )
    .toFixed(2)
    .padStart(5)} s ${Math.round(r.tbt).toString().padStart(5)} ms ${r.cls.toFixed(3).padStart(6)}`;

/** Audits that cost points (score below 1) in the categories other than performance's metrics. */
function losses(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (ref.group === 'metrics') continue;
      lines.push(`    ${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`.trimEnd());
    }
  }
  for (const id of [
    'render-blocking-resources',
    'unused-javascript',
    'largest-contentful-paint-element',
    'layout-shifts',
  ]) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) lines.push(`    info: ${id}: ${audit.displayValue}`);
  }
  return lines;
}

const reports = join(ROOT, '.cache', 'lighthouse');
mkdirSync(reports, { recursive: true });
const proxy = await startCompressingProxy(XMATES_URL, reports);
// The proxy's certificate is self-signed: this browser, and only it, accepts it.
const browser = await launchBrowser([
  `--remote-debugging-port=${DEBUG_PORT}`,
  '--ignore-certificate-errors',
]);
try {
  const pages = option('--only')
    ? [option('--only') ?? '/']
    : ['/', await productPath(), '/login', '/faq'];
  console.log(
    `Lighthouse 12, mobile preset, ${RUNS} runs per page, served over HTTP/2 with Brotli via ${proxy.origin}`,
  );
  const summary: string[] = [];
  const failedPages: string[] = [];
  for (const path of pages) {
    const lines = [`\n${path}`, HEADER];
    let attempt = 0;
    const runs = await collectRuns(
      RUNS,
      RETRIES,
      async (): Promise<Run<Result>> => {
        try {
          const result = await lighthouse(`${proxy.origin}${path}`, {
            port: DEBUG_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          return result ? readRun(result.lhr) : { failed: 'Lighthouse returned no result' };
        } catch (err) {
          return { failed: err instanceof Error ? err.message : String(err) };
        }
      },
      (run) => {
        attempt += 1;
        const label = `run ${attempt}`;
        lines.push(
          'figures' in run
            ? format(label, run.figures)
            : `  ${label.padEnd(8)}FAILED: ${run.failed}`,
        );
      },
    );
    const mid = medianFigures(runs.map((run) => run.figures));
    const report = medianRun(runs)?.report;
    if (report) {
      const file = join(
        reports,
        `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`,
      );
      writeFileSync(file, JSON.stringify(report, null, 1));
    }
    const short = runs.length < RUNS ? `  FAILED: ${runs.length} good runs of ${RUNS}` : '';
    if (short) failedPages.push(path);
    lines.push(format('median', mid) + short, ...(report ? losses(report) : []));
    console.log(lines.join('\n'));
    summary.push(`${format('median', mid)}  ${path}${short}`);
  }
  console.log(`\nMedians of the good runs (${RUNS} per page)\n${HEADER}\n${summary.join('\n')}`);
  if (failedPages.length > 0) {
    console.error(`\nToo few good runs (${RUNS} wanted) on ${failedPages.join(', ')}.`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await proxy.close();
}

/**
 * Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU
 * slowdown) on the production build with the seeded data, served with text compression as
 * production Hosting serves it: HTTP/2 and Brotli, through a local proxy in front of the
 * Hosting emulator, which does neither (compressing-proxy.ts). Three runs per page; prints every run and the median of each
 * figure, then the audits that cost points in the median run. Run inside the emulator suite:
 *   npm run lighthouse            (= npm run with-emulators -- npx tsx scripts/bench/lighthouse.ts)
 * Options: --runs N (default 3), --only /path (one page). Reports: .cache/lighthouse/*.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { ROOT, launchBrowser } from '@xmates/tests/browser';
import { XMATES_URL } from '@xmates/tests/env';
import { startCompressingProxy } from './compressing-proxy';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const DEBUG_PORT = 9333;
const HEADER = '            perf  a11y   bp  seo    FCP       LCP        TBT      CLS';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A listed product that everyone may see (not adults-only), from the sitemap's first entries. */
async function productPath(): Promise<string> {
  const sitemap = await (await fetch(`${XMATES_URL}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/products\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of paths) {
    const html = await (await fetch(`${XMATES_URL}${path}`)).text();
    if (html.includes('og:image')) return path ?? '';
  }
  throw new Error('No listed product without the age restriction was found.');
}

interface Row {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

function row(lhr: Result): Row {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const format = (label: string, r: Row) =>
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
  for (const path of pages) {
    const rows: Row[] = [];
    const results: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${proxy.origin}${path}`, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      results.push(result.lhr);
      rows.push(row(result.lhr));
    }
    const mid: Row = {
      performance: median(rows.map((r) => r.performance)),
      accessibility: median(rows.map((r) => r.accessibility)),
      bestPractices: median(rows.map((r) => r.bestPractices)),
      seo: median(rows.map((r) => r.seo)),
      fcp: median(rows.map((r) => r.fcp)),
      lcp: median(rows.map((r) => r.lcp)),
      tbt: median(rows.map((r) => r.tbt)),
      cls: median(rows.map((r) => r.cls)),
      si: median(rows.map((r) => r.si)),
    };
    // The run whose performance score is the median one, for its failing audits and report.
    const order = rows.map((r, i) => [r.performance, i] as const).sort((a, b) => a[0] - b[0]);
    const medianRun = results[order[Math.floor(order.length / 2)]?.[1] ?? 0];
    const file = join(
      reports,
      `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`,
    );
    writeFileSync(file, JSON.stringify(medianRun, null, 1));
    const lines = [
      `\n${path}`,
      HEADER,
      ...rows.map((r, i) => format(`run ${i + 1}`, r)),
      format('median', mid),
      ...(medianRun ? losses(medianRun) : []),
    ];
    console.log(lines.join('\n'));
    summary.push(`${format('median', mid)}  ${path}`);
  }
  console.log(`\nMedians of ${RUNS} runs\n${HEADER}\n${summary.join('\n')}`);
} finally {
  await browser.close();
  await proxy.close();
}

/**
 * What lighthouse.ts makes of its runs, apart from running them: whether a run produced its
 * figures (a run that did not is failed, never a 0 in the median), the reruns of failed runs,
 * and the medians of the good ones.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The metrics a run must measure, by Lighthouse's audit ids. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

/** The part of a Lighthouse result (its `lhr`) these functions read. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

export interface Figures {
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

/** A run's figures and its report, or the reason it has none. */
export type Run<R> = { figures: Figures; report: R } | { failed: string };

/** The run's figures, or why it is failed: a runtime error, a missing score or metric. */
export function readRun<R extends LighthouseReport>(report: R): Run<R> {
  if (report.runtimeError) {
    return { failed: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  }
  const percent = (id: string) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const noScore = CATEGORIES.find((id) => Number.isNaN(percent(id)));
  if (noScore) return { failed: `no ${noScore} score` };
  const noMetric = Object.values(METRICS).find((id) => !Number.isFinite(value(id)));
  if (noMetric) return { failed: `no ${noMetric}` };
  return {
    figures: {
      performance: percent('performance'),
      accessibility: percent('accessibility'),
      bestPractices: percent('best-practices'),
      seo: percent('seo'),
      fcp: value(METRICS.fcp),
      lcp: value(METRICS.lcp),
      tbt: value(METRICS.tbt),
      cls: value(METRICS.cls),
      si: value(METRICS.si),
    },
    report,
  };
}

/**
 * `wanted` good runs, each failed attempt rerun up to `retries` times; `attempt` measures once
 * and `onRun` hears every attempt, failed ones included. Returns the good runs: fewer than
 * wanted when a run still failed after its reruns.
 */
export async function collectRuns<R>(
  wanted: number,
  retries: number,
  attempt: () => Promise<Run<R>>,
  onRun: (run: Run<R>) => void,
): Promise<{ figures: Figures; report: R }[]> {
  const good: { figures: Figures; report: R }[] = [];
  for (let run = 0; run < wanted; run += 1) {
    for (let tries = 0; tries <= retries; tries += 1) {
      const result = await attempt();
      onRun(result);
      if ('figures' in result) {
        good.push(result);
        break;
      }
    }
  }
  return good;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The median of each figure over the given (good) runs. */
export function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    si: of('si'),
  };
}

/** The run whose performance score is the median one (for its report and failing audits). */
export function medianRun<T extends { figures: Figures }>(runs: T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => a.figures.performance - b.figures.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

import { describe, expect, it } from 'vitest';
import {
  collectRuns,
  medianFigures,
  medianRun,
  readRun,
  type Figures,
  type LighthouseReport,
  type Run,
} from './lighthouse-runs';

/** A report as Lighthouse writes a good run's, with the given performance score and TBT. */
function report(performance: number | null, tbt = 100): LighthouseReport {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 0.92 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: 1200 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'speed-index': { numericValue: 1000 },
    },
  };
}

const FIGURES: Figures = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 92,
  fcp: 900,
  lcp: 1200,
  tbt: 215,
  cls: 0,
  si: 1000,
};

const figures = (run: Run<LighthouseReport>): Figures | string =>
  'figures' in run ? run.figures : run.failed;

describe('readRun', () => {
  it('reads the scores as percentages and the metrics as measured', () => {
    expect(figures(readRun(report(0.97, 215)))).toEqual(FIGURES);
  });

  it('fails a run with a runtime error, whatever figures it carries', () => {
    const run = readRun({
      ...report(0.5),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(figures(run)).toBe('NO_FCP: The page did not paint any content.');
  });

  it('fails a run without a performance score or without a metric', () => {
    expect(figures(readRun(report(null)))).toBe('no performance score');
    const noLcp = { ...report(0.9).audits, 'largest-contentful-paint': undefined };
    expect(figures(readRun({ ...report(0.9), audits: noLcp }))).toBe('no largest-contentful-paint');
    const nan = { ...report(0.9).audits, 'speed-index': { numericValue: NaN } };
    expect(figures(readRun({ ...report(0.9), audits: nan }))).toBe('no speed-index');
  });
});

describe('collectRuns', () => {
  const good = (performance: number): Run<string> => ({
    figures: { ...FIGURES, performance },
    report: `run ${performance}`,
  });

  it('reruns a failed run and keeps only the good ones', async () => {
    const attempts = [good(90), { failed: 'NO_FCP' }, good(95), good(99)];
    const heard: Run<string>[] = [];
    const runs = await collectRuns(
      3,
      2,
      () => Promise.resolve(attempts.shift() ?? { failed: 'none left' }),
      (run) => heard.push(run),
    );
    expect(runs.map((run) => run.report)).toEqual(['run 90', 'run 95', 'run 99']);
    expect(heard).toHaveLength(4);
    expect(attempts).toEqual([]);
  });

  it('gives up on a run after its reruns, returning fewer good runs than wanted', async () => {
    let calls = 0;
    const runs = await collectRuns(
      2,
      2,
      () => {
        calls += 1;
        return Promise.resolve<Run<string>>(calls === 1 ? good(93) : { failed: 'NO_FCP' });
      },
      () => undefined,
    );
    expect(runs).toHaveLength(1);
    expect(calls).toBe(4);
  });
});

describe('medians', () => {
  it('take each figure apart, and the median run by its performance score', () => {
    const runs = [
      { ...FIGURES, performance: 93, tbt: 300 },
      { ...FIGURES, performance: 99, tbt: 120 },
      { ...FIGURES, performance: 96, tbt: 200 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 96, tbt: 200 });
    expect(medianRun(runs.map((run) => ({ figures: run })))?.figures.tbt).toBe(200);
  });
});

/**
 * The main thread's long tasks on a first visit (the 18+ gate shown), at Lighthouse's 4× CPU
 * slowdown applied by Chromium itself (not simulated): for each run, every task over 50 ms and
 * the blocking time after the first contentful paint (the sum of each task's time over 50 ms,
 * as Total Blocking Time counts it). Real throttling on this machine varies less than
 * Lighthouse's simulation, so it shows what a change of the startup code does to the longest
 * tasks. Run inside the emulator suite, with nothing else running:
 *   npm run with-emulators -- npx tsx scripts/bench/long-tasks.ts [--runs 9] [--path /faq]
 */
import { launchBrowser, openPage } from '@xmates/tests/browser';
import { median, numberArg } from './options';

const runs = numberArg('runs', 9);
const at = process.argv.indexOf('--path');
const path = at > 0 ? (process.argv[at + 1] ?? '/') : '/';
/** Lighthouse's mobile screen (moto g power). */
const PHONE = { width: 412, height: 823 };

interface Run {
  blocking: number;
  tasks: number[];
}

async function measure(): Promise<Run> {
  const browser = await launchBrowser();
  try {
    const { context, page } = await openPage(browser, PHONE, { ageGate: 'ask' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen: [number, number][] = [];
      Object.assign(window, { __longTasks: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_500);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const blocking = tasks
      .filter(([start, duration]) => start + duration > fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { blocking, tasks: tasks.map(([, d]) => Math.round(d)) };
  } finally {
    await browser.close();
  }
}

const results: Run[] = [];
for (let i = 0; i < runs; i += 1) results.push(await measure());
for (const [i, r] of results.entries()) {
  console.log(
    `run ${i + 1}: blocking ${Math.round(r.blocking)} ms; long tasks ${r.tasks.join(' + ')} ms`,
  );
}
const longest = results.map((r) => Math.max(0, ...r.tasks));
console.log(
  `${path}, ${runs} runs at 4x CPU: blocking time after FCP median ` +
    `${Math.round(median(results.map((r) => r.blocking)))} ms; longest task median ` +
    `${median(longest)} ms`,
);
process.exit(0);

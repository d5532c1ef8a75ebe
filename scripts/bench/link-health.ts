/**
 * The link checker's throughput (issue 26 item 1). A local HTTP server answers every request
 * 200 after --latency ms (default: 0, then 200 ms, a far host's usual answer time); the
 * checker (services/link-fetch.ts, loopback allowed as on the emulator) checks --checks links
 * per latency, config.linkHealth.concurrency at a time, as one run of the job does. It prints
 * checks per minute, how long one run's config.linkHealth.perRun checks take against the
 * run's budget, and the runs (every 15 minutes) needed for 100,000 products.
 * No emulator needed: npx tsx scripts/bench/link-health.ts [--checks N] [--latency MS]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { config } from '@xmates/functions/config';
import { checkLink } from '@xmates/functions/services/link-fetch';

const CATALOGUE = 100_000;
const RUN_EVERY_MIN = 15;
const { perRun, concurrency, timeoutMs, maxRedirects, runBudgetMs } = config.linkHealth;

const arg = (name: string): number | null => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : null;
};

async function measure(latencyMs: number, checks: number): Promise<number> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200).end(), latencyMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const options = {
    userAgent: 'xmates-link-checker/1.0 (+http://127.0.0.1/about)',
    timeoutMs,
    maxRedirects,
    allowLoopback: true,
  };
  let next = 0;
  let alive = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < checks) {
        const n = next++;
        const result = await checkLink(`${origin}/video/${n}`, options);
        if (result.verdict === 'alive') alive += 1;
      }
    }),
  );
  const elapsed = performance.now() - started;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (alive !== checks) throw new Error(`${checks - alive} checks were not alive`);
  return (checks / elapsed) * 60_000;
}

const latencies = arg('latency') === null ? [0, 200] : [arg('latency') ?? 0];
const runs = Math.ceil(CATALOGUE / perRun);
console.log(
  `link checker: ${concurrency} at a time, ${perRun} a run every ${RUN_EVERY_MIN} min, ` +
    `budget ${runBudgetMs / 1000} s a run`,
);
for (const latency of latencies) {
  const checks = arg('checks') ?? (latency === 0 ? 3_000 : 600);
  const perMinute = await measure(latency, checks);
  const runSeconds = (perRun / perMinute) * 60;
  console.log(
    `server latency ${latency} ms: ${Math.round(perMinute).toLocaleString('en')} checks/min ` +
      `(${checks} checks); one run of ${perRun}: ${runSeconds.toFixed(1)} s`,
  );
}
const hours = (runs * RUN_EVERY_MIN) / 60;
console.log(
  `${CATALOGUE.toLocaleString('en')} products: ${runs} runs of ${perRun} = ` +
    `${hours.toFixed(0)} h (${(hours / 24).toFixed(1)} days; a week holds ${(7 * 24 * 60) / RUN_EVERY_MIN} runs)`,
);

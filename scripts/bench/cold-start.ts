/**
 * CPU a function instance spends importing the built bundle (functions/lib/index.js) at a cold
 * start: every function of the codebase loads the whole bundle, so this is paid by each new
 * instance in production and by each worker the Functions emulator starts in the tests. Each
 * run is a fresh Node process that reads process.cpuUsage (every thread) around the import;
 * the median of the runs is printed. Build the functions first (npm run build).
 * Run: npx tsx scripts/bench/cold-start.ts [--runs 9]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median, numberArg } from './options';

const BUNDLE = fileURLToPath(new URL('../../functions/lib/index.js', import.meta.url));
const RUNS = numberArg('runs', 9);

if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build first.`);

// The import as the runtime does it, with the emulator's project so config.ts reads as there.
const PROBE = `
const before = process.cpuUsage();
await import(${JSON.stringify(BUNDLE)});
const used = process.cpuUsage(before);
console.log((used.user + used.system) / 1000);
process.exit(0);
`;

const samples = Array.from({ length: RUNS }, () =>
  Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', PROBE], {
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'demo-xmates', FUNCTIONS_EMULATOR: 'true' },
    }).trim(),
  ),
).sort((a, b) => a - b);

console.log(`Importing functions/lib/index.js, ${String(RUNS)} fresh processes:`);
console.log(
  `  median ${median(samples).toFixed(0)} ms of CPU (${samples.map((s) => s.toFixed(0)).join(', ')})`,
);

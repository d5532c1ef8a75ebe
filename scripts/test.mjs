// npm test: the checks (`npm run check`: lint, typecheck, unit tests) and the emulator pass
// (`npm run with-emulators -- npm run test:emulated`) at once. The emulator pass leaves about a
// third of this 2-core machine idle while it waits on the emulators, and the checks fit in it:
// run one after the other they took about four and a half minutes more. The emulator pass
// prints as it goes; the checks' output goes to .cache/check.log and is printed once both have
// ended (whole when they failed, their last lines when they passed). Exits 1 when either failed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CHECK_LOG = join(ROOT, '.cache', 'check.log');

/** Runs `npm <args>`; answers its exit code and its time in seconds. */
function run(args, stdio) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(NPM, args, { cwd: ROOT, stdio });
    child.on('close', (code) => done({ code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

mkdirSync(join(ROOT, '.cache'), { recursive: true });
const log = createWriteStream(CHECK_LOG);
await new Promise((opened) => log.on('open', opened));

const [check, emulated] = await Promise.all([
  run(['run', 'check'], ['ignore', log, log]),
  run(['run', 'with-emulators', '--', 'npm', 'run', 'test:emulated'], 'inherit'),
]);
log.end();

const output = readFileSync(CHECK_LOG, 'utf8').trimEnd().split('\n');
const verdict = (result) =>
  `${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`;
console.log(
  `\n[xmates] Checks (lint, typecheck, unit tests), ${verdict(check)}. Log: ${CHECK_LOG}`,
);
console.log(check.code === 0 ? output.slice(-12).join('\n') : output.join('\n'));
console.log(`[xmates] Checks ${verdict(check)}; emulator pass ${verdict(emulated)}.`);
process.exit(check.code === 0 && emulated.code === 0 ? 0 : 1);

// npm start: builds, starts the emulator suite with seeded demo data and prints the URL.
// Ctrl-C stops everything. `npm start -- --import <dir>` starts from an export of the
// emulators' data (firebase emulators:export) instead of an empty suite, and
// `--export-on-exit` writes the data back to that folder when the suite stops.
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  FIREBASE_BIN,
  ONLY,
  PORTS,
  PROJECT_ID,
  ROOT,
  XMATES_URL,
  acquireSuiteLock,
  buildAll,
  emulatorEnv,
  ensureJava,
  ensurePortsFree,
  isPortOpen,
  localConfigArgs,
} from './lib/emulators.mjs';

const { values: args } = parseArgs({
  options: { import: { type: 'string' }, 'export-on-exit': { type: 'boolean' } },
});
if (args['export-on-exit'] && !args.import) {
  console.error('[xmates] --export-on-exit needs --import <dir> (the folder to write back to).');
  process.exit(1);
}
const dataArgs = args.import
  ? ['--import', args.import, ...(args['export-on-exit'] ? ['--export-on-exit'] : [])]
  : [];

ensureJava();
await acquireSuiteLock();
await ensurePortsFree();
buildAll();

const env = emulatorEnv();
const suite = spawn(
  FIREBASE_BIN,
  ['emulators:start', ...localConfigArgs(), '--project', PROJECT_ID, '--only', ONLY, ...dataArgs],
  {
    stdio: 'inherit',
    cwd: ROOT,
    env,
  },
);
const stop = () => suite.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
suite.on('exit', (code) => process.exit(code ?? 0));

const deadline = Date.now() + 180_000;
while (!(await isPortOpen(PORTS.hosting)) || !(await functionsReady())) {
  if (Date.now() > deadline) {
    console.error('[xmates] The emulators did not come up within 3 minutes.');
    stop();
    break;
  }
  await new Promise((r) => setTimeout(r, 1000));
}

const seed = spawnSync('npx', ['tsx', 'scripts/seed/index.ts'], {
  stdio: 'inherit',
  cwd: ROOT,
  env: {
    ...env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  },
});
if (seed.status !== 0) stop();
else {
  console.log(`\n  xmates is running at ${XMATES_URL}\n`);
  console.log('  Sign in as member@xmates.test or admin@xmates.test, password xmates-demo.');
  console.log('  Press Ctrl-C to stop.\n');
}

async function functionsReady() {
  try {
    const res = await fetch(`${XMATES_URL}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

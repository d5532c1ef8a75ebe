// npm run with-emulators -- <command>: builds, starts the seeded emulator suite and the SPA
// (production build behind the /api/** rewrite), runs <command>, stops everything and exits
// with the command's code. The command sees XMATES_URL, FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT.
import { spawnSync } from 'node:child_process';
import {
  FIREBASE_BIN,
  ONLY,
  PROJECT_ID,
  ROOT,
  acquireSuiteLock,
  buildAll,
  emulatorEnv,
  ensureJava,
  ensurePortsFree,
  localConfigArgs,
} from './lib/emulators.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: npm run with-emulators -- <command> [args...]');
  process.exit(2);
}

ensureJava();
const release = await acquireSuiteLock();
await ensurePortsFree();
buildAll();

const env = { ...emulatorEnv(), XMATES_COMMAND: JSON.stringify(command) };
const result = spawnSync(
  FIREBASE_BIN,
  [
    'emulators:exec',
    ...localConfigArgs(),
    '--project',
    PROJECT_ID,
    '--only',
    ONLY,
    'node scripts/lib/run-seeded.mjs',
  ],
  { stdio: 'inherit', cwd: ROOT, env },
);
release();
process.exit(result.status ?? 1);

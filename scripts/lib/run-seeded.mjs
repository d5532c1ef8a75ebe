// Runs inside `firebase emulators:exec`: seeds the empty emulators, then runs the command
// given in XMATES_COMMAND (a JSON array) and passes its exit code on.
import { spawnSync } from 'node:child_process';
import { ROOT } from './emulators.mjs';

const seed = spawnSync('npx', ['tsx', 'scripts/seed/index.ts'], { stdio: 'inherit', cwd: ROOT });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const [command, ...args] = JSON.parse(process.env.XMATES_COMMAND ?? '[]');
const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT });
process.exit(result.status ?? 1);

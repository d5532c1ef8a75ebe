// The operator scripts run for real, in a Node process of their own with tsx's loader (what
// `npx tsx scripts/<name>.ts` runs, without npx's and tsx's command-line processes in front:
// about 1.4 s of CPU less a run), against the emulator suite the tests run in (their
// environment is passed on).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs scripts/<name>.ts with `args`; answers what it printed. */
export async function runScript(name: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', `scripts/${name}.ts`, ...args],
    { cwd: ROOT, env: process.env },
  );
  return stdout;
}

// A reporter that records how long each test file took, on every run, so the next slowdown is
// visible the day it lands: it writes .cache/test-times/<pass>.json (every file, slowest first)
// and prints the slowest files and the total after vitest's own summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHOWN = 12;

interface FileTime {
  file: string;
  /** Import and collection, then every test and hook of the file. */
  seconds: number;
  tests: number;
}

function fileTimes(modules: readonly TestModule[]): FileTime[] {
  return modules
    .map((module) => {
      const { collectDuration, duration } = module.diagnostic();
      return {
        file: relative(ROOT, module.moduleId),
        seconds: Math.round((collectDuration + duration) / 100) / 10,
        tests: Array.from(module.children.allTests()).length,
      };
    })
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
}

export default class FileTimesReporter implements Reporter {
  constructor(private readonly pass: string) {}

  onTestRunEnd(modules: readonly TestModule[]): void {
    const times = fileTimes(modules);
    const out = join(ROOT, '..', '.cache', 'test-times', `${this.pass}.json`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(times, null, 2)}\n`);
    const total = times.reduce((sum, t) => sum + t.seconds, 0);
    const lines = times
      .slice(0, SHOWN)
      .map((t) => `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.file} (${t.tests} tests)`);
    console.log(
      [
        `\nSlowest files of the ${this.pass} pass (all ${times.length} in ${relative(process.cwd(), out)}):`,
        ...lines,
        `  ${total.toFixed(1).padStart(7)} s  in all files\n`,
      ].join('\n'),
    );
  }
}

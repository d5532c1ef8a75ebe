// A reporter that records how long each test file took, on every run, so the next slowdown is
// visible the day it lands: it writes .cache/test-times/<pass>.json (every file, slowest first)
// and prints the slowest files and the total after vitest's own summary. Beside each file's time
// it records the CPU the whole machine spent while the file ran (every process: the emulators,
// the Functions workers, Chromium, vitest): files run one at a time, so when the pass runs alone
// (`npm run with-emulators -- npm run test:emulated`) that is what the file costs; under
// `npm test` it includes the checks running beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
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
  /** CPU-seconds the machine spent from the previous file's end to this one's. */
  cpuSeconds: number;
}

/** CPU-milliseconds every core of the machine has spent busy since it booted. */
function machineCpuMs(): number {
  return cpus().reduce((sum, { times: t }) => sum + t.user + t.nice + t.sys + t.irq, 0);
}

const tenths = (n: number) => Math.round(n * 10) / 10;

export default class FileTimesReporter implements Reporter {
  private lastCpuMs = machineCpuMs();
  private readonly cpuMsByFile = new Map<string, number>();

  constructor(private readonly pass: string) {}

  onTestModuleEnd(module: TestModule): void {
    const now = machineCpuMs();
    this.cpuMsByFile.set(module.moduleId, now - this.lastCpuMs);
    this.lastCpuMs = now;
  }

  private fileTimes(modules: readonly TestModule[]): FileTime[] {
    return modules
      .map((module) => {
        const { collectDuration, duration } = module.diagnostic();
        return {
          file: relative(ROOT, module.moduleId),
          seconds: tenths((collectDuration + duration) / 1000),
          tests: Array.from(module.children.allTests()).length,
          cpuSeconds: tenths((this.cpuMsByFile.get(module.moduleId) ?? 0) / 1000),
        };
      })
      .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const times = this.fileTimes(modules);
    const out = join(ROOT, '..', '.cache', 'test-times', `${this.pass}.json`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(times, null, 2)}\n`);
    const total = times.reduce((sum, t) => sum + t.seconds, 0);
    const cpu = times.reduce((sum, t) => sum + t.cpuSeconds, 0);
    const lines = times
      .slice(0, SHOWN)
      .map(
        (t) =>
          `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.cpuSeconds.toFixed(0).padStart(5)} CPU-s  ${t.file} (${t.tests} tests)`,
      );
    console.log(
      [
        `\nSlowest files of the ${this.pass} pass (all ${times.length} in ${relative(process.cwd(), out)}):`,
        ...lines,
        `  ${total.toFixed(1).padStart(7)} s  ${cpu.toFixed(0).padStart(5)} CPU-s  in all files (CPU: the whole machine's)\n`,
      ].join('\n'),
    );
  }
}

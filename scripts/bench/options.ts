// What every benchmark reads from its command line and how it sums up repeated runs. No side
// effects, so a benchmark that needs no emulator (cold-start.ts) can import it.

/** A numeric option: `--name N`, else the fallback. */
export function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

export const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

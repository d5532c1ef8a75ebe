// The repository's ignore rules: machine-local configuration (production web config, local
// overrides) is never committed by accident, while the emulator's committed configuration
// stays visible to git.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The paths among `paths` that git would ignore (git check-ignore lists them). */
function ignored(paths: string[]): string[] {
  const run = spawnSync('git', ['check-ignore', '--no-index', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // Exit status 1: none of them is ignored; anything above 1 is git failing.
  if (run.status !== 0 && run.status !== 1) throw new Error(`git check-ignore: ${run.stderr}`);
  return run.stdout.split('\n').filter(Boolean);
}

describe('ignored files', () => {
  it('ignores machine-local configuration', () => {
    const local = [
      'web/.env.production.local',
      'web/.env.local',
      '.env.local',
      'functions/.env.local',
      'functions/.env.my-project.local',
      'firebase.local.json',
    ];
    expect(ignored(local)).toEqual(local);
  });

  it('keeps the committed emulator configuration visible', () => {
    expect(
      ignored(['functions/.secret.local', 'functions/.env.demo-xmates', 'web/.env.emulator']),
    ).toEqual([]);
  });
});

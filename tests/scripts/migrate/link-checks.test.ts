// The link-checks step (npm run migrate -- --only link-checks), run for real against the
// emulator: records stored before the Link health list are left alone by the dry run and given
// their severity by --apply (the list's order: dead, unreachable, unknown, unchecked, alive); a
// second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../support/admin';
import { docs } from '../../support/documents';
import { paths } from '../../support/paths';
import { runScript } from '../../support/run-script';

const stamp = `link-checks-step-${Date.now().toString(36)}`;
const records = {
  [`${stamp}-dead`]: { verdict: 'dead', status: 404, severity: 0 },
  [`${stamp}-unreachable`]: { verdict: 'unknown', status: null, severity: 1 },
  [`${stamp}-unknown`]: { verdict: 'unknown', status: 503, severity: 2 },
  [`${stamp}-unchecked`]: { verdict: null, status: null, severity: 3 },
  [`${stamp}-alive`]: { verdict: 'alive', status: 200, severity: 4 },
} as const;

const migrate = (...args: string[]) => runScript('migrate/index', '--only', 'link-checks', ...args);
const severityOf = async (id: string) =>
  (await adminDb.doc(paths.linkCheck(id)).get()).get('severity') as unknown;

beforeAll(async () => {
  for (const [id, { verdict, status }] of Object.entries(records)) {
    const ref = adminDb.doc(paths.linkCheck(id));
    await ref.set(docs.linkCheck('https://videos.example.com/x', { verdict, status }));
    // As stored before the Link health list.
    await ref.update({ severity: FieldValue.delete() });
  }
});

afterAll(async () => {
  await Promise.all(Object.keys(records).map((id) => adminDb.doc(paths.linkCheck(id)).delete()));
});

describe('npm run migrate: link-checks', () => {
  it('only reports in a dry run', async () => {
    const out = await migrate();
    expect(out).toContain('dry run');
    expect(out).toContain(`${paths.linkCheck(`${stamp}-dead`)}: severity 0`);
    expect(out).toContain('Dry run: nothing was written');
    expect(await severityOf(`${stamp}-dead`)).toBeUndefined();
  });

  it('gives each record its severity with --apply, and a second run changes nothing', async () => {
    await migrate('--apply');
    for (const [id, { severity }] of Object.entries(records)) {
      expect(await severityOf(id)).toBe(severity);
    }
    const again = await migrate();
    for (const id of Object.keys(records)) expect(again).not.toContain(paths.linkCheck(id));
  });
});

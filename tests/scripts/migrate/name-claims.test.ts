// The name-claims step (npm run migrate -- --only name-claims), run for real against the
// emulator: claims under the old lower-cased key are left alone by the dry run and moved to their
// skeleton key by --apply, except one whose new key another member already holds; a second run
// moves nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayNameKey, legacyDisplayNameKey } from '@xmates/domain';
import { adminDb } from '../../support/admin';
import { docs } from '../../support/documents';
import { paths } from '../../support/paths';
import { runScript } from '../../support/run-script';

const run = Date.now().toString(36);
// "m" has the skeleton "rn": each old key differs from the new one.
const moving = { uid: `mig-a-${run}`, name: `Mima ${run}` };
const blocked = { uid: `mig-b-${run}`, name: `Mum ${run}` };
const holder = { uid: `mig-c-${run}`, name: `rnurn ${run}` };

const migrate = (...args: string[]) => runScript('migrate/index', '--only', 'name-claims', ...args);

const claims = () => adminDb.collection(paths.nameClaims);
const holderOf = async (key: string) => (await claims().doc(key).get()).get('uid') as unknown;
const claim = (who: { uid: string; name: string }, key: string) =>
  claims().doc(key).set(docs.nameClaim(who.uid, who.name));

beforeAll(async () => {
  expect(displayNameKey(blocked.name)).toBe(displayNameKey(holder.name));
  await claim(moving, legacyDisplayNameKey(moving.name));
  await claim(blocked, legacyDisplayNameKey(blocked.name));
  await claim(holder, displayNameKey(holder.name));
});

afterAll(async () => {
  const keys = [moving, blocked, holder].flatMap((w) => [
    displayNameKey(w.name),
    legacyDisplayNameKey(w.name),
  ]);
  await Promise.all(keys.map((key) => claims().doc(key).delete()));
});

describe('npm run migrate: name-claims', () => {
  it('writes nothing in a dry run', async () => {
    const out = await migrate();
    expect(out).toContain(`${legacyDisplayNameKey(moving.name)} → ${displayNameKey(moving.name)}`);
    expect(await holderOf(legacyDisplayNameKey(moving.name))).toBe(moving.uid);
    expect(await holderOf(displayNameKey(moving.name))).toBeUndefined();
  });

  it('moves each claim to its skeleton key, keeping one whose key another member holds', async () => {
    const out = await migrate('--apply');
    expect(await holderOf(displayNameKey(moving.name))).toBe(moving.uid);
    expect(await holderOf(legacyDisplayNameKey(moving.name))).toBeUndefined();
    expect(await holderOf(legacyDisplayNameKey(blocked.name))).toBe(blocked.uid);
    expect(await holderOf(displayNameKey(holder.name))).toBe(holder.uid);
    expect(out).toContain(`${legacyDisplayNameKey(blocked.name)}: kept`);

    const again = await migrate('--apply');
    expect(again).not.toContain(legacyDisplayNameKey(moving.name));
    expect(await holderOf(displayNameKey(moving.name))).toBe(moving.uid);
  });
});

// The dislikes step (npm run migrate -- --only dislikes), run for real against the emulator: a
// dislike stored before the feed counted dislikes by their keys is left alone by the dry run and
// given its keys by --apply (none for a removed product's); a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { EVERY_PRODUCT_KEY, dislikedKeys } from '@xmates/domain';
import { adminDb } from '../../support/admin';
import { docs } from '../../support/documents';
import { paths } from '../../support/paths';
import { runScript } from '../../support/run-script';

const uid = `dislikes-step-${Date.now().toString(36)}`;
const listed = { id: `${uid}-a`, categories: ['Vintage'], tags: ['Waltz', 'Jazz'] };
const removed = { id: `${uid}-b`, categories: ['Vintage'], tags: ['Tango'] };

const migrate = (...args: string[]) => runScript('migrate/index', '--only', 'dislikes', ...args);
const keysOf = async (id: string) =>
  (await adminDb.doc(paths.reaction(uid, id)).get()).get('dislikedKeys') as unknown;

/** A dislike as stored before dislikedKeys existed. */
async function oldDislike(product: typeof listed, unlisted: boolean) {
  const ref = adminDb.doc(paths.reaction(uid, product.id));
  await ref.set(
    docs.reaction(product.id, {
      disliked: true,
      dislikedAt: new Date(),
      categories: product.categories,
      tags: product.tags,
      ...(unlisted ? { unlisted } : {}),
    }),
  );
  await ref.update({ dislikedKeys: FieldValue.delete() });
}

beforeAll(async () => {
  await adminDb.doc(paths.user(uid)).set(docs.user(uid));
  await oldDislike(listed, false);
  await oldDislike(removed, true);
});

afterAll(async () => {
  await adminDb.recursiveDelete(adminDb.doc(paths.user(uid)));
});

describe('npm run migrate: dislikes', () => {
  it('only reports in a dry run', async () => {
    const out = await migrate();
    expect(out).toContain('dry run');
    expect(out).toContain(`${paths.reaction(uid, listed.id)}: `);
    expect(out).toContain('Dry run: nothing was written');
    expect(await keysOf(listed.id)).toBeUndefined();
  });

  it('gives each dislike its keys with --apply, and a second run changes nothing', async () => {
    await migrate('--apply');
    const expected = dislikedKeys({ disliked: true, ...listed });
    expect(expected).toContain(EVERY_PRODUCT_KEY);
    expect(await keysOf(listed.id)).toEqual(expected);
    expect((await keysOf(removed.id)) ?? []).toEqual([]);
    const again = await migrate();
    expect(again).not.toContain(paths.reaction(uid, listed.id));
    expect(again).not.toContain(paths.reaction(uid, removed.id));
  });
});

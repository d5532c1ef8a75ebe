// The products step (npm run migrate -- --only products), run for real against the emulator: an
// old-shaped product (public link, 12 tags, 2 categories, keys of the old design) is left alone
// by the dry run and brought to today's shape by --apply; a second run finds nothing left to do
// for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { ANONYMOUS_NAME, LIMITS, productDerivedFields, productSearchTokens } from '@xmates/domain';
import { adminDb } from '../../support/admin';
import { docs } from '../../support/documents';
import { paths } from '../../support/paths';
import { runScript } from '../../support/run-script';

const id = `migrate-${Date.now().toString(36)}`;
const link = `https://www.youtube.com/watch?v=${id}`;
const tags = Array.from({ length: 12 }, (_, i) => `Tag ${i}`);

const migrate = (...args: string[]) => runScript('migrate/index', '--only', 'products', ...args);

const product = () => adminDb.doc(paths.product(id));
const watchLink = () => adminDb.doc(paths.watchLink(id));

beforeAll(async () => {
  // The old design's derived fields were computed without today's bounds: stand-ins will do.
  await product().set({
    slug: id,
    title: 'Old shape',
    approved: true,
    status: 'approved',
    link,
    linkKey: `youtube.com/watch?v=${id}`,
    category: 'Vintage',
    categories: ['Vintage', 'Classic'],
    tags,
    filterKeys: ['stale-key-1', 'stale-key-2'],
    rating: { average: 4, count: 2, sum: 8 },
    score: 0,
    likesCount: 3,
  });
});

afterAll(async () => {
  await Promise.all([product().delete(), watchLink().delete()]);
});

describe('npm run migrate: products', () => {
  it('only reports in a dry run', async () => {
    const out = await migrate();
    expect(out).toContain('dry run');
    expect(out).toContain(`${paths.product(id)}: link moved to watchLinks`);
    expect(out).toContain('tags 12 → 8 (dropped: Tag 8, Tag 9, Tag 10, Tag 11)');
    expect(out).toContain('Dry run: nothing was written');
    expect((await product().get()).get('link')).toBe(link);
    expect((await watchLink().get()).exists).toBe(false);
  });

  it('moves the link, trims tags and categories, and recomputes the keys and search tokens with --apply', async () => {
    await migrate('--apply');
    const stored = (await product().get()).data() ?? {};
    expect(stored).not.toHaveProperty('link');
    expect(stored).not.toHaveProperty('linkKey');
    const kept = tags.slice(0, LIMITS.productTagsMax);
    expect(stored).toMatchObject({
      ...productDerivedFields({
        categories: ['Vintage'],
        tags: kept,
        ratingSum: 8,
        ratingCount: 2,
      }),
      searchTokens: productSearchTokens({
        title: 'Old shape',
        description: '',
        tags: kept,
        categories: ['Vintage'],
      }),
      categories: ['Vintage'],
      tags: kept,
      likesCount: 3,
    });
    expect((await watchLink().get()).data()).toEqual({
      link,
      linkKey: `youtube.com/watch?v=${id}`,
      approved: true,
    });

    const again = await migrate();
    expect(again).not.toContain(paths.product(id));
  });
});

// Issue 21: the submitter's uid leaves the public product (ownerUid, suggestedBy.id) for the
// server-only productOwners; cards keep a copy of the name and badges, and an 'Anonymous'
// submission stays anonymous whatever name its member has now.
describe('npm run migrate: products: the submitter', () => {
  const stamp = Date.now().toString(36);
  const named = `migrate-named-${stamp}`;
  const anonymous = `migrate-anon-${stamp}`;
  const uid = `migrate-owner-${stamp}`;
  const createdAt = Timestamp.fromMillis(Date.UTC(2024, 5, 1));
  const old = (productId: string, displayName: string) => ({
    slug: productId,
    title: 'Old owner shape',
    approved: true,
    status: 'approved',
    categories: ['Vintage'],
    tags: ['HD'],
    ...productDerivedFields({
      categories: ['Vintage'],
      tags: ['HD'],
      ratingSum: 0,
      ratingCount: 0,
    }),
    ownerUid: uid,
    suggestedBy: { id: uid, displayName },
    createdAt,
  });
  const productDoc = (productId: string) => adminDb.doc(paths.product(productId));
  const ownerDoc = (productId: string) => adminDb.doc(paths.productOwner(productId));

  beforeAll(async () => {
    await Promise.all([
      productDoc(named).set(old(named, 'Old Name')),
      productDoc(anonymous).set(old(anonymous, ANONYMOUS_NAME)),
      adminDb
        .doc(paths.profile(uid))
        .set(docs.profile({ displayName: 'New Name', badges: ['first_submission'] })),
    ]);
  });

  afterAll(async () => {
    await Promise.all(
      [named, anonymous].flatMap((p) => [productDoc(p).delete(), ownerDoc(p).delete()]),
    );
    await adminDb.doc(paths.profile(uid)).delete();
  });

  it('moves the uid to productOwners and leaves none on the product', async () => {
    const out = await migrate('--apply');
    expect(out).toContain(`${paths.product(named)}: submitter uid moved to productOwners`);
    for (const productId of [named, anonymous]) {
      const stored = (await productDoc(productId).get()).data() ?? {};
      expect(stored).not.toHaveProperty('ownerUid');
      expect(stored).not.toHaveProperty('suggestedBy');
      expect(JSON.stringify(stored)).not.toContain(uid);
      expect((await ownerDoc(productId).get()).data()).toEqual({
        ownerUid: uid,
        anonymous: productId === anonymous,
        approved: true,
        createdAt,
      });
    }
    expect((await productDoc(named).get()).get('submitter')).toEqual({
      displayName: 'New Name',
      badges: ['first_submission'],
    });
    expect((await productDoc(anonymous).get()).get('submitter')).toEqual({
      displayName: ANONYMOUS_NAME,
      badges: [],
    });

    const again = await migrate();
    expect(again).not.toContain(paths.product(named));
    expect(again).not.toContain(paths.product(anonymous));
  });
});

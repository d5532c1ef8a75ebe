// The trending step (npm run migrate -- --only trending), run for real against the emulator: a
// product stored before the trending sort (no trending fields) is left alone by the dry run,
// given its fields and a due trend by --apply, and the next trending refresh counts its likes of
// the last 7 days (not older ones); products that have the fields are left alone, and a second
// run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { trendingScore } from '@xmates/domain';
import { refreshTrending } from '@xmates/functions/jobs/trending';
import { adminDb, storedAt } from '../../support/admin';
import { docs, productInput } from '../../support/documents';
import { paths } from '../../support/paths';
import { runScript } from '../../support/run-script';

const uid = `trending-step-${Date.now().toString(36)}`;
const other = `${uid}-other`;
const old = `${uid}-old`;
const current = `${uid}-current`;
const createdAt = new Date('2026-01-01T00:00:00Z');
const hourAgo = new Date(Date.now() - 3_600_000);

const migrate = (...args: string[]) => runScript('migrate/index', '--only', 'trending', ...args);

beforeAll(async () => {
  const batch = adminDb.batch();
  for (const id of [old, current]) {
    batch.set(adminDb.doc(paths.product(id)), docs.product(productInput({ slug: id, createdAt })));
  }
  batch.update(adminDb.doc(paths.product(old)), {
    trendingLikes: FieldValue.delete(),
    trendingScore: FieldValue.delete(),
  });
  for (const member of [uid, other]) batch.set(adminDb.doc(paths.user(member)), docs.user(member));
  const like = (at: Date) => docs.reaction(old, { liked: true, likedAt: at, updatedAt: at });
  batch.set(adminDb.doc(paths.reaction(uid, old)), like(hourAgo));
  batch.set(adminDb.doc(paths.reaction(other, old)), like(new Date(Date.now() - 8 * 86_400_000)));
  batch.set(adminDb.doc(paths.reaction(uid, current)), docs.reaction(current, { liked: true }));
  await batch.commit();
});

afterAll(async () => {
  await Promise.all([
    ...[uid, other].map((member) => adminDb.recursiveDelete(adminDb.doc(paths.user(member)))),
    ...[old, current].flatMap((id) => [
      adminDb.doc(paths.product(id)).delete(),
      adminDb.doc(paths.productTrend(id)).delete(),
    ]),
  ]);
});

describe('npm run migrate: trending', () => {
  it('only reports in a dry run', async () => {
    const out = await migrate();
    expect(out).toContain(`${paths.product(old)}: trending fields`);
    expect(out).not.toContain(paths.product(current));
    expect(out).toContain('Dry run: nothing was written');
    expect((await storedAt(paths.product(old)))?.trendingScore).toBeUndefined();
  });

  it('gives the product its fields and a due trend with --apply; a second run changes nothing', async () => {
    await migrate('--apply');
    expect(await storedAt(paths.product(old))).toMatchObject({
      trendingLikes: 0,
      trendingScore: trendingScore(0, createdAt.getTime() / 1000),
    });
    await refreshTrending();
    expect(await storedAt(paths.product(old))).toMatchObject({
      trendingLikes: 1,
      trendingScore: trendingScore(1, createdAt.getTime() / 1000),
    });
    const dueAt = (await storedAt(paths.productTrend(old)))?.dueAt.toMillis();
    expect(dueAt).toBe(hourAgo.getTime() + 7 * 86_400_000);
    expect(await storedAt(paths.product(current))).toMatchObject({ trendingLikes: 0 });
    expect(await storedAt(paths.productTrend(current))).toBeUndefined();
    expect(await migrate()).not.toContain(paths.product(old));
  });
});

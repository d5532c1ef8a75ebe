/**
 * The trending step of `npm run migrate` (also alone: `npm run migrate -- --only trending`):
 * gives the products stored before the trending sort their trending fields, so the sort lists
 * them (a product without trendingScore is left out of that order). Deploy the functions first
 * (likes then move the hourly buckets), then run it. It reads every member's likes of the last
 * 7 days (users/{uid}/reactions where liked == true and likedAt in the window: the "My likes"
 * index), and each product without trendingScore gets its buckets in productTrends/{id} (due
 * when the oldest expires) and its trendingLikes and trendingScore (domain feed/trending.ts).
 * Products that have the fields are kept current by the API and the trending refresh and are
 * left alone, so running it again changes nothing. A like given to a product between this
 * step's read and its write may be missed: run it at a quiet hour. A dry run prints what it
 * would change.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  TRENDING_WINDOW_HOURS,
  bucketsOf,
  refreshTrend,
  trendingFields,
  type ProductTrendDoc,
} from '@xmates/domain';
import { pagesOf, type MigrationContext } from '../lib/migration';

const PAGE = 100;

/** Runs the step; answers its summary. */
export async function migrateTrending({ db, apply, log }: MigrationContext): Promise<string> {
  const nowMs = Date.now();
  const since = Timestamp.fromMillis(nowMs - TRENDING_WINDOW_HOURS * 3_600_000);
  const likedAt = new Map<string, number[]>();
  let likes = 0;
  for await (const users of pagesOf(db.collection(COLLECTIONS.users), PAGE)) {
    for (const user of users) {
      const recent = await user.ref
        .collection(COLLECTIONS.reactions)
        .where('liked', '==', true)
        .where('likedAt', '>=', since)
        .orderBy('likedAt', 'desc')
        .select('likedAt')
        .get();
      for (const like of recent.docs) {
        const at: unknown = like.get('likedAt');
        if (!(at instanceof Timestamp)) continue;
        likedAt.set(like.id, [...(likedAt.get(like.id) ?? []), at.toMillis()]);
        likes += 1;
      }
    }
  }
  let read = 0;
  let changed = 0;
  for await (const products of pagesOf(db.collection(COLLECTIONS.products), PAGE)) {
    read += products.length;
    const batch = db.batch();
    let writes = 0;
    for (const product of products) {
      const createdAt: unknown = product.get('createdAt');
      if (typeof product.get('trendingScore') === 'number') continue;
      if (!(createdAt instanceof Timestamp)) continue;
      const trend = refreshTrend(bucketsOf(likedAt.get(product.id) ?? []), nowMs);
      const fields = trendingFields(trend.trendingLikes, createdAt);
      log(`  ${product.ref.path}: ${fields.trendingLikes} likes in the last 7 days`);
      batch.update(product.ref, fields);
      if (trend.dueAtMs !== null) {
        const doc: ProductTrendDoc<Timestamp> = {
          likesByHour: trend.likesByHour,
          dueAt: Timestamp.fromMillis(trend.dueAtMs),
        };
        batch.set(db.doc(`${COLLECTIONS.productTrends}/${product.id}`), doc);
      }
      writes += 1;
    }
    changed += writes;
    if (apply && writes > 0) await batch.commit();
  }
  return (
    `${likes} likes of the last 7 days, ${read} products read, ${changed} ` +
    `${apply ? 'given' : 'to give'} their trending fields.`
  );
}

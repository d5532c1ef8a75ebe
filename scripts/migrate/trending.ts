/**
 * The trending step of `npm run migrate` (also alone: `npm run migrate -- --only trending`):
 * gives the products stored before the trending sort their trending fields, so the sort lists
 * them (a product without trendingScore is left out of that order). Deploy the functions first,
 * then run it. Each product without trendingScore gets trendingLikes 0 and its trendingScore
 * (domain feed/trending.ts), and its trend is made due (productTrends/{id}), so the next
 * trending refresh counts its likes of the last 7 days from the reactions. Products that have
 * the fields are kept current by the roll-ups and the trending refresh and are left alone, so
 * running it again changes nothing. A dry run prints what it would change.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, trendingFields, type ProductTrendDoc } from '@xmates/domain';
import { pagesOf, type MigrationContext } from '../lib/migration';

const PAGE = 100;

/** Runs the step; answers its summary. */
export async function migrateTrending({ db, apply, log }: MigrationContext): Promise<string> {
  const due: ProductTrendDoc<Timestamp> = { dueAt: Timestamp.now() };
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
      log(`  ${product.ref.path}: trending fields, counted at the next refresh`);
      batch.update(product.ref, trendingFields(0, createdAt));
      batch.set(db.doc(`${COLLECTIONS.productTrends}/${product.id}`), due);
      writes += 1;
    }
    changed += writes;
    if (apply && writes > 0) await batch.commit();
  }
  return `${read} products read, ${changed} ${apply ? 'given' : 'to give'} their trending fields.`;
}

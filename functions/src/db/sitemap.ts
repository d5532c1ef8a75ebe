// meta/sitemapParts, the sitemap's parts (domain/src/seo/sitemap.ts; written by
// jobs/sitemap-parts.ts), and the queries over one part's id range: the listed products in
// document-id order (an equality and the document id, which the single-field index on approved
// serves, as it serves the link checker's sweep), and the products changed since a time (the
// single-field index on updatedAt). None needs a composite index.
import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  WHOLE_CATALOGUE_PART,
  type SitemapPartRange,
  type SitemapPartsDoc,
} from '@xmates/domain';
import { selectFields, typed } from './converter';
import { db } from './firebase';
import { productsCollection } from './products';

export type StoredSitemapPart = SitemapPartRange<Timestamp>;

export function sitemapPartsRef() {
  return typed<SitemapPartsDoc<Timestamp>>(db().collection(COLLECTIONS.meta)).doc('sitemapParts');
}

/** The parts as the sitemap job last left them: one read; before its first run, one part. */
export async function sitemapParts(): Promise<StoredSitemapPart[]> {
  return (await sitemapPartsRef().get()).data()?.parts ?? [WHOLE_CATALOGUE_PART];
}

type Range = Pick<SitemapPartRange, 'from' | 'to'>;

/** The listed products whose ids are in the range, in document-id order. */
function listedIn({ from, to }: Range) {
  let query = productsCollection().where('approved', '==', true).orderBy(FieldPath.documentId());
  if (from !== null) query = query.where(FieldPath.documentId(), '>=', from);
  if (to !== null) query = query.where(FieldPath.documentId(), '<', to);
  return query;
}

/** How many listed products the range holds: one read per 1,000. */
export async function countListedIn(range: Range): Promise<number> {
  return (await listedIn(range).count().get()).data().count;
}

/** The next `limit` listed products of the range after `afterId`: their slugs and update times. */
export function listedSlugsIn(range: Range, limit: number, afterId: string | null) {
  const query = selectFields(listedIn(range), ['slug', 'updatedAt']).limit(limit);
  return afterId === null ? query : query.startAfter(afterId);
}

/** The next `limit` listed products' ids of the range after `afterId` (no fields). */
export function listedIdsIn(range: Range, limit: number, afterId: string | null) {
  const query = selectFields(listedIn(range), []).limit(limit);
  return afterId === null ? query : query.startAfter(afterId);
}

/** Products (listed or not) changed after `since`, the oldest change first: their update times. */
export function productsChangedSince(since: Timestamp, limit: number) {
  return selectFields(productsCollection().where('updatedAt', '>', since).orderBy('updatedAt'), [
    'updatedAt',
  ]).limit(limit);
}

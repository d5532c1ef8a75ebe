// Builds Firestore queries from the domain's query shapes and turns page boundaries into
// cursors (domain encodeCursor: the sort value, dates as epoch ms, and the document id).
import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { encodeCursor, type FeedCursor, type ListQueryShape } from '@xmates/domain';

/** Sort fields holding Timestamps; every other sort field is a number. */
const TIMESTAMP_FIELDS = new Set(['createdAt', 'likedAt', 'dislikedAt', 'favoritedAt']);

export function applyShape(ref: Query, shape: ListQueryShape): Query {
  let query = ref;
  for (const e of shape.equals) query = query.where(e.field, '==', e.value);
  if (shape.anyOf) query = query.where(shape.anyOf.field, 'array-contains-any', shape.anyOf.values);
  return query.orderBy(shape.orderBy[0].field, 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** The startAfter / endBefore values of a cursor for a query ordered by `field`. */
export function cursorValues(field: string, cursor: FeedCursor): [unknown, string] {
  const value = TIMESTAMP_FIELDS.has(field) ? Timestamp.fromMillis(cursor.value) : cursor.value;
  return [value, cursor.id];
}

/**
 * The cursor of a boundary document. Stored times may have microseconds that epoch ms cannot
 * carry: a "next" cursor rounds down and a "prev" cursor up, so the boundary document itself
 * is never repeated on the neighbouring page (only another item in the same millisecond could
 * be skipped, which the API's own Timestamp.now() writes never produce).
 */
export function cursorOf(doc: DocumentSnapshot, field: string, side: 'next' | 'prev'): string {
  const raw: unknown = doc.get(field);
  let value = typeof raw === 'number' ? raw : 0;
  if (raw instanceof Timestamp) {
    const floor = raw.seconds * 1000 + Math.floor(raw.nanoseconds / 1e6);
    value = side === 'prev' && raw.nanoseconds % 1e6 !== 0 ? floor + 1 : floor;
  }
  return encodeCursor({ value, id: doc.id });
}

/**
 * One page of a newest-first list after an optional cursor: fetches limit + 1 to know
 * whether more follow, answers the items and the next cursor.
 */
export async function pageAfter(
  query: Query,
  field: string,
  after: FeedCursor | null,
  limit: number,
) {
  const bounded = after ? query.startAfter(...cursorValues(field, after)) : query;
  const snap = await bounded.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs[docs.length - 1];
  const nextCursor = snap.docs.length > limit && last ? cursorOf(last, field, 'next') : null;
  return { docs, nextCursor };
}

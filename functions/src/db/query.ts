// Builds Firestore queries from the domain's query shapes and turns page boundaries into
// cursors (the domain's cursor rules: the sort value, times as epoch ms, and the document id).
import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';
import {
  boundaryCursor,
  cursorBound,
  type CursorSide,
  type FeedCursor,
  type ListQueryShape,
} from '@xmates/domain';

export function applyShape<T, D extends DocumentData>(
  ref: Query<T, D>,
  shape: ListQueryShape,
): Query<T, D> {
  let query = ref;
  for (const e of shape.equals) query = query.where(e.field, '==', e.value);
  if (shape.anyOf) query = query.where(shape.anyOf.field, 'array-contains-any', shape.anyOf.values);
  return query.orderBy(shape.orderBy[0].field, 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** The startAfter / endBefore values of a cursor for a query ordered by `field`. */
export function cursorValues(field: string, cursor: FeedCursor): [unknown, string] {
  return cursorBound(field, cursor, (ms) => Timestamp.fromMillis(ms));
}

/** The cursor of a boundary document, rounded towards its own side (boundaryCursor). */
export function cursorOf<T, D extends DocumentData>(
  doc: DocumentSnapshot<T, D>,
  field: string,
  side: CursorSide,
): string {
  return boundaryCursor(doc.get(field), doc.id, side);
}

/**
 * One page of a newest-first list after an optional cursor: fetches limit + 1 to know
 * whether more follow, answers the items and the next cursor.
 */
export async function pageAfter<T, D extends DocumentData>(
  query: Query<T, D>,
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

/**
 * One numbered page of an ordered query, by offset: for the admin queues, which stay short
 * and show "Page x / y". The total is one count() over the same query; a page past the end
 * answers the last page.
 */
export async function offsetPage<T, D extends DocumentData>(
  query: Query<T, D>,
  page: number,
  size: number,
) {
  const { count: total } = (await query.count().get()).data();
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(page, pages);
  const snap = await query
    .offset((current - 1) * size)
    .limit(size)
    .get();
  return { docs: snap.docs, page: current, pages, total };
}

// Builds the feed's Firestore query from the domain's query shape (one query per page:
// approved == true, an optional filterKeys array-contains-any, ordered by the sort field and
// the document id, both descending) and turns page boundaries into URL cursors.
import { encodeCursor, feedQueryShape, type FeedCursor, type FeedFilter } from '@xmates/domain';
import type { Lite } from '@/lib/firebase';
import type { ProductSnapshot, QueryConstraint } from '@/lib/firestore-refs';

/** The where clauses of a filter (what the page count counts). */
export function filterConstraints({ fs }: Lite, filter: FeedFilter): QueryConstraint[] {
  const shape = feedQueryShape(filter);
  const clauses = [fs.where(shape.equals.field, '==', shape.equals.value)];
  if (shape.anyOf)
    clauses.push(fs.where(shape.anyOf.field, 'array-contains-any', shape.anyOf.values));
  return clauses;
}

/** The where clauses plus the order: the sort field, then the document id, descending. */
export function orderedConstraints(lite: Lite, filter: FeedFilter): QueryConstraint[] {
  const [bySort] = feedQueryShape(filter).orderBy;
  return [
    ...filterConstraints(lite, filter),
    lite.fs.orderBy(bySort.field, 'desc'),
    lite.fs.orderBy(lite.fs.documentId(), 'desc'),
  ];
}

export const sortField = (filter: FeedFilter) => feedQueryShape(filter).orderBy[0].field;

/** startAfter / endBefore values of a cursor: dates travel as epoch ms, ids as strings. */
export function cursorValues({ fs }: Lite, field: string, cursor: FeedCursor): [unknown, string] {
  const value = field === 'createdAt' ? fs.Timestamp.fromMillis(cursor.value) : cursor.value;
  return [value, cursor.id];
}

/**
 * The cursor of a boundary card. Stored times can carry microseconds that epoch ms cannot:
 * a Next cursor rounds down and a Prev cursor up, so the boundary card itself never shows on
 * the neighbouring page (the same rule as the API's cursors).
 */
export function cursorOf(
  { fs }: Lite,
  snap: ProductSnapshot,
  field: string,
  side: 'next' | 'prev',
): string {
  const raw: unknown = snap.get(field);
  let value = typeof raw === 'number' ? raw : 0;
  if (raw instanceof fs.Timestamp) {
    const floor = raw.seconds * 1000 + Math.floor(raw.nanoseconds / 1e6);
    value = side === 'prev' && raw.nanoseconds % 1e6 !== 0 ? floor + 1 : floor;
  }
  return encodeCursor({ value, id: snap.id });
}

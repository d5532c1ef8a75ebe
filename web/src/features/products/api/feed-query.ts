// Builds the feed's Firestore query from the domain's query shape (one query per page:
// approved == true, an optional filterKeys array-contains-any, ordered by the sort field and
// the document id, both descending) and turns page boundaries into URL cursors.
import {
  boundaryCursor,
  cursorBound,
  feedQueryShape,
  type CursorSide,
  type FeedCursor,
  type FeedFilter,
} from '@xmates/domain';
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

/** startAfter / endBefore values of a cursor (cursorBound: times through this SDK). */
export function cursorValues({ fs }: Lite, field: string, cursor: FeedCursor): [unknown, string] {
  return cursorBound(field, cursor, (ms) => fs.Timestamp.fromMillis(ms));
}

/** The cursor of a boundary card (boundaryCursor: the API's rule, so cursors are shared). */
export function cursorOf(snap: ProductSnapshot, field: string, side: CursorSide): string {
  return boundaryCursor(snap.get(field), snap.id, side);
}

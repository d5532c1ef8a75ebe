/**
 * How page cursors (encodeCursor in paging.ts) carry a sort value: numbers as they are, times as
 * epoch ms. The SPA and the API both build and read cursors with these functions (each passing
 * its SDK's Timestamp), so a cursor one of them answered means the same boundary to the other.
 */
import { encodeCursor, type FeedCursor } from './paging';

/** The sort fields holding timestamps; every other sort field holds a number. */
export const TIMESTAMP_SORT_FIELDS: ReadonlySet<string> = new Set([
  'createdAt',
  'likedAt',
  'dislikedAt',
  'favoritedAt',
  /** The moderation log's time (MODERATION_LOG_ORDER). */
  'at',
  /** Reported members' newest open report (REPORTED_MEMBERS_ORDER). */
  'reportedAt',
]);

/** "next" leads to older items (after the boundary), "prev" to newer ones (before it). */
export type CursorSide = 'next' | 'prev';

/** A stored time as both Firestore SDKs' Timestamp expose it. */
export interface StoredTime {
  seconds: number;
  nanoseconds: number;
}

/**
 * The cursor value of a boundary item's time. Stored times may have microseconds that epoch ms
 * cannot carry: a "next" cursor rounds down and a "prev" cursor up, so the boundary item itself
 * is never repeated on the neighbouring page (only another item in the same millisecond could
 * be skipped, which the API's own millisecond writes never produce).
 */
export function timestampCursorValue(time: StoredTime, side: CursorSide): number {
  const floor = time.seconds * 1000 + Math.floor(time.nanoseconds / 1e6);
  return side === 'prev' && time.nanoseconds % 1e6 !== 0 ? floor + 1 : floor;
}

const isStoredTime = (raw: unknown): raw is StoredTime =>
  typeof raw === 'object' &&
  raw !== null &&
  'seconds' in raw &&
  'nanoseconds' in raw &&
  typeof raw.seconds === 'number' &&
  typeof raw.nanoseconds === 'number';

/** The cursor of a boundary document from its stored sort value (a number, or either SDK's time). */
export function boundaryCursor(raw: unknown, id: string, side: CursorSide): string {
  const value =
    typeof raw === 'number' ? raw : isStoredTime(raw) ? timestampCursorValue(raw, side) : 0;
  return encodeCursor({ value, id });
}

/** The startAfter / endBefore values of a cursor for a query ordered by `field`. */
export function cursorBound<T>(
  field: string,
  cursor: FeedCursor,
  time: (ms: number) => T,
): [T | number, string] {
  return [TIMESTAMP_SORT_FIELDS.has(field) ? time(cursor.value) : cursor.value, cursor.id];
}

import { COLLECTIONS } from '../core/collections';
import { byNewest, type ListQueryShape } from '../core/query-shape';

/**
 * A member's notices, newest first: no filter, so the automatic single-field index on
 * createdAt serves it (the unread count and the bell's listener filter on isRead alone).
 */
export function notificationListShape(): ListQueryShape {
  return {
    collection: COLLECTIONS.notifications,
    equals: [],
    anyOf: null,
    orderBy: byNewest('createdAt'),
  };
}

/** The unread notices (the count and the bell's listener): one equality filter, no order. */
export const UNREAD_FILTER = { field: 'isRead', value: false } as const;

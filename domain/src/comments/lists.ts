import { COLLECTIONS } from '../core/collections';
import { byNewest, type ListQueryShape } from '../core/query-shape';

/** Visible comments or replies, newest first (the rules only allow lists with hidden == false). */
export function threadListShape(kind: 'comments' | 'replies'): ListQueryShape {
  return {
    collection: COLLECTIONS[kind],
    equals: [{ field: 'hidden', value: false }],
    anyOf: null,
    orderBy: byNewest('createdAt'),
  };
}

// GET /api/products query parameters → the feed handler's FeedRequest (parsing, so it sits
// beside its router). The spec's limits (at most 3 categories and 5 tags, sort and tag mode
// from fixed lists) are enforced here as 400s.
import type { Request } from 'express';
import {
  FEED_MESSAGES,
  LIMITS,
  SEARCH_MESSAGES,
  parseSearchQuery,
  SORTS,
  TAG_MODES,
  parseFeedFilter,
  type FeedCursor,
  type FeedFilter,
} from '@xmates/domain';
import type { FeedRequest } from '../handlers/feed';
import type { SearchRequest } from '../handlers/search';
import { HttpError } from '../http/http-error';
import {
  boolParam,
  cursorParam,
  enumParam,
  intParam,
  listParam,
  readQuery,
  type QueryValues,
} from '../http/query-params';

const FEED_PARAMS = [
  'page',
  'limit',
  'sort',
  'categories',
  'tags',
  'tagMode',
  'ownerEmail',
  'approved',
  'after',
  'before',
  'q',
];

/** The largest page any product list answers. */
export const MAX_PAGE_SIZE = 24;

/** limit for product lists: 1..24, default 6; larger values are clamped (see intParam). */
export function pageSize(q: QueryValues, fallback: number = LIMITS.feedPageSize): number {
  return intParam(q, 'limit', { min: 1, max: MAX_PAGE_SIZE, fallback, clampAbove: true });
}

/**
 * The feed's filter from its query values (categories, tags, tagMode, sort), with the spec's
 * limits as 400s: GET /api/products and /feed.xml read it alike.
 */
export function feedFilterOf(q: QueryValues): FeedFilter {
  const categories = listParam(q, 'categories', LIMITS.submitSuggestedCategoryMax);
  const tags = listParam(q, 'tags', LIMITS.submitTagLengthMax);
  const unique = (items: string[]) => new Set(items.map((i) => i.toLowerCase())).size;
  if (unique(categories) > LIMITS.maxFilterCategories) {
    throw new HttpError(400, FEED_MESSAGES.tooManyCategories, { field: 'categories' });
  }
  if (unique(tags) > LIMITS.maxFilterTags) {
    throw new HttpError(400, FEED_MESSAGES.tooManyTags, { field: 'tags' });
  }
  const sort = enumParam(q, 'sort', SORTS, 'latest');
  const tagMode = enumParam(q, 'tagMode', TAG_MODES, 'any');
  // The shared parser normalises (trims, drops case-insensitive duplicates) as the SPA does.
  return parseFeedFilter({ categories: q.categories, tags: q.tags, sort, tagMode });
}

/**
 * GET /api/products?q=: a search (ranked by relevance, paged by number), or null when the
 * request has no q. The feed's filter and limit apply; sort, cursors and ownerEmail do not.
 */
export function searchRequest(req: Request): SearchRequest | null {
  const q = readQuery(req.query, FEED_PARAMS);
  if (q.q === undefined) return null;
  const parsed = parseSearchQuery(q.q);
  if (!parsed.ok) throw new HttpError(400, parsed.error, { field: 'q' });
  if (q.sort !== undefined)
    throw new HttpError(400, SEARCH_MESSAGES.relevanceOrder, { field: 'sort' });
  if (q.after !== undefined || q.before !== undefined) {
    throw new HttpError(400, SEARCH_MESSAGES.pagedByNumber, { field: 'page' });
  }
  if (q.ownerEmail !== undefined) {
    throw new HttpError(400, SEARCH_MESSAGES.notInOwnList, { field: 'ownerEmail' });
  }
  const { categories, tags, tagMode } = feedFilterOf(q);
  return {
    terms: parsed.value,
    filter: { categories, tags, tagMode },
    page: intParam(q, 'page', { min: 1, max: 1_000_000, fallback: 1 }),
    limit: pageSize(q),
  };
}

export function feedRequest(req: Request): FeedRequest {
  const q = readQuery(req.query, FEED_PARAMS);
  if (boolParam(q, 'approved') === false) {
    throw new HttpError(400, FEED_MESSAGES.approvedOnly, { field: 'approved' });
  }
  const after: FeedCursor | null = cursorParam(q, 'after');
  const before: FeedCursor | null = cursorParam(q, 'before');
  if (after && before) throw new HttpError(400, FEED_MESSAGES.afterOrBefore);
  const ownerEmail = q.ownerEmail?.trim() || null;
  if (ownerEmail && ownerEmail.length > LIMITS.contactEmailMax) {
    throw new HttpError(400, FEED_MESSAGES.ownerEmailTooLong, { field: 'ownerEmail' });
  }
  const filter = feedFilterOf(q);
  if (ownerEmail && (filter.categories.length > 0 || filter.tags.length > 0)) {
    throw new HttpError(400, FEED_MESSAGES.ownListUnfiltered, { field: 'ownerEmail' });
  }
  if (ownerEmail && filter.sort !== 'latest') {
    throw new HttpError(400, FEED_MESSAGES.ownListNewestFirst, { field: 'sort' });
  }
  return {
    filter,
    page: intParam(q, 'page', { min: 1, max: 1_000_000, fallback: 1 }),
    limit: pageSize(q),
    after,
    before,
    ownerEmail,
  };
}

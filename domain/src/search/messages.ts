import { LIMITS } from '../core/constants';

/** The texts of GET /api/products?q= and the /search page. */
export const SEARCH_MESSAGES = {
  empty: 'Type a word to search for.',
  tooLong: `A search is at most ${LIMITS.searchQueryMax} characters.`,
  noWords: 'Search with letters or digits: a word of at least 2 characters.',
  tooManyWords: `A search has at most ${LIMITS.searchWordsMax} words.`,
  relevanceOrder: 'Search results are ordered by relevance: leave out sort.',
  pagedByNumber: 'Search results are paged by page number: leave out after and before.',
  notInOwnList: 'A list by ownerEmail cannot be searched.',
  noResults: (query: string) => `No video link matches “${query}”.`,
  capped: `Showing the best matches among the ${LIMITS.searchScanMax} most liked candidates: add a word to narrow the search.`,
} as const;

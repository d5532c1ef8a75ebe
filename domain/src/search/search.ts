/**
 * Search within Firestore (no external engine is reachable from the platform we run on).
 *
 * Every product carries `searchTokens`: each prefix (2 characters or more) of each word of its
 * title, tags, category and description, words normalised (accents and case dropped). Words
 * are taken in that order until their prefixes fill LIMITS.searchTokensMax, so a very long
 * description's tail is not searchable and the product's index entries stay within budget.
 *
 * A query's words must all match: every word but the last as a whole word, the last as a
 * prefix ("vint" finds "Vintage"). The API counts the products holding each word's token (one
 * count() each), reads the smallest set most liked first (at most LIMITS.searchScanMax), keeps
 * the products that match every word and the feed's filter, and ranks them: more query words
 * in the title first, then likes, then newer. A search whose smallest set holds more than the
 * scan reads says so (`capped`).
 */
import { COLLECTIONS } from '../core/collections';
import { LIMITS } from '../core/constants';
import type { ListQueryShape } from '../core/query-shape';
import type { Checked } from '../core/requests';
import { SEARCH_MESSAGES } from './messages';

export const SEARCH_TOKENS_FIELD = 'searchTokens';

const MIN_LENGTH = 2;

/** Lower case, accents and other combining marks dropped: "Vintáge" → "vintage". */
const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The words search knows in a text: letters and digits, 2 characters or more, cut to 24. */
export function normalisedWords(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= MIN_LENGTH)
    .map((w) => w.slice(0, LIMITS.searchWordLengthMax));
}

const prefixesOf = (word: string) =>
  Array.from({ length: word.length - MIN_LENGTH + 1 }, (_, i) => word.slice(0, MIN_LENGTH + i));

/** What search reads of a product. */
export interface Searchable {
  title: string;
  description: string;
  tags: readonly string[];
  categories: readonly string[];
}

/**
 * The listed products holding one token, most liked first: the count() and the read of the
 * candidates. Its index (approved, searchTokens contains, likesCount desc) is the only one
 * searchTokens has.
 */
export function searchShape(token: string): ListQueryShape {
  return {
    collection: COLLECTIONS.products,
    equals: [{ field: 'approved', value: true }],
    anyOf: { field: SEARCH_TOKENS_FIELD, values: [token] },
    orderBy: [
      { field: 'likesCount', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ],
  };
}

/** A product's searchable words and their prefixes, and which of them come from its title. */
export interface SearchIndex {
  words: ReadonlySet<string>;
  tokens: ReadonlySet<string>;
  titleWords: ReadonlySet<string>;
  titleTokens: ReadonlySet<string>;
}

export function productSearchIndex(product: Searchable): SearchIndex {
  const title = normalisedWords(product.title);
  const ordered = [
    ...title,
    ...product.tags.flatMap(normalisedWords),
    ...product.categories.flatMap(normalisedWords),
    ...normalisedWords(product.description),
  ];
  const words = new Set<string>();
  const tokens = new Set<string>();
  for (const word of ordered) {
    if (words.has(word)) continue;
    const added = prefixesOf(word).filter((t) => !tokens.has(t));
    if (tokens.size + added.length > LIMITS.searchTokensMax) break;
    words.add(word);
    for (const t of added) tokens.add(t);
  }
  const titleWords = new Set(title.filter((w) => words.has(w)));
  const titleTokens = new Set([...titleWords].flatMap(prefixesOf));
  return { words, tokens, titleWords, titleTokens };
}

/** The stored `searchTokens` of a product (newProductDoc writes them). */
export function productSearchTokens(product: Searchable): string[] {
  return [...productSearchIndex(product).tokens];
}

/** A parsed query: whole words, then the last word typed, matched as a prefix. */
export interface SearchTerms {
  /** The query as typed (trimmed), for messages. */
  q: string;
  words: string[];
  prefix: string;
}

export function parseSearchQuery(raw: string): Checked<SearchTerms> {
  const q = raw.trim();
  const fail = (error: string) => ({ ok: false as const, error, field: 'q' as const });
  if (q.length === 0) return fail(SEARCH_MESSAGES.empty);
  if (raw.length > LIMITS.searchQueryMax) return fail(SEARCH_MESSAGES.tooLong);
  const terms = [...new Set(normalisedWords(q))];
  const prefix = terms.pop();
  if (prefix === undefined) return fail(SEARCH_MESSAGES.noWords);
  if (terms.length + 1 > LIMITS.searchWordsMax) return fail(SEARCH_MESSAGES.tooManyWords);
  return { ok: true, value: { q, words: terms, prefix } };
}

/** The tokens a product must hold, one per term: the API counts each and reads the rarest. */
export function searchTermTokens(terms: SearchTerms): string[] {
  return [...new Set([...terms.words, terms.prefix])];
}

/**
 * How many of the query's terms the product's title holds, or null when the product does not
 * match every term (whole words as words, the last as a prefix).
 */
export function titleHits(index: SearchIndex, terms: SearchTerms): number | null {
  if (!terms.words.every((w) => index.words.has(w)) || !index.tokens.has(terms.prefix)) {
    return null;
  }
  return (
    terms.words.filter((w) => index.titleWords.has(w)).length +
    (index.titleTokens.has(terms.prefix) ? 1 : 0)
  );
}

/** A match as search ranks it. */
export interface RankedMatch {
  id: string;
  titleHits: number;
  likesCount: number;
  createdAtMs: number;
}

/** Relevance: more query words in the title first, then more likes, then newer, then by id. */
export function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return (
    b.titleHits - a.titleHits ||
    b.likesCount - a.likesCount ||
    b.createdAtMs - a.createdAtMs ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

// The sitemap as the site serves it (sitemaps.org protocol 0.9): /sitemap.xml is an index of
// parts, /sitemaps/pages.xml lists the public pages and /sitemaps/products-N.xml the listed
// products whose ids fall in the Nth range of meta/sitemapParts. The sitemap job
// (functions/src/jobs/sitemap-parts.ts) splits a range before it outgrows a part, so a part
// is read with one bounded query whatever the catalogue's size, and its number never changes.

/** The protocol's limits of one file, a part or the index: URLs, and bytes uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The longest `<loc>` a file writes, in bytes as written (escaped, UTF-8); a longer one is left
 * out. With the rest of a `<url>` entry (54 bytes at most) 50,000 entries stay under 50 MB
 * (views/sitemap.test.ts proves it). Real ones are far shorter: an origin of at most
 * SITE_ORIGIN_MAX_LENGTH, `/products/` and a slug of at most 87 characters.
 */
export const SITEMAP_LOC_MAX_BYTES = 900;

/** The longest site origin (SITE_URL): `https://`, a DNS name's 253 characters, `:65535`. */
export const SITE_ORIGIN_MAX_LENGTH = 'https://'.length + 253 + ':65535'.length;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_PAGES_PATH = '/sitemaps/pages.xml';
export const sitemapProductsPath = (part: number) => `/sitemaps/products-${part}.xml`;

/** A part number as its path writes it: 1 to 99,999, no sign, no leading zero. */
export const isSitemapPartNumber = (text: string) => /^[1-9]\d{0,4}$/.test(text);

/**
 * One part: the listed products whose ids are from `from` (included; null: the first) to `to`
 * (excluded; null: the last), how many the job counted there, and when the part's content last
 * changed as far as the job knows (null: never seen).
 */
export interface SitemapPartRange<T = unknown> {
  from: string | null;
  to: string | null;
  listed: number;
  lastmod: T | null;
}

/**
 * meta/sitemapParts: the parts in number order (part N is parts[N - 1]; a split appends its new
 * parts, so a number keeps its range but for the split-off end), the part size they were
 * planned for, and the job's last run.
 */
export interface SitemapPartsDoc<T = unknown> {
  parts: SitemapPartRange<T>[];
  partSize: number;
  checkedAt: T;
}

/** Before the job's first run: one part, every product id. */
export const WHOLE_CATALOGUE_PART: SitemapPartRange<never> = {
  from: null,
  to: null,
  listed: 0,
  lastmod: null,
};

/**
 * The job splits a part once it holds more than four fifths of a part, so a fifth (10,000
 * products in production) may be listed in its range before the next run fills it.
 */
export const sitemapSplitAt = (partSize: number) => Math.floor((partSize * 4) / 5);

/** A split cuts a part into pieces of at most half a part. */
export const sitemapPieceSize = (partSize: number) => Math.max(1, Math.floor(partSize / 2));

/**
 * Where a part of `count` listed products (more than sitemapSplitAt) is cut, as positions in
 * its id order: the first product of every piece but the first, as equal pieces as can be, none
 * over sitemapPieceSize. None when the part need not be split.
 */
export function sitemapCuts(count: number, partSize: number): number[] {
  if (count <= sitemapSplitAt(partSize)) return [];
  const pieces = Math.ceil(count / sitemapPieceSize(partSize));
  return Array.from({ length: pieces - 1 }, (_, i) => Math.floor(((i + 1) * count) / pieces));
}

/**
 * The fewest products a split leaves in a piece: a part of c > splitAt products is cut into
 * ⌈c / pieceSize⌉ pieces of at least c·pieceSize / (c + pieceSize), which grows with c. Parts
 * only split, so while nothing is removed every part holds at least this many products, and a
 * catalogue of n products has at most ⌊n / this⌋ parts (one before its first split).
 */
export function sitemapSmallestPiece(partSize: number): number {
  const over = sitemapSplitAt(partSize) + 1;
  const piece = sitemapPieceSize(partSize);
  return Math.max(1, Math.floor((over * piece) / (over + piece)));
}

/** The index of the part whose range holds `id`, or -1 (parts that cover every id never do). */
export function sitemapPartOf(parts: readonly SitemapPartRange[], id: string): number {
  return parts.findIndex(
    (part) => (part.from === null || part.from <= id) && (part.to === null || id < part.to),
  );
}

import { describe, expect, it } from 'vitest';
import {
  SITEMAP_MAX_URLS,
  isSitemapPartNumber,
  sitemapCuts,
  sitemapPartOf,
  sitemapPieceSize,
  sitemapSmallestPiece,
  sitemapSplitAt,
  type SitemapPartRange,
} from './sitemap';

/** The pieces a part of `count` products is cut into, by size. */
function pieces(count: number, partSize: number): number[] {
  const starts = [0, ...sitemapCuts(count, partSize), count];
  return starts.slice(1).map((end, i) => end - (starts[i] ?? 0));
}

describe('sitemap part numbers', () => {
  it.each(['1', '2', '10', '99999'])('reads %s', (text) => {
    expect(isSitemapPartNumber(text)).toBe(true);
  });

  it.each(['0', '01', '-1', '1.5', '1e3', '', ' 1', '100000', 'one'])('refuses %j', (text) => {
    expect(isSitemapPartNumber(text)).toBe(false);
  });
});

describe('splitting a part', () => {
  it('leaves a part of up to four fifths of a part size whole', () => {
    expect(sitemapSplitAt(SITEMAP_MAX_URLS)).toBe(40_000);
    expect(sitemapCuts(40, 50)).toEqual([]);
    expect(sitemapCuts(0, 50)).toEqual([]);
  });

  it('cuts a fuller part into near-equal pieces of at most half a part', () => {
    expect(pieces(41, 50)).toEqual([20, 21]);
    expect(pieces(51, 50)).toEqual([17, 17, 17]);
    for (const count of [41, 50, 51, 99, 1_000, 4_321]) {
      const sizes = pieces(count, 50);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(sitemapPieceSize(50));
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('never leaves a piece smaller than sitemapSmallestPiece', () => {
    for (const partSize of [2, 3, 10, 40, 50, 1_000]) {
      const smallest = sitemapSmallestPiece(partSize);
      for (let count = sitemapSplitAt(partSize) + 1; count <= partSize * 6; count += 1) {
        expect(
          Math.min(...pieces(count, partSize)),
          `${count} of ${partSize}`,
        ).toBeGreaterThanOrEqual(smallest);
      }
    }
    expect(sitemapSmallestPiece(SITEMAP_MAX_URLS)).toBe(15_384);
  });
});

describe('the part of a product id', () => {
  const parts: SitemapPartRange[] = [
    { from: null, to: 'g', listed: 0, lastmod: null },
    { from: 'p', to: null, listed: 0, lastmod: null },
    { from: 'g', to: 'p', listed: 0, lastmod: null },
  ];

  it('is the range that holds the id, its start included, its end not', () => {
    expect(sitemapPartOf(parts, 'a')).toBe(0);
    expect(sitemapPartOf(parts, 'g')).toBe(2);
    expect(sitemapPartOf(parts, 'ozz')).toBe(2);
    expect(sitemapPartOf(parts, 'p')).toBe(1);
    expect(sitemapPartOf(parts.slice(0, 1), 'z')).toBe(-1);
  });
});

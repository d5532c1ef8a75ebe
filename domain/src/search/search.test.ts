import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { SEARCH_MESSAGES } from './messages';
import {
  compareMatches,
  parseSearchQuery,
  productSearchIndex,
  productSearchTokens,
  normalisedWords,
  titleHits,
  type SearchTerms,
} from './search';

const product = {
  title: 'Vintáge Summer Tape',
  description: 'A warm evening, shot on film.',
  tags: ['Retro Look', 'HD'],
  categories: ['Couples'],
};

const terms = (q: string): SearchTerms => {
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('normalisedWords', () => {
  it('drops accents, case, punctuation and one-letter words, and cuts long words', () => {
    expect(normalisedWords('Vintáge, SUMMER-tape! a 4K')).toEqual([
      'vintage',
      'summer',
      'tape',
      '4k',
    ]);
    expect(normalisedWords('x'.repeat(40))).toEqual(['x'.repeat(LIMITS.searchWordLengthMax)]);
  });
});

describe('productSearchTokens', () => {
  it('holds every prefix of 2 characters or more of every word', () => {
    const tokens = productSearchTokens(product);
    for (const t of ['vi', 'vint', 'vintage', 'summer', 'retro', 'look', 'hd', 'couples', 'film'])
      expect(tokens).toContain(t);
    expect(tokens).not.toContain('v');
    expect(tokens).not.toContain('vintáge');
  });

  it('stops at the token limit, title first', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}abcdefghij`);
    const big = { ...product, description: words.join(' ') };
    const index = productSearchIndex(big);
    expect(index.tokens.size).toBeLessThanOrEqual(LIMITS.searchTokensMax);
    expect(index.tokens.has('vintage')).toBe(true);
    expect(index.words.has('word399abcdefghij')).toBe(false);
  });
});

describe('parseSearchQuery', () => {
  const error = (q: string) => {
    const parsed = parseSearchQuery(q);
    return parsed.ok ? null : parsed.error;
  };

  it('refuses empty, too long, wordless and too many words with the search messages', () => {
    expect(error('   ')).toBe(SEARCH_MESSAGES.empty);
    expect(error('a'.repeat(1000))).toBe(SEARCH_MESSAGES.tooLong);
    expect(error('!!! ??? …')).toBe(SEARCH_MESSAGES.noWords);
    expect(error('a b c')).toBe(SEARCH_MESSAGES.noWords);
    expect(error('one two three four five six seven')).toBe(SEARCH_MESSAGES.tooManyWords);
  });

  it('takes the last word as a prefix and the others as words, once each', () => {
    expect(terms(' Summer summer VINT ')).toEqual({
      q: 'Summer summer VINT',
      words: ['summer'],
      prefix: 'vint',
    });
  });
});

describe('titleHits', () => {
  const index = productSearchIndex(product);

  it('matches the last word as a prefix and the others as whole words', () => {
    expect(titleHits(index, terms('vint'))).toBe(1);
    expect(titleHits(index, terms('summer vint'))).toBe(2);
    expect(titleHits(index, terms('vintage summer'))).toBe(2);
    expect(titleHits(index, terms('vintage summ'))).toBe(2);
    expect(titleHits(index, terms('vintage film'))).toBe(1);
    expect(titleHits(index, terms('retro'))).toBe(0);
  });

  it('needs every word', () => {
    expect(titleHits(index, terms('vint tapes'))).toBeNull();
    expect(titleHits(index, terms('vint summ'))).toBeNull();
    expect(titleHits(index, terms('vintage winter'))).toBeNull();
    expect(titleHits(index, terms('zebra'))).toBeNull();
  });
});

describe('compareMatches', () => {
  it('ranks title hits, then likes, then newer', () => {
    const m = (id: string, titleHits: number, likesCount: number, createdAtMs: number) => ({
      id,
      titleHits,
      likesCount,
      createdAtMs,
    });
    const ranked = [m('a', 0, 99, 5), m('b', 1, 0, 1), m('c', 1, 3, 1), m('d', 1, 3, 2)].sort(
      compareMatches,
    );
    expect(ranked.map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

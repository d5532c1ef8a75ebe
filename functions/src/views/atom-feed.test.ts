import { describe, expect, it } from 'vitest';
import { atomFeedXml, type AtomEntry } from './atom-feed';

const ORIGIN = 'https://xmates.example';
const entry: AtomEntry = {
  slug: 'a-b',
  title: 'Fish & <chips>',
  description: 'Line one\u0007 "quoted"',
  category: 'Amateur',
  tags: ['solo', "o'clock"],
  published: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-21T10:00:00.000Z',
};
const none = { categories: [], tags: [], tagMode: 'any' as const };

describe('atomFeedXml', () => {
  it('escapes text, drops characters XML forbids and names the product page', () => {
    const xml = atomFeedXml(ORIGIN, none, [entry], new Date('2026-11-25T00:00:00Z'));
    expect(xml).toContain('<title type="text">Fish &amp; &lt;chips&gt;</title>');
    expect(xml).toContain('<summary type="text">Line one &quot;quoted&quot;</summary>');
    expect(xml).toContain(`<id>${ORIGIN}/products/a-b</id>`);
    expect(xml).toContain('<category term="o&apos;clock"');
    expect(xml).toContain('<updated>2026-11-21T10:00:00.000Z</updated>');
  });

  it('says when it was updated even without entries, and links itself with its filter', () => {
    const filter = { categories: ['Amateur'], tags: ['solo', 'duo'], tagMode: 'all' as const };
    const xml = atomFeedXml(ORIGIN, filter, [], new Date('2026-11-25T00:00:00Z'));
    expect(xml).toContain('<updated>2026-11-25T00:00:00.000Z</updated>');
    expect(xml).toContain('in Amateur tagged solo and duo');
    expect(xml).toContain(
      `<link rel="self" type="application/atom+xml" href="${ORIGIN}/feed.xml?category=Amateur&amp;tags=solo%2Cduo&amp;tagMode=all"/>`,
    );
  });
});

// /feed.xml: an Atom 1.0 feed of the newest approved products, for feed readers, with the
// feed's category and tag filters. Each entry: title, the product page's URL, published date,
// description as plain text, category and tags. No outgoing link (members only) and no image.
import {
  PRODUCT,
  absoluteUrl,
  atomFeedPath,
  productPath,
  type AtomFeedFilter,
} from '@xmates/domain';
import { xmlEscape } from './xml';

/** Entries in one feed document: the newest approved products. */
export const ATOM_FEED_ENTRIES = 30;

export interface AtomEntry {
  slug: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  /** ISO timestamps. */
  published: string;
  updated: string;
}

/** "xmates: newest videos", narrowed by the filter's categories and tags. */
function feedTitle(filter: AtomFeedFilter): string {
  const parts = [
    filter.categories.length > 0 ? `in ${filter.categories.join(', ')}` : '',
    filter.tags.length > 0
      ? `tagged ${filter.tags.join(filter.tagMode === 'all' ? ' and ' : ' or ')}`
      : '',
  ].filter(Boolean);
  return [`${PRODUCT.name}: newest videos`, ...parts].join(' ');
}

/** Characters XML 1.0 forbids (controls other than tab, newline, carriage return). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const text = (value: string) => xmlEscape(value.replace(NOT_XML, ''));

export function atomFeedXml(
  origin: string,
  filter: AtomFeedFilter,
  entries: readonly AtomEntry[],
  now: Date,
): string {
  const self = absoluteUrl(origin, atomFeedPath(filter));
  const updated = entries.reduce((latest, e) => (e.updated > latest ? e.updated : latest), '');
  const categoryScheme = absoluteUrl(origin, '/?categories=');
  const tagScheme = absoluteUrl(origin, '/?tags=');
  const entry = (e: AtomEntry) => {
    const url = absoluteUrl(origin, productPath(e.slug));
    return [
      '  <entry>',
      `    <id>${text(url)}</id>`,
      `    <title type="text">${text(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${text(url)}"/>`,
      `    <published>${e.published}</published>`,
      `    <updated>${e.updated}</updated>`,
      `    <summary type="text">${text(e.description)}</summary>`,
      ...(e.category
        ? [`    <category term="${text(e.category)}" scheme="${text(categoryScheme)}"/>`]
        : []),
      ...e.tags.map((tag) => `    <category term="${text(tag)}" scheme="${text(tagScheme)}"/>`),
      '  </entry>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${text(self)}</id>`,
    `  <title type="text">${text(feedTitle(filter))}</title>`,
    `  <subtitle type="text">${text(PRODUCT.tagline)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${text(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${text(absoluteUrl(origin, '/'))}"/>`,
    `  <updated>${updated || now.toISOString()}</updated>`,
    `  <author><name>${text(`${PRODUCT.name} community`)}</name></author>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}

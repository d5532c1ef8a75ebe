// GET /feed.xml (the pages function): the newest approved products under the feed's filter
// (category, tags, tagMode, with the feed's limits and messages, parsed by the router), as an
// Atom feed; a category that does not exist is a 400, not an empty feed.
import { FEED_MESSAGES, productFeedShape, type FeedFilter } from '@xmates/domain';
import { siteOrigin } from '../config';
import { categoryRef } from '../db/catalogue';
import { readAll, selectFields } from '../db/converter';
import { productsCollection } from '../db/products';
import { applyShape } from '../db/query';
import { HttpError } from '../http/http-error';
import { ATOM_FEED_ENTRIES, atomFeedXml, type AtomEntry } from '../views/atom-feed';

const ATOM_FIELDS = [
  'slug',
  'title',
  'description',
  'category',
  'tags',
  'createdAt',
  'updatedAt',
] as const;

export async function atomFeed(feedFilter: FeedFilter): Promise<string> {
  const filter = { ...feedFilter, sort: 'latest' as const };
  const categories = await readAll(filter.categories.map((name) => categoryRef(name)));
  const missing = filter.categories.find((_, i) => !categories[i]?.exists);
  if (missing !== undefined) {
    throw new HttpError(400, FEED_MESSAGES.unknownCategory(missing), { field: 'category' });
  }
  const newest = selectFields(
    applyShape(productsCollection(), productFeedShape(filter)),
    ATOM_FIELDS,
  );
  const page = await newest.limit(ATOM_FEED_ENTRIES).get();
  const entries = page.docs.map((doc): AtomEntry => {
    const p = doc.data();
    const published = p.createdAt?.toDate().toISOString() ?? new Date(0).toISOString();
    return {
      slug: p.slug ?? doc.id,
      title: p.title ?? '',
      description: p.description ?? '',
      category: p.category ?? '',
      tags: p.tags ?? [],
      published,
      updated: p.updatedAt?.toDate().toISOString() ?? published,
    };
  });
  return atomFeedXml(siteOrigin(), filter, entries, new Date());
}

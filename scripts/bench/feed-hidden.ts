/**
 * What a Home page costs a member who hides a tag held by about a third of the catalogue (or,
 * when no tag is that common, the fewest most used tags that together come closest)
 * (docs/feed.md#hidden-tags-and-categories), against a member who hides nothing. Over the
 * generated catalogue (default 10,000 products), for the unfiltered feed and one category,
 * three sorts, page 1 and page 20 (opened with the cursor the member holds there), it prints the
 * reads of GET /api/products (the API's own handler run in this process under read-meter.ts:
 * the page query and its continuation past hidden products, the dislike checks, the counts, the
 * read of what the member hides, the cards' reactions and links) and the ratio, whose worst must
 * stay at most 1.6.
 *
 * Run: npm run with-emulators -- npx tsx scripts/bench/feed-hidden.ts [--count N]
 */
import {
  COLLECTIONS,
  hidesProduct,
  productFeedShape,
  type FeedFilter,
  type HiddenFilters,
  type Sort,
} from '@xmates/domain';
import { applyShape, cursorOf } from '@xmates/functions/db/query';
import { listFeed } from '@xmates/functions/handlers/feed';
import { api } from '@xmates/tests/api';
import { newVerifiedMember } from '@xmates/tests/auth';
import {
  PAGE,
  benchCaller,
  benchFilters,
  db,
  ensureCatalogue,
  feedRequest,
} from './feed-catalogue';
import { numberArg } from './options';
import { installReadMeter, metered } from './read-meter';

const SORTS_MEASURED: Sort[] = ['latest', 'mostLiked', 'trending'];
const LIMIT_RATIO = 1.6;

installReadMeter(db);
await ensureCatalogue(numberArg('count', 10_000));
const products = (
  await db
    .collection(COLLECTIONS.products)
    .where('approved', '==', true)
    .select('categories', 'tags')
    .get()
).docs.map((d) => ({
  id: d.id,
  categories: d.get('categories') as string[],
  tags: d.get('tags') as string[],
}));

// The tag whose products' share of the catalogue is closest to a third; when none is that
// common, the next most used tags join it while the share they hide together comes closer.
const uses = new Map<string, number>();
for (const p of products) for (const t of p.tags) uses.set(t, (uses.get(t) ?? 0) + 1);
const third = products.length / 3;
const byCloseness = [...uses.keys()].sort(
  (a, b) => Math.abs((uses.get(a) ?? 0) - third) - Math.abs((uses.get(b) ?? 0) - third),
);
const heldBy = (tags: string[]) =>
  products.filter((p) => hidesProduct({ hiddenTags: tags, hiddenCategories: [] }, p)).length;
const hiddenTags = byCloseness.slice(0, 1);
for (const next of byCloseness.slice(1)) {
  const wider = [...hiddenTags, next];
  if (Math.abs(heldBy(wider) - third) >= Math.abs(heldBy(hiddenTags) - third)) break;
  hiddenTags.push(next);
}
const held = heldBy(hiddenTags);
const hiding: HiddenFilters = { hiddenTags, hiddenCategories: [] };
console.log(
  `\nCatalogue: ${products.length} approved products; the hidden tags ` +
    `${hiddenTags.map((t) => `#${t}`).join(', ')} are on ${held} ` +
    `(${((100 * held) / products.length).toFixed(1)}%).`,
);

async function member(name: string, hidden: HiddenFilters) {
  const account = await newVerifiedMember(name);
  const saved = await api('PUT', '/api/users/me/filters', {
    token: account.idToken,
    body: hidden,
  });
  if (saved.status !== 200) throw new Error(`PUT /api/users/me/filters: ${saved.status}`);
  return { uid: account.uid, hidden };
}
const plain = await member('bench-hides-nothing', { hiddenTags: [], hiddenCategories: [] });
const hider = await member('bench-hides-a-third', hiding);

/** The `after` cursor a member holds on page `page`: the last card of the page before. */
async function cursorFor(filter: FeedFilter, page: number, hidden: HiddenFilters) {
  if (page <= 1) return null;
  const shape = productFeedShape(filter);
  const field = shape.orderBy[0].field;
  const snap = await applyShape(db.collection(COLLECTIONS.products), shape)
    .select(field, 'categories', 'tags')
    .limit(3 * (page - 1) * PAGE)
    .get();
  const seen = snap.docs.filter((d) => !hidesProduct(hidden, d.data()));
  const last = seen[(page - 1) * PAGE - 1];
  return last ? cursorOf(last, field, 'next') : null;
}

const chosen = await benchFilters();
const filters = [
  { label: 'none', categories: [] },
  { label: '1 category', categories: chosen.categories.slice(0, 1) },
];
let worst = 0;
console.log('| filter | sort | page | reads, hiding nothing | reads, hiding a third | × |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { label, categories } of filters) {
  for (const sort of SORTS_MEASURED) {
    const filter: FeedFilter = { categories, tags: [], tagMode: 'any', sort };
    for (const page of [1, 20]) {
      const reads = [];
      for (const m of [plain, hider]) {
        const after = await cursorFor(filter, page, m.hidden);
        const { result, reads: n } = await metered(() =>
          listFeed(feedRequest(filter, page, after), benchCaller(m.uid)),
        );
        if (result.products.some((p) => hidesProduct(m.hidden, p))) {
          throw new Error('A hidden product was listed.');
        }
        reads.push(n);
      }
      const [base = 1, hidden = 0] = reads;
      const ratio = hidden / base;
      worst = Math.max(worst, ratio);
      console.log(`| ${label} | ${sort} | ${page} | ${base} | ${hidden} | ${ratio.toFixed(2)} |`);
    }
  }
}
console.log(
  `\nWorst ratio, hiding tags on a third of the catalogue against hiding nothing: ` +
    `${worst.toFixed(2)} (at most ${LIMIT_RATIO}).`,
);
process.exit(worst <= LIMIT_RATIO ? 0 : 1);

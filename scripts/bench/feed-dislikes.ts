/**
 * What a Home page costs a member as their dislikes grow. Over the generated catalogue
 * (default 10,000 products), three members dislike 0, 100 and 1,000 products spread over the
 * whole catalogue (written as the API stores them: the reaction with its dislikedKeys). For
 * three filters (none; 1 category; 5 tags, all, matching about 1%), every sort, page 1 and
 * page 20 (or the last page all three members have, so a row compares the same page), it prints
 *   - the Firestore reads of GET /api/products for that page, the cursor the SPA holds there:
 *     the API's own handler run in this process under read-meter.ts (the page query and its
 *     continuation past dislikes, the dislike check, the two count()s, the card reactions and
 *     the links), and the ratio to the member without dislikes;
 *   - the API's latency for it over HTTP (median of --calls, default 3), emulator here;
 * then the reads of the deepest page-number request the API allows, signed out (offset
 * billed) and as the member with 1,000 dislikes.
 * Run: npm run with-emulators -- npx tsx scripts/bench/feed-dislikes.ts [--count N] [--calls N]
 *   [--only none,category,rare]
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  SORTS,
  dislikedKeys,
  productFeedShape,
  type FeedFilter,
} from '@xmates/domain';
import { config } from '@xmates/functions/config';
import { applyShape, cursorOf } from '@xmates/functions/db/query';
import { listFeed } from '@xmates/functions/handlers/feed';
import { newVerifiedMember } from '@xmates/tests/auth';
import {
  PAGE,
  TIME_LIMIT_MS,
  apiPage,
  benchCaller,
  benchFilters,
  db,
  ensureCatalogue,
  feedRequest,
} from './feed-catalogue';
import { median, numberArg } from './options';
import { installReadMeter, metered } from './read-meter';

const CALLS = numberArg('calls', 3);
/** --only none,category,rare: some of the filters (the emulator scans the filtered ones). */
const onlyAt = process.argv.indexOf('--only');
const ONLY = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : null;
const DISLIKES = [0, 100, 1_000];

interface Member {
  dislikes: number;
  uid: string;
  token: string;
  disliked: Set<string>;
}

/** A fixed pseudo-random order (mulberry32), so every run dislikes the same products. */
function shuffled<T>(items: T[], seed = 23): T[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A member who disliked `count` products, spread over the catalogue. */
async function memberWith(count: number, products: QueryDocumentSnapshot[]): Promise<Member> {
  const account = await newVerifiedMember(`bench-dislikes-${count}`);
  const chosen = shuffled(products).slice(0, count);
  const now = new Date();
  for (let i = 0; i < chosen.length; i += 400) {
    const batch = db.batch();
    for (const product of chosen.slice(i, i + 400)) {
      const reaction = {
        productId: product.id,
        liked: false,
        disliked: true,
        favorite: false,
        rating: null,
        reported: false,
        categories: product.get('categories') as string[],
        tags: product.get('tags') as string[],
        likedAt: null,
        dislikedAt: now,
        favoritedAt: null,
        lastAction: { type: 'dislike', at: now },
        updatedAt: now,
      };
      const ref = db
        .collection(COLLECTIONS.users)
        .doc(account.uid)
        .collection(COLLECTIONS.reactions)
        .doc(product.id);
      batch.set(ref, { ...reaction, dislikedKeys: dislikedKeys(reaction) });
    }
    await batch.commit();
  }
  return {
    dislikes: count,
    uid: account.uid,
    token: account.idToken,
    disliked: new Set(chosen.map((p) => p.id)),
  };
}

/**
 * The `after` cursor the SPA holds on page `page` for this member: that of the last card they
 * see on the page before, found by reading the feed's order and leaving out their dislikes.
 */
async function cursorFor(filter: FeedFilter, page: number, member: Member): Promise<string | null> {
  if (page <= 1) return null;
  const shape = productFeedShape(filter);
  const field = shape.orderBy[0].field;
  const wanted = (page - 1) * PAGE;
  const snap = await applyShape(db.collection(COLLECTIONS.products), shape)
    .select(field)
    .limit(wanted + member.disliked.size)
    .get();
  const seen = snap.docs.filter((d) => !member.disliked.has(d.id));
  const last = seen[wanted - 1];
  return last ? cursorOf(last, field, 'next') : null;
}

/** The pages each member sees for a filter (page 1's answer). */
async function pagesFor(filter: FeedFilter, member: Member): Promise<number> {
  return (await listFeed(feedRequest(filter, 1, null), benchCaller(member.uid))).pages;
}

async function measure(filter: FeedFilter, page: number, member: Member) {
  const after = await cursorFor(filter, page, member);
  const { result, reads } = await metered(() =>
    listFeed(feedRequest(filter, page, after), benchCaller(member.uid)),
  );
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) times.push((await apiPage(filter, after, member.token)).ms);
  return { shown: result.products.length, reads, ms: median(times) };
}

installReadMeter(db);
await ensureCatalogue(numberArg('count', 10_000));
const products = (
  await db
    .collection(COLLECTIONS.products)
    .where('approved', '==', true)
    .select('categories', 'tags')
    .get()
).docs;
console.log(`\nCatalogue: ${products.length} approved products`);
const members: Member[] = [];
for (const count of DISLIKES) members.push(await memberWith(count, products));
const chosen = await benchFilters();
const filters = [
  { key: 'none', label: 'none', categories: [], tags: [] },
  { key: 'category', label: '1 category', categories: chosen.categories.slice(0, 1), tags: [] },
  { key: 'rare', label: '5 tags, all (~1%)', categories: [], tags: chosen.rareTags },
].filter((f) => ONLY === null || ONLY.includes(f.key));

console.log('| filter | sort | dislikes | page | of | cards | reads | × none | API median ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { label, categories, tags } of filters) {
  for (const sort of SORTS) {
    const filter: FeedFilter = { categories, tags, tagMode: 'all', sort };
    // Page 20, or the last page every member has: each row of a page compares the same page.
    const pages = await Promise.all(members.map((m) => pagesFor(filter, m)));
    const last = Math.max(1, Math.min(...pages));
    for (const page of [...new Set([1, Math.min(20, last)])]) {
      let base = 0;
      for (const [i, member] of members.entries()) {
        try {
          const r = await measure(filter, page, member);
          if (member.dislikes === 0) base = r.reads;
          const ratio = base > 0 ? (r.reads / base).toFixed(2) : '';
          console.log(
            `| ${label} | ${sort} | ${member.dislikes} | ${page} | ${pages[i] ?? ''} | ${r.shown} | ${r.reads} | ${ratio} | ${r.ms.toFixed(0)} |`,
          );
        } catch (err) {
          console.log(
            `| ${label} | ${sort} | ${member.dislikes} | ${page} | emulator did not answer within ${TIME_LIMIT_MS / 1000} s (${String(err)}) |`,
          );
        }
      }
    }
  }
}

// The deepest page a page number opens, 24 cards a page.
const limit = 24;
const deepest = Math.floor(config.feedMaxOffset / limit) + 1;
const unfiltered: FeedFilter = { categories: [], tags: [], tagMode: 'any', sort: 'latest' };
const anonymous = await metered(() =>
  listFeed(feedRequest(unfiltered, deepest, null, limit), benchCaller(null)),
);
const heaviest = members[members.length - 1] ?? null;
const member = await metered(() =>
  listFeed(feedRequest(unfiltered, deepest, null, limit), benchCaller(heaviest?.uid ?? null)),
);
const skipped = (deepest - 1) * limit;
console.log(
  `\nDeepest page-number request: page=${deepest}&limit=${limit} (offset ${skipped}, at most ` +
    `${config.feedMaxOffset}): signed out ${anonymous.reads + skipped} reads (${skipped} skipped ` +
    `and billed, ${anonymous.reads} read); as the member with ${heaviest?.dislikes ?? 0} ` +
    `dislikes ${member.reads} reads (the skipped part is read to leave their dislikes out). ` +
    `Page ${deepest + 1} answers 400.`,
);
process.exit(0);

// The site's cost model (docs/performance.md#cost-model): the worst Firestore work of one
// visitor's request to every public route, and of one client-side list the rules allow, as
// formulas of the repository's own constants and query shapes; and what a flood held at the
// visitors' ceilings (config.rateLimits) costs a day at the published prices. Pure: constants,
// config and arithmetic only, no Firestore. cost-model.test.ts fails when a route's worst passes
// its declared budget, when a public route has no row, when a list of firestore.rules has no
// cap, and when the whole site's worst day passes maxDollarsPerDay;
// scripts/bench/cost-model.ts prints the tables.
import {
  COMMENT_LIMITS,
  DEFAULT_BADGES,
  HIDDEN_COUNT_MAX,
  LIMITS,
  RUN_PASS_MAX,
  WINDOW_MAX,
  sitemapSmallestPiece,
} from '@xmates/domain';
import {
  config,
  sitemapPartSize,
  visitorCeilingPerMinute,
  type RateLimit,
  type RateWindow,
} from './config';
import { CEILING_BATCHES, ceilingBatch } from './http/ceiling';
import { ATOM_FEED_ENTRIES } from './views/atom-feed';
import { MAX_PAGE_SIZE } from './routers/feed-params';

// ---------------------------------------------------------------------------------------------
// Assumptions of the model (no constant of the code holds them).

/**
 * The catalogue the figures assume: listed products. config.linkHealth already plans for
 * 100,000 (all checked within a week); the count() and search figures grow with it.
 */
export const CATALOGUE_SIZE = 100_000;

/**
 * Categories and tags documents. The domain names no maximum (admins add names one at a time
 * through the API; the seed has 10 and 60): these allow for the catalogue growing about
 * eightfold. A LIMITS maximum enforced by catalogue-admin would replace them.
 */
export const CATEGORY_COUNT = 80;
export const TAG_COUNT = 500;

/** Firestore bills a count() one read per batch of up to this many index entries matched. */
export const COUNT_ENTRIES_PER_READ = 1_000;

/**
 * Index entries one product can match in the feed's one array-contains-any (filter-keys.ts):
 * the keys it shares with one filter, at most its category's key per filter tag (any mode).
 * The model bills a count() by the entries each key matches, so a product holding five of the
 * filter's keys counts five times: an upper bound (if Firestore bills the deduplicated
 * documents, a filtered count costs a fifth of it).
 */
export const KEYS_MATCHED_PER_PRODUCT = Math.max(
  LIMITS.productCategoriesMax,
  Math.min(LIMITS.maxFilterTags, LIMITS.productTagsMax) *
    Math.min(LIMITS.productCategoriesMax, LIMITS.maxFilterCategories),
);

/**
 * Prices, US dollars, checked 2026-11-28. Firestore: the published US multi-region figures
 * (reads US$0.06, writes US$0.18 per 100,000; us-central1 lists half of each); the pricing
 * pages we could read give no australia-southeast1 figure, so the alert should be checked
 * against the project's own SKU. Cloud Run (Cloud Functions 2nd gen), australia-southeast1 is
 * a Tier 2 region: request-based billing US$0.0000336 a vCPU-second, US$0.0000035 a
 * GiB-second, US$0.40 a million requests (Tier 1: 0.000024 and 0.0000025).
 */
export const PRICES = {
  checked: '2026-11-28',
  firestoreReadUsd: 0.06 / 100_000,
  vcpuSecondUsd: 0.0000336,
  gibSecondUsd: 0.0000035,
  requestUsd: 0.4 / 1_000_000,
} as const;

/** A write costs this many reads (Firestore's price ratio at the time of writing: 0.18 / 0.06). */
export const WRITE_IN_READS = 3;

/**
 * Numbers the code holds in module-private constants, mirrored here; the test reads each
 * source file (under functions/src) and fails when the two differ. Exporting them would let
 * this table go.
 */
export const MIRRORED = {
  /** Documents an address window is counted in. */
  rateShards: { value: 4, file: 'db/rate-limits.ts', pattern: /const SHARDS = ([\d_]+);/ },
  /** Products one query of a sitemap part reads. */
  sitemapPage: {
    value: 1_000,
    file: 'handlers/sitemap.ts',
    pattern: /const SITEMAP_PAGE = ([\d_]+);/,
  },
  /** How long an instance keeps a sitemap part, in minutes. */
  sitemapTtlMinutes: {
    value: 180,
    file: 'handlers/sitemap.ts',
    pattern: /const SITEMAP_TTL_MS = ([\d_]+) \* 60_000;/,
  },
  /** How often each api instance reads the age assurance mode, in seconds (its default). */
  ageModeReadSeconds: {
    value: 60,
    file: 'config.ts',
    pattern: /defineInt\('AGE_MODE_CHECK_SECONDS', \{\s*default: ([\d_]+),/,
  },
} as const;

/** The size of the functions anyone can call (index.ts; the test reads their endpoints). */
export const FUNCTION_SIZES = {
  api: { memoryMiB: 512, vcpu: 1 },
  pages: { memoryMiB: 512, vcpu: 1 },
  stripeWebhook: { memoryMiB: 256, vcpu: 1 },
} as const;

const DAY_MINUTES = 24 * 60;
const DAY_SECONDS = DAY_MINUTES * 60;
const MINUTE_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// One request.

/** Firestore work of one part of a request: reads and writes, and how they were derived. */
export interface Part {
  what: string;
  reads: number;
  writes?: number;
}

const readEquivalents = (parts: readonly Part[]) =>
  parts.reduce((sum, p) => sum + p.reads + (p.writes ?? 0) * WRITE_IN_READS, 0);

const n = (value: number) => value.toLocaleString('en-US');
const countReads = (entries: number) => Math.max(1, Math.ceil(entries / COUNT_ENTRIES_PER_READ));

/**
 * What counting one visitor's call costs (db/rate-limits.ts): the address window's one write
 * (a batch adding one to one of its shards) and the read of all its shards. A visitor has no
 * member window; the ceiling's share is per budget, below.
 */
export const COUNTING: Part = {
  what: `counting: 1 write + ${MIRRORED.rateShards.value} shard reads`,
  reads: MIRRORED.rateShards.value,
  writes: 1,
};

/** The feed's worst window: a page number's skipped products (billed) and the page + 1. */
const feedWindow = (() => {
  let worst = 0;
  for (let limit = 1; limit <= MAX_PAGE_SIZE; limit += 1) {
    const skipped = Math.floor(config.feedMaxOffset / limit) * limit;
    worst = Math.max(worst, skipped + limit + 1);
  }
  return worst;
})();

/** A catalogue-wide count() of the feed's query, filtered the costliest way. */
const feedCount = countReads(CATALOGUE_SIZE * KEYS_MATCHED_PER_PRODUCT);

/**
 * Hidden names one product can hold: its tags and its category. The count of what a member
 * hides (feed/hidden.ts) matches a product once per key it holds among the count's (at most
 * WINDOW_MAX keys), and counts at most HIDDEN_COUNT_MAX products.
 */
const HIDDEN_NAMES_PER_PRODUCT = LIMITS.productTagsMax + LIMITS.productCategoriesMax;
const hiddenCount = countReads(
  HIDDEN_COUNT_MAX * Math.min(WINDOW_MAX, KEYS_MATCHED_PER_PRODUCT * HIDDEN_NAMES_PER_PRODUCT),
);
const hiddenCountWhat = (of: string) =>
  `count() of ${of}: ⌈HIDDEN_COUNT_MAX ${n(HIDDEN_COUNT_MAX)} × min(WINDOW_MAX, ${KEYS_MATCHED_PER_PRODUCT} keys × ${HIDDEN_NAMES_PER_PRODUCT} names) / ${n(COUNT_ENTRIES_PER_READ)}⌉`;

/** What a member's hidden names add to a feed page or a count (feed/hidden.ts). */
const hiddenCountParts: Part[] = [
  { what: 'what the member hides: 1', reads: 1 },
  { what: hiddenCountWhat('the hidden products'), reads: hiddenCount },
];

/**
 * A visitor's card adds no reaction and no link (members only); in declaration mode, with the
 * age gate passed, a product whose images were kept apart (verified mode, or a migration half
 * done) adds its adultImages read.
 */
const cardsExtra: Part = {
  what: `cards' adultImages: MAX_PAGE_SIZE ${MAX_PAGE_SIZE}`,
  reads: MAX_PAGE_SIZE,
};

/** Listed products one sitemap part names at most: SITEMAP_PART_SIZE's production default. */
const SITEMAP_PART_SIZE = sitemapPartSize();

/**
 * The sitemap's parts under CATALOGUE_SIZE: the sitemap job splits a part into pieces of at
 * least sitemapSmallestPiece, and parts only split (domain/src/seo/sitemap.ts).
 */
const SITEMAP_PARTS = Math.max(
  1,
  Math.floor(CATALOGUE_SIZE / sitemapSmallestPiece(SITEMAP_PART_SIZE)),
);

/** Every sitemap call but the public pages' reads the parts (meta/sitemapParts). */
const SITEMAP_PLAN: Part = { what: 'the parts (meta/sitemapParts)', reads: 1 };

/** The budgets visitors may spend: each has a visitors' ceiling. */
export type CeiledBudget =
  | 'feed'
  | 'feedCount'
  | 'search'
  | 'comments'
  | 'catalogue'
  | 'searchTags'
  | 'profileBadges'
  | 'moderationLog'
  | 'contact'
  | 'productPages'
  | 'atomFeed'
  | 'sitemap';

/**
 * A per-instance cache (the sitemap's parts): each instance computes each of `answers` answers
 * at most once per `minutes`; every call still pays `everyCall` (and the counting).
 */
export interface RouteCache {
  minutes: number;
  answers: number;
  /** How `answers` was derived. */
  answersWhat: string;
  everyCall: Part[];
}

export interface RouteRow {
  /** As the route table names it: method and full path. */
  route: string;
  /** A request shape of the route with its own budget (search is GET /api/products?q=). */
  variant: string | null;
  fn: 'api' | 'pages';
  budget: CeiledBudget;
  /** The route's own Firestore work, counting excluded (a cached route's: a computation). */
  parts: Part[];
  /** What a signed-in member's call reads on top (their blocks, hidden names and dislikes). */
  memberParts?: Part[];
  /** Paid calls beyond Firestore. */
  other: string | null;
  cache?: RouteCache;
  /** Declared: the computed worst (read-equivalents, counting included) must stay within. */
  maxReadsPerRequest: number;
}

/** Every route a visitor (no token) can call that reads or writes Firestore. */
export const ROUTES: RouteRow[] = [
  {
    route: 'GET /api/products',
    variant: 'feed',
    fn: 'api',
    budget: 'feed',
    parts: [
      {
        what: `window: page number skipping ≤ feedMaxOffset ${config.feedMaxOffset} + limit ≤ MAX_PAGE_SIZE ${MAX_PAGE_SIZE} + 1`,
        reads: feedWindow,
      },
      {
        what: `count(): ⌈CATALOGUE_SIZE ${n(CATALOGUE_SIZE)} × ${KEYS_MATCHED_PER_PRODUCT} keys / ${n(COUNT_ENTRIES_PER_READ)}⌉`,
        reads: feedCount,
      },
      cardsExtra,
    ],
    memberParts: [
      ...hiddenCountParts,
      {
        what: `the dislikes' count(): ⌈CATALOGUE_SIZE / ${n(COUNT_ENTRIES_PER_READ)}⌉`,
        reads: countReads(CATALOGUE_SIZE),
      },
      { what: hiddenCountWhat('the hidden dislikes'), reads: hiddenCount },
      {
        what: `passed over (dislikes, hidden names): RUN_PASS_MAX ${RUN_PASS_MAX}, and the dislike checks of every document read`,
        reads: RUN_PASS_MAX + feedWindow + RUN_PASS_MAX,
      },
    ],
    other: null,
    maxReadsPerRequest: 700,
  },
  {
    route: 'GET /api/products/count',
    variant: null,
    fn: 'api',
    budget: 'feedCount',
    parts: [
      { what: 'the product a position is counted from', reads: 1 },
      {
        what: `count(): ⌈CATALOGUE_SIZE ${n(CATALOGUE_SIZE)} × ${KEYS_MATCHED_PER_PRODUCT} keys / ${n(COUNT_ENTRIES_PER_READ)}⌉`,
        reads: feedCount,
      },
    ],
    memberParts: hiddenCountParts,
    other: null,
    maxReadsPerRequest: 510,
  },
  {
    route: 'GET /api/products',
    variant: 'search: ?q=',
    fn: 'api',
    budget: 'search',
    parts: [
      {
        what: `count() per word, up to searchScanMax + 1: searchWordsMax ${LIMITS.searchWordsMax} × ⌈${n(LIMITS.searchScanMax + 1)} / ${n(COUNT_ENTRIES_PER_READ)}⌉`,
        reads: LIMITS.searchWordsMax * countReads(LIMITS.searchScanMax + 1),
      },
      { what: `candidates: searchScanMax ${LIMITS.searchScanMax}`, reads: LIMITS.searchScanMax },
      cardsExtra,
    ],
    memberParts: [{ what: 'what the member hides: 1', reads: 1 }],
    other: null,
    maxReadsPerRequest: 350,
  },
  {
    route: 'GET /api/products/:id/comments',
    variant: null,
    fn: 'api',
    budget: 'comments',
    parts: [
      { what: 'the product', reads: 1 },
      { what: `page: pageMax ${COMMENT_LIMITS.pageMax} + 1`, reads: COMMENT_LIMITS.pageMax + 1 },
      {
        what: `replies: pageMax × embeddedReplies ${COMMENT_LIMITS.embeddedReplies}`,
        reads: COMMENT_LIMITS.pageMax * COMMENT_LIMITS.embeddedReplies,
      },
    ],
    memberParts: [
      {
        what: `the member's blocks: 1 + the page's authors, pageMax × (1 + embeddedReplies)`,
        reads: 1 + COMMENT_LIMITS.pageMax * (1 + COMMENT_LIMITS.embeddedReplies),
      },
    ],
    other: null,
    maxReadsPerRequest: 100,
  },
  {
    route: 'GET /api/products/:id/comments/:cid/replies',
    variant: null,
    fn: 'api',
    budget: 'comments',
    parts: [
      { what: 'the product and the comment', reads: 2 },
      {
        what: `page: repliesPageMax ${COMMENT_LIMITS.repliesPageMax} + 1`,
        reads: COMMENT_LIMITS.repliesPageMax + 1,
      },
    ],
    memberParts: [
      {
        what: `the member's blocks: 1 + the page's authors, repliesPageMax`,
        reads: 1 + COMMENT_LIMITS.repliesPageMax,
      },
    ],
    other: null,
    maxReadsPerRequest: 75,
  },
  {
    route: 'GET /api/cat/categories',
    variant: null,
    fn: 'api',
    budget: 'catalogue',
    parts: [{ what: `every category: CATEGORY_COUNT ${CATEGORY_COUNT}`, reads: CATEGORY_COUNT }],
    other: null,
    maxReadsPerRequest: 100,
  },
  {
    route: 'GET /api/cat/tags',
    variant: null,
    fn: 'api',
    budget: 'catalogue',
    parts: [{ what: `every tag: TAG_COUNT ${TAG_COUNT}`, reads: TAG_COUNT }],
    other: null,
    maxReadsPerRequest: 520,
  },
  {
    route: 'GET /api/cat/searchtags',
    variant: null,
    fn: 'api',
    budget: 'searchTags',
    parts: [
      {
        what: `max(searchTagsScan ${config.searchTagsScan} newest products' tags, every tag TAG_COUNT ${TAG_COUNT} without categories)`,
        reads: Math.max(config.searchTagsScan, TAG_COUNT),
      },
    ],
    other: null,
    maxReadsPerRequest: 520,
  },
  {
    route: 'GET /api/badges/user/:userId',
    variant: null,
    fn: 'api',
    budget: 'profileBadges',
    parts: [
      { what: 'the profile', reads: 1 },
      {
        what: `every badge definition: DEFAULT_BADGES ${DEFAULT_BADGES.length}`,
        reads: DEFAULT_BADGES.length,
      },
    ],
    other: null,
    maxReadsPerRequest: 25,
  },
  {
    route: 'GET /api/moderation-log',
    variant: null,
    fn: 'api',
    budget: 'moderationLog',
    parts: [
      {
        what: `a page: adminPageSize ${LIMITS.adminPageSize} + 1`,
        reads: LIMITS.adminPageSize + 1,
      },
    ],
    other: null,
    maxReadsPerRequest: 30,
  },
  {
    route: 'POST /api/contact',
    variant: null,
    fn: 'api',
    budget: 'contact',
    parts: [{ what: 'the message: 1 write', reads: 0, writes: 1 }],
    other: '1 hCaptcha siteverify',
    maxReadsPerRequest: 10,
  },
  {
    route: 'GET /products/:slugOrId',
    variant: null,
    fn: 'pages',
    budget: 'productPages',
    parts: [{ what: 'by slug (limit 1), then by id', reads: 2 }],
    other: null,
    maxReadsPerRequest: 10,
  },
  {
    route: 'GET /feed.xml',
    variant: null,
    fn: 'pages',
    budget: 'atomFeed',
    parts: [
      {
        what: `categories: maxFilterCategories ${LIMITS.maxFilterCategories}`,
        reads: LIMITS.maxFilterCategories,
      },
      { what: `entries: ATOM_FEED_ENTRIES ${ATOM_FEED_ENTRIES}`, reads: ATOM_FEED_ENTRIES },
    ],
    other: null,
    maxReadsPerRequest: 50,
  },
  {
    route: 'GET /sitemap.xml',
    variant: null,
    fn: 'pages',
    budget: 'sitemap',
    parts: [SITEMAP_PLAN],
    other: null,
    maxReadsPerRequest: 10,
  },
  {
    route: 'GET /sitemaps/pages.xml',
    variant: null,
    fn: 'pages',
    budget: 'sitemap',
    parts: [],
    other: null,
    maxReadsPerRequest: 10,
  },
  {
    route: 'GET /sitemaps/products-:part.xml',
    variant: null,
    fn: 'pages',
    budget: 'sitemap',
    parts: [
      {
        what: `a part: SITEMAP_PART_SIZE ${n(SITEMAP_PART_SIZE)} + 1, in pages of ${n(MIRRORED.sitemapPage.value)}`,
        reads: SITEMAP_PART_SIZE + 1,
      },
    ],
    other: null,
    cache: {
      minutes: MIRRORED.sitemapTtlMinutes.value,
      answers: SITEMAP_PARTS,
      answersWhat: `⌊CATALOGUE_SIZE ${n(CATALOGUE_SIZE)} / ${n(sitemapSmallestPiece(SITEMAP_PART_SIZE))}, the fewest products a split leaves in a part⌋ = ${SITEMAP_PARTS} parts`,
      everyCall: [SITEMAP_PLAN],
    },
    maxReadsPerRequest: 50_010,
  },
];

/**
 * Declared: the whole site's worst day under a flood, US dollars (the alert figure). A flood
 * that holds every visitors' ceiling all day, from every address, with every instance busy;
 * an operator who cannot afford it lowers the CEILING_* parameters (docs/rate-limits.md).
 */
export const maxDollarsPerDay = 150;

// ---------------------------------------------------------------------------------------------
// A flood at the ceilings.

const windowText = (w: RateWindow | undefined) => {
  if (!w) return '—';
  const minutes = w.windowMs / MINUTE_MS;
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${n(w.max)} / ${hours === 1 ? 'h' : `${hours} h`}`;
  }
  if (minutes >= 1) return `${n(w.max)} / ${minutes === 1 ? 'min' : `${minutes} min`}`;
  return `${n(w.max)} / ${w.windowMs / 1000} s`;
};

export interface BudgetFlood {
  budget: CeiledBudget;
  fn: 'api' | 'pages';
  ceilingPerMinute: number;
  /** The ceiling plus what instances may admit past it between syncs (a batch each). */
  admittedPerMinute: number;
  /** The ceiling's own Firestore work a minute: syncs (1 write + 1 sum() read each). */
  ceilingReadEqPerMinute: number;
  /**
   * Calls the address window refuses after counting them (1 more write each): every full
   * window meets each instance once before the instance remembers it (http/rate-budget.ts).
   */
  refusedPerMinute: number;
  perIp: string;
  perUser: string;
}

/** How many instances of a function may run at once (config.instances). */
export const instancesOf = (fn: 'api' | 'pages') => config.instances[fn].maxInstances;

export function budgetFlood(budget: CeiledBudget, fn: 'api' | 'pages'): BudgetFlood {
  const limit: RateLimit = config.rateLimits[budget];
  if (!limit.visitorCeiling) throw new Error(`The budget ${budget} has no visitors' ceiling.`);
  const ceilingPerMinute = visitorCeilingPerMinute(limit.visitorCeiling);
  const instances = instancesOf(fn);
  const batch = ceilingBatch(ceilingPerMinute);
  const admittedPerMinute = ceilingPerMinute + instances * batch;
  // Syncs: one per batch admitted (at most CEILING_BATCHES a minute, and a last one an
  // instance), each a write and a sum() read; a full ceiling refuses from memory, costing none.
  const syncs = Math.min(admittedPerMinute / batch, CEILING_BATCHES + instances);
  const ceilingReadEqPerMinute = syncs * (1 + WRITE_IN_READS);
  const perIp = limit.perIp;
  const refusedPerMinute = perIp ? (admittedPerMinute / perIp.max) * instances : 0;
  return {
    budget,
    fn,
    ceilingPerMinute,
    admittedPerMinute,
    ceilingReadEqPerMinute,
    refusedPerMinute,
    perIp: windowText(perIp),
    perUser: windowText(limit.perUser),
  };
}

/** A refused call: counted (1 write, the shards read), then taken back (1 more write). */
const REFUSED_READ_EQ = readEquivalents([COUNTING, { what: 'take back', reads: 0, writes: 1 }]);

export interface RouteCost {
  row: RouteRow;
  flood: BudgetFlood;
  /** Read-equivalents of one request at worst, counting included. */
  readsPerRequest: number;
  formula: string;
  /** What one more admitted call a minute adds, a call (a cached route's: the counting). */
  readsPerAdmittedCall: number;
  /** A flood at the budget's ceiling sent to this route alone, a day. */
  readsPerDay: number;
  dollarsPerDay: number;
}

export function routeCost(row: RouteRow): RouteCost {
  const flood = budgetFlood(row.budget, row.fn);
  const everyCall = [...(row.cache?.everyCall ?? []), COUNTING];
  const parts = [...(row.cache?.everyCall ?? []), ...row.parts, COUNTING];
  const readsPerRequest = readEquivalents(parts);
  const calls = flood.admittedPerMinute * DAY_MINUTES;
  // A per-instance cache computes each of its answers at most once per instance per lifetime.
  const computed = row.cache
    ? Math.min(calls, instancesOf(row.fn) * row.cache.answers * (DAY_MINUTES / row.cache.minutes))
    : calls;
  const readsPerDay =
    computed * readEquivalents(row.parts) +
    calls * readEquivalents(everyCall) +
    DAY_MINUTES * (flood.ceilingReadEqPerMinute + flood.refusedPerMinute * REFUSED_READ_EQ);
  const cached = row.cache
    ? `; each instance keeps each answer ${row.cache.minutes} min, of ${row.cache.answersWhat}`
    : '';
  return {
    row,
    flood,
    readsPerRequest,
    formula: parts.map((p) => p.what).join(' + ') + cached,
    readsPerAdmittedCall: row.cache ? readEquivalents(everyCall) : readsPerRequest,
    readsPerDay,
    dollarsPerDay: readsPerDay * PRICES.firestoreReadUsd,
  };
}

export const routeCosts = (): RouteCost[] => ROUTES.map(routeCost);

// ---------------------------------------------------------------------------------------------
// Instances: what config.instances bounds whatever the flood.

export interface InstanceCost {
  fn: 'api' | 'pages' | 'stripeWebhook';
  maxInstances: number;
  concurrency: number;
  memoryGiB: number;
  vcpu: number;
  instanceSecondsPerDay: number;
  dollarsPerDay: number;
}

/** The functions anyone can call (the webhook refuses a bad signature, after running). */
export function instanceCosts(): InstanceCost[] {
  return (['api', 'pages', 'stripeWebhook'] as const).map((fn) => {
    const { maxInstances, concurrency } = config.instances[fn];
    const { memoryMiB, vcpu } = FUNCTION_SIZES[fn];
    const memoryGiB = memoryMiB / 1024;
    const instanceSecondsPerDay = maxInstances * DAY_SECONDS;
    const dollarsPerDay =
      instanceSecondsPerDay * (vcpu * PRICES.vcpuSecondUsd + memoryGiB * PRICES.gibSecondUsd);
    return { fn, maxInstances, concurrency, memoryGiB, vcpu, instanceSecondsPerDay, dollarsPerDay };
  });
}

// ---------------------------------------------------------------------------------------------
// The whole site.

export interface SiteDay {
  /** Per budget, its costliest route (a budget's ceiling holds all its routes together). */
  budgets: { budget: CeiledBudget; route: RouteCost }[];
  /** What instances read whatever the traffic: each api instance's reading of the age mode. */
  instanceReadsPerDay: number;
  firestoreReadsPerDay: number;
  firestoreDollarsPerDay: number;
  instanceDollarsPerDay: number;
  dollarsPerDay: number;
}

export function siteDay(): SiteDay {
  const worst = new Map<CeiledBudget, RouteCost>();
  for (const cost of routeCosts()) {
    const known = worst.get(cost.row.budget);
    if (!known || cost.readsPerDay > known.readsPerDay) worst.set(cost.row.budget, cost);
  }
  const budgets = [...worst].map(([budget, route]) => ({ budget, route }));
  // Every api instance alive all day, reading siteSettings/ageAssurance once a period
  // (age-assurance/mode.ts); GET /api/age/mode answers from that reading and reads nothing.
  const instanceReadsPerDay =
    instancesOf('api') * (DAY_SECONDS / MIRRORED.ageModeReadSeconds.value);
  const firestoreReadsPerDay =
    budgets.reduce((sum, b) => sum + b.route.readsPerDay, 0) + instanceReadsPerDay;
  const firestoreDollarsPerDay = firestoreReadsPerDay * PRICES.firestoreReadUsd;
  const instanceDollarsPerDay = instanceCosts().reduce((sum, i) => sum + i.dollarsPerDay, 0);
  return {
    budgets,
    instanceReadsPerDay,
    firestoreReadsPerDay,
    firestoreDollarsPerDay,
    instanceDollarsPerDay,
    dollarsPerDay: firestoreDollarsPerDay + instanceDollarsPerDay,
  };
}

// ---------------------------------------------------------------------------------------------
// Client-side lists: what firestore.rules lets a client query, and each query's cap.

export interface RulesList {
  /** The match path, nested blocks joined, e.g. /users/{uid}/reactions/{productId}. */
  path: string;
  /** The largest `request.query.limit <= N` of the statements that allow a list; null: none. */
  cap: number | null;
  /** Documents the list's conditions read themselves (get()/exists() of a fixed path). */
  lookups: number;
  /** Only an admin's token lists here (isAdmin() alone): bounded by the admin, not a cap. */
  adminOnly: boolean;
  /** The allow statements that grant the list, as written. */
  conditions: string[];
}

interface Block {
  kind: 'match' | 'function' | 'other';
  name: string;
  /** A function's parameters. */
  params: string[];
  own: string;
  children: Block[];
}

const stripComments = (text: string) => text.replace(/\/\/[^\n]*/g, '');

/** The rules' blocks: `match path {`, `function name(...) {`, and any other `{` (service). */
function parseBlocks(text: string): Block {
  const root: Block = { kind: 'other', name: '', params: [], own: '', children: [] };
  const stack: Block[] = [root];
  const brace = /(?:match\s+(\S+)\s*|function\s+(\w+)\s*\(([^)]*)\)\s*)?\{|\}/g;
  let last = 0;
  for (let m = brace.exec(text); m; m = brace.exec(text)) {
    const top = stack[stack.length - 1] ?? root;
    top.own += text.slice(last, m.index);
    last = brace.lastIndex;
    if (m[0] === '}') {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const kind = m[1] ? 'match' : m[2] ? 'function' : 'other';
    const params = (m[3] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const block: Block = { kind, name: m[1] ?? m[2] ?? '', params, own: '', children: [] };
    top.children.push(block);
    stack.push(block);
  }
  return root;
}

const DOCUMENT_PATH = /\/databases\/\$\(database\)\/documents((?:\/(?:\$\(\w+\)|[\w-]+))+)/g;
const LIMIT_CAP = /request\.query\.limit\s*(<=|<)\s*([\d_]+)(?![\w.])/g;
/** A call whose arguments hold no call: `limitAtMost(20)`, `isOwner(uid)`. */
const CALL = /\b(\w+)\s*\(([^()]*)\)/g;

/**
 * Every list a client may run under the rules text, with its cap: the largest
 * `request.query.limit <= N` (or `< N`) each statement that allows it requires, written in the
 * statement or in a function it calls (`limitAtMost(20)`, its parameter replaced by the
 * argument).
 */
export function rulesLists(rulesText: string): RulesList[] {
  const root = parseBlocks(stripComments(rulesText));
  const functions = new Map<string, { params: string[]; body: string }>();
  const collect = (block: Block) => {
    if (block.kind === 'function')
      functions.set(block.name, { params: block.params, body: block.own });
    block.children.forEach(collect);
  };
  collect(root);

  /** The caps an expression requires, its functions' bodies included (a few calls deep). */
  const capsIn = (text: string, depth = 0): number[] => {
    const caps = [...text.matchAll(LIMIT_CAP)].map(
      (m) => Number((m[2] ?? '').replaceAll('_', '')) - (m[1] === '<' ? 1 : 0),
    );
    if (depth >= 5) return caps;
    for (const m of text.matchAll(CALL)) {
      const fn = functions.get(m[1] ?? '');
      if (!fn) continue;
      const args = (m[2] ?? '').split(',').map((a) => a.trim());
      const body = fn.params.reduce(
        (b, param, i) => b.replace(new RegExp(`\\b${param}\\b`, 'g'), args[i] ?? param),
        fn.body,
      );
      caps.push(...capsIn(body, depth + 1));
    }
    return caps;
  };

  const lookupsOf = (condition: string): number => {
    const seen = new Set<string>();
    const paths = new Set<string>();
    const visit = (text: string) => {
      for (const m of text.matchAll(DOCUMENT_PATH)) paths.add(m[1] ?? '');
      for (const m of text.matchAll(/\b(\w+)\s*\(/g)) {
        const name = m[1] ?? '';
        const fn = functions.get(name);
        if (fn !== undefined && !seen.has(name)) {
          seen.add(name);
          visit(fn.body);
        }
      }
    };
    visit(condition);
    return paths.size;
  };

  const out: RulesList[] = [];
  const walk = (block: Block, prefix: string) => {
    const path = block.kind === 'match' ? `${prefix}${block.name}` : prefix;
    if (block.kind === 'match' && !block.name.startsWith('/databases/')) {
      const grants = [...block.own.matchAll(/allow\s+([\w\s,]+?)\s*:\s*if\s+([^;]+);/g)]
        .map((m) => ({
          ops: (m[1] ?? '').split(',').map((op) => op.trim()),
          condition: (m[2] ?? '').replace(/\s+/g, ' ').trim(),
        }))
        .filter((g) => g.ops.some((op) => op === 'list' || op === 'read'))
        .filter((g) => g.condition !== 'false');
      if (grants.length > 0) {
        const caps = grants.map((g) => {
          const found = capsIn(g.condition);
          return found.length > 0 ? Math.max(...found) : null;
        });
        const adminOnly = grants.every((g) => g.condition === 'isAdmin()');
        out.push({
          path,
          cap: caps.some((c) => c === null) ? null : Math.max(...(caps as number[])),
          lookups: Math.max(...grants.map((g) => lookupsOf(g.condition))),
          adminOnly,
          conditions: grants.map((g) => g.condition),
        });
      }
    }
    const childPrefix = block.kind === 'match' && !block.name.startsWith('/databases/') ? path : '';
    for (const child of block.children) walk(child, childPrefix);
  };
  walk(root, '');
  return out;
}

/** Declared: the most one client-side list may read (its cap and the rules' own lookups). */
export const maxClientListReads = 101;

// ---------------------------------------------------------------------------------------------
// One member: members meet no ceiling, only their own windows (config.rateLimits perUser).

export interface MemberDay {
  budget: CeiledBudget;
  route: RouteRow;
  perMinute: number;
  readsPerDay: number;
  dollarsPerDay: number;
}

/**
 * What one verified member's account can cost a day on each public read, calling at its own
 * window's pace all day on the budget's costliest route (a member's counting: one write and the
 * read of their window's document).
 */
export function memberDays(): MemberDay[] {
  const days: MemberDay[] = [];
  for (const cost of routeCosts()) {
    const window = (config.rateLimits[cost.row.budget] as RateLimit).perUser;
    if (!window) continue;
    const perMinute = (window.max * MINUTE_MS) / window.windowMs;
    const reads = readEquivalents([
      ...(cost.row.cache?.everyCall ?? []),
      ...cost.row.parts,
      ...(cost.row.memberParts ?? []),
      { what: 'counting', reads: 1, writes: 1 },
    ]);
    const readsPerDay = perMinute * DAY_MINUTES * reads;
    const known = days.find((d) => d.budget === cost.row.budget);
    if (known && known.readsPerDay >= readsPerDay) continue;
    const day = {
      budget: cost.row.budget,
      route: cost.row,
      perMinute,
      readsPerDay,
      dollarsPerDay: readsPerDay * PRICES.firestoreReadUsd,
    };
    if (known) days.splice(days.indexOf(known), 1, day);
    else days.push(day);
  }
  return days;
}

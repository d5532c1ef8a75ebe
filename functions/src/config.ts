// Configuration, read once at cold start into a typed object (nothing else reads process.env).
import {
  defineBoolean,
  defineInt,
  defineSecret,
  defineString,
  type IntParam,
} from 'firebase-functions/params';
import { SITEMAP_MAX_URLS, SITE_ORIGIN_MAX_LENGTH } from '@xmates/domain';

interface FirebaseConfig {
  projectId?: string;
  storageBucket?: string;
}

/** Deployed and emulated functions get FIREBASE_CONFIG (project id, default bucket). */
function firebaseConfig(): FirebaseConfig {
  try {
    return JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as FirebaseConfig;
  } catch {
    return {};
  }
}

const firebase = firebaseConfig();

/**
 * Where every function runs: Sydney, beside the Firestore database and the Storage bucket (the
 * operator and the audience are Australian: latency, and Australian Privacy Principle 8 on
 * personal information sent overseas). firebase.json's Hosting rewrites name the same region
 * (config.test.ts checks them). An operator elsewhere changes this line, the rewrites and the
 * scheduled jobs' time zone together (docs/operations.md#region).
 */
export const REGION = 'australia-southeast1';

/** The scheduled jobs' clock: the operator's local time, daylight saving included. */
export const TIME_ZONE = 'Australia/Melbourne';
const projectId =
  process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? firebase.projectId ?? '';

/**
 * Secrets: Secret Manager in production (`firebase functions:secrets:set NAME`); on the
 * emulator, functions/.secret.local, which holds local test values only.
 */
export const secrets = {
  stripeSecretKey: defineSecret('STRIPE_SECRET_KEY'),
  stripeWebhookSecret: defineSecret('STRIPE_WEBHOOK_SECRET'),
  hcaptchaSecret: defineSecret('HCAPTCHA_SECRET'),
};

const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The contact form's hCaptcha site key (the SPA's VITE_HCAPTCHA_SITE_KEY): a siteverify answer
 * for another key is refused. Production only; the emulator asks no captcha service.
 */
const hcaptchaSiteKeyParam = defineString('HCAPTCHA_SITE_KEY', {
  description: "The contact form's hCaptcha site key (the SPA's VITE_HCAPTCHA_SITE_KEY)",
});

/**
 * The site's public origin in production (`https://host`, no path), the same value as the SPA's
 * VITE_SITE_URL: `firebase deploy` asks for it once, or reads it from functions/.env.<project>.
 * On the emulator the local site's XMATES_URL is used instead (functions/.env.demo-xmates only
 * satisfies the parameter).
 */
const siteUrlParam = defineString('SITE_URL', {
  description: "The site's public origin, e.g. https://xmates.example (the SPA's VITE_SITE_URL)",
});

/**
 * How often (seconds) each api instance reads siteSettings/ageAssurance, the age assurance mode
 * (age-assurance/mode.ts): one read per instance per period. Short on the emulator, so the API
 * follows a test's switch of mode within a second or two.
 */
const ageModeCheckParam = defineInt('AGE_MODE_CHECK_SECONDS', {
  default: 60,
  description: 'Seconds between two reads of siteSettings/ageAssurance by each api instance',
});

/**
 * Listed products one sitemap part names at most (/sitemaps/products-N.xml; handlers/sitemap.ts,
 * jobs/sitemap-parts.ts): the protocol's 50,000 URLs a file in production. The emulator suite
 * sets a few dozen, so the seeded catalogue fills several parts.
 */
const sitemapPartSizeParam = defineInt('SITEMAP_PART_SIZE', {
  default: SITEMAP_MAX_URLS,
  description: 'Listed products one sitemap part names at most (the protocol allows 50,000)',
});

/**
 * Whether the API refuses a costly public route's call that carries no valid App Check token
 * (X-Firebase-AppCheck, middleware/app-check.ts). Off by default: switch it on once the SPA is
 * built with VITE_APP_CHECK_SITE_KEY and App Check's metrics show its requests verified
 * (docs/operations.md#app-check). Never enforced on the emulator.
 */
const appCheckEnforceParam = defineBoolean('APP_CHECK_ENFORCE', {
  default: false,
  description:
    'Refuse costly public API calls without a valid App Check token (the SPA needs VITE_APP_CHECK_SITE_KEY)',
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** At most max calls in a fixed window of windowMs. */
export interface RateWindow {
  max: number;
  windowMs: number;
}

/**
 * One budget: per signed-in member (keyed by uid, which cannot be forged) and per client address
 * (a looser first line: many members may share one address behind a carrier's or a campus's
 * NAT; the address is the X-Forwarded-For entry Google's front end appended, see
 * trustedProxyHops and http/client-ip.ts).
 *
 * A budget visitors may spend also has a ceiling over all of them (http/ceiling.ts): a client
 * calling the function's own URL writes the address itself, so the address budget alone does
 * not bound them. Members never meet a ceiling, and on a public read (membersOwnWindow) they
 * count in their own window only, not the address's, so neither a flood of visitors nor a
 * client forging a member's address refuses a member.
 */
export interface RateLimit {
  perUser?: RateWindow;
  perIp?: RateWindow;
  visitorCeiling?: VisitorCeilingParam;
  membersOwnWindow?: true;
}

/** A visitors' ceiling: its parameter and the parameter's default. */
export interface VisitorCeilingParam {
  param: IntParam;
  perMinute: number;
}

/**
 * A visitors' ceiling in calls a minute over every instance: the parameter CEILING_<name>, whose
 * default is the production value (docs/rate-limits.md#ceilings; the cost each allows:
 * docs/performance.md#cost-model). The emulator suite sets lower values in
 * functions/.env.demo-xmates so the tests reach them.
 */
const ceiling = (name: string, perMinute: number, what: string): VisitorCeilingParam => ({
  param: defineInt(`CEILING_${name}`, {
    default: perMinute,
    description: `Visitor calls a minute, over all callers, to ${what}`,
  }),
  perMinute,
});

/**
 * A public read's budget: calls a minute per member and per address, and the visitors' ceiling
 * over all of them; members count in their own window only (membersOwnWindow).
 */
const publicRead = (
  perUser: number,
  perIp: number,
  visitorCeiling: VisitorCeilingParam,
): RateLimit => ({
  perUser: { max: perUser, windowMs: MINUTE },
  perIp: { max: perIp, windowMs: MINUTE },
  visitorCeiling,
  membersOwnWindow: true,
});

/**
 * The budgets of the write routes and of the reads that cost more than a page. A route counts
 * against one or more of them (a comment counts as an action too); a call past any window is
 * a 429 with Retry-After.
 */
const rateLimits = {
  /**
   * Card actions (like, dislike, favorite, rate, report a link), comment and reply reports,
   * marking notifications read and saving their settings.
   */
  action: { perUser: { max: 20, windowMs: 10 * SECOND }, perIp: { max: 600, windowMs: MINUTE } },
  /** Comments, replies and direct messages, on top of action (against flooding a thread). */
  comment: { perUser: { max: 10, windowMs: MINUTE }, perIp: { max: 120, windowMs: MINUTE } },
  /**
   * Reports of members, on top of action: each one is read by an admin, and a member has few
   * honest reasons to report many members in an hour.
   */
  memberReport: { perUser: { max: 10, windowMs: HOUR }, perIp: { max: 60, windowMs: HOUR } },
  /** Link submissions (each one is an item in the admins' review queue). */
  submit: { perUser: { max: 10, windowMs: HOUR }, perIp: { max: 60, windowMs: HOUR } },
  /** Image uploads (avatars, product images): each one costs seconds of CPU to re-encode. */
  upload: {
    perUser: { max: 60, windowMs: 10 * MINUTE },
    perIp: { max: 300, windowMs: 10 * MINUTE },
  },
  /** Contact messages: no account needed, so the address is the main key. */
  contact: {
    perUser: { max: 5, windowMs: 10 * MINUTE },
    perIp: { max: 5, windowMs: 10 * MINUTE },
    visitorCeiling: ceiling('CONTACT', 20, 'POST /api/contact'),
  },
  /** Checkout sessions: each one is a call to Stripe. */
  checkout: {
    perUser: { max: 10, windowMs: 10 * MINUTE },
    perIp: { max: 60, windowMs: 10 * MINUTE },
  },
  /** Age checks (POST /api/age/verify): each one is a paid identity verification at Stripe. */
  ageCheck: { perUser: { max: 5, windowMs: HOUR }, perIp: { max: 30, windowMs: HOUR } },
  /**
   * Display-name checks and claims. The check tells whether a name is taken, so it is limited
   * like a write (the SPA checks 500 ms after the last keystroke).
   */
  displayName: { perUser: { max: 30, windowMs: MINUTE }, perIp: { max: 300, windowMs: MINUTE } },
  /**
   * The submit form's duplicate check (GET /api/submit-link/duplicate): two reads a call, asked
   * 500 ms after the link box changes.
   */
  linkCheck: { perUser: { max: 30, windowMs: MINUTE }, perIp: { max: 300, windowMs: MINUTE } },
  /** GET /api/users/me/export: reads every document stored about the member. */
  memberExport: { perUser: { max: 5, windowMs: HOUR }, perIp: { max: 30, windowMs: HOUR } },
  /** The member's own account: session sync, login metrics, avatar, welcome messages. */
  account: { perUser: { max: 60, windowMs: MINUTE }, perIp: { max: 1200, windowMs: MINUTE } },
  /** Every admin write (moderation, catalogue, product creation): loose, per admin only. */
  admin: { perUser: { max: 300, windowMs: MINUTE } },
  /**
   * POST /api/auth/recycle-unverified: per e-mail (the account is deleted, so its uid does not
   * last) and per address.
   */
  recycle: {
    perUser: { max: 5, windowMs: 10 * MINUTE },
    perIp: { max: 10, windowMs: 10 * MINUTE },
  },
  /**
   * GET /api/products (the feed and a submitter's list): a count() over the matching products
   * on every call, and up to feedMaxOffset skipped products by page number. The SPA's Home reads
   * the feed from Firestore, so callers here are API clients, crawlers and feed readers; paging
   * quickly is a page every two seconds.
   */
  feed: publicRead(20, 30, ceiling('FEED', 20, 'GET /api/products (the feed)')),
  /**
   * GET /api/products/count: one count() of the feed's query (a read per 1,000 products it
   * matches). The SPA asks signed out once a filter (and a focus link) and keeps the answer a few
   * minutes; the CDN answers everyone asking the same filter within a minute.
   */
  feedCount: publicRead(10, 120, ceiling('FEED_COUNT', 40, 'GET /api/products/count')),
  /**
   * GET /api/products?q=: a count() per word (each up to the scan cap) and up to
   * LIMITS.searchScanMax products a call (handlers/search.ts); the SPA asks once typing pauses.
   */
  search: publicRead(20, 60, ceiling('SEARCH', 60, 'GET /api/products?q= (search)')),
  /**
   * A product's comments and a comment's replies: a page of up to COMMENT_LIMITS.pageMax items,
   * each with its replies' first page. A reader opens a product and a few reply threads; the
   * CDN keeps a visitor's answer 30 s.
   */
  comments: publicRead(60, 120, ceiling('COMMENTS', 200, 'the comment and reply lists')),
  /** GET /api/notifications: a page number skips up to notificationsMaxOffset notices. */
  notices: { perUser: { max: 120, windowMs: MINUTE }, perIp: { max: 120, windowMs: MINUTE } },
  /**
   * GET /api/cat/categories and /tags: the whole categories or tags collection. The SPA loads
   * them once a page load, and the CDN answers visitors (one address for everyone, kept 5
   * minutes), so few visitor calls reach the function.
   */
  catalogue: publicRead(10, 120, ceiling('CATALOGUE', 30, 'GET /api/cat/categories and /tags')),
  /**
   * GET /api/cat/searchtags: the tags of up to searchTagsScan products when an instance has no
   * copy of that answer (the tag picker asks once a category change).
   */
  searchTags: publicRead(10, 60, ceiling('SEARCH_TAGS', 20, 'GET /api/cat/searchtags')),
  /**
   * GET /api/badges/user/:id: a member's profile and the badge definitions (about 20 reads);
   * a card shows badges from its own copy, so people ask only when they open a profile.
   */
  profileBadges: publicRead(60, 60, ceiling('PROFILE_BADGES', 300, 'GET /api/badges/user/:id')),
  /**
   * GET /api/moderation-log: a page of 20 entries (21 reads). People read a page or two; the
   * CDN answers everyone asking the same page within its freshness.
   */
  moderationLog: publicRead(30, 30, ceiling('MODERATION_LOG', 120, 'GET /api/moderation-log')),
  /**
   * The pages function's product pages (a product's page, read by slug): a crawler's pace is a
   * page every second or two from one address; people see the CDN's copy.
   */
  productPages: {
    perIp: { max: 120, windowMs: MINUTE },
    visitorCeiling: ceiling('PRODUCT_PAGES', 600, 'product pages (/products/*)'),
  },
  /** /feed.xml: a feed reader polls every 15 minutes or more; the CDN keeps each answer 15. */
  atomFeed: {
    perIp: { max: 30, windowMs: MINUTE },
    visitorCeiling: ceiling('ATOM_FEED', 120, '/feed.xml'),
  },
  /**
   * The sitemap: /sitemap.xml (its index, one read) and its parts, /sitemaps/*.xml (a products
   * part built once in three hours an instance), read by crawlers a few times a day.
   */
  sitemap: {
    perIp: { max: 10, windowMs: MINUTE },
    visitorCeiling: ceiling('SITEMAP', 30, '/sitemap.xml and its parts'),
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof rateLimits;

export const config = {
  /**
   * Instance ceilings: a flood is refused at these instead of scaling out (and billing) without
   * bound. The api and pages functions take concurrent requests (cpu 1): an instance serves
   * `concurrency` requests at once, so the api serves at most 5 x 80 at a time. Triggers'
   * events wait in Eventarc's queue (with retries) when every instance is busy; the scheduled
   * jobs run one at a time. The figures and what they cost: docs/performance.md#cost-model.
   */
  instances: {
    api: { maxInstances: 5, concurrency: 80 },
    pages: { maxInstances: 2, concurrency: 40 },
    stripeWebhook: { maxInstances: 1, concurrency: 20 },
    triggers: { maxInstances: 5 },
    jobs: { maxInstances: 1 },
    /** The link checker's queue: 2 x 20 checks at once, above the queue's 30 dispatches. */
    linkChecks: { maxInstances: 2, concurrency: 20 },
    /** The reaction roll-up's task-queue function (a task is a few small reads and a write). */
    rollUp: { maxInstances: 5, concurrency: 40 },
  },
  /**
   * The reaction roll-up's queue (rollUpReactions, reactions/roll-up.ts in the domain): each
   * product takes at most one task a ROLL_UP window, so 200 a second serve 400 products in a
   * burst at once; a roll-up that failed (Firestore busy) is retried with back-off, and any later
   * one counts everything again anyway.
   */
  rollUpQueue: {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 2, maxBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 100, maxDispatchesPerSecond: 200 },
  },
  /** True only inside the Functions emulator: enables local-only code paths (media on disk). */
  isEmulator,
  /**
   * Media on local disk instead of Cloud Storage: in the Functions emulator, and wherever the
   * API's jobs run against the Firestore emulator (the API tests run the retention job
   * themselves), since no Storage emulator runs offline.
   */
  mediaOnLocalDisk: isEmulator || process.env.FIRESTORE_EMULATOR_HOST !== undefined,
  /**
   * Emulator only: the local site's origin (the scripts set XMATES_URL), where the local test
   * checkout sends its signed events: the webhook behind the Hosting rewrite, as Stripe would.
   */
  localSiteUrl: isEmulator ? (process.env.XMATES_URL ?? 'http://127.0.0.1:5000') : null,
  /**
   * How many X-Forwarded-For entries, counted from the right, Google's infrastructure appended
   * (http/client-ip.ts reads the left-most of them; everything left of it a client wrote).
   * Behind Firebase Hosting the header arrives as `<what the client sent>, <client>, <Hosting's
   * front end>`: the front end that serves Hosting appends the address it saw, then Cloud Run's
   * front end appends its peer (Hosting). So the client is the second entry from the right.
   * The emulator has no front end (the Hosting emulator passes the header on as sent): the
   * tests and scripts play Google's front end by sending the one entry it would append.
   */
  trustedProxyHops: isEmulator ? 1 : 2,
  projectId,
  /** Production media bucket (the project's default bucket). */
  storageBucket: firebase.storageBucket ?? `${projectId}.firebasestorage.app`,
  /** Every API body is a small JSON object; anything larger is refused before any work. */
  bodyLimitBytes: 100 * 1024,
  /**
   * The longest request target (path and query) the API reads: ids are at most 1,500 bytes
   * and the longest real query (a feed filter with its cursor) is under 1,000 characters.
   */
  maxUrlLength: 4 * 1024,
  /**
   * GET /api/products?page=N without a cursor skips (N-1)*limit products, and Firestore bills
   * skipped documents as reads: deeper pages must follow the cursors (the SPA always does).
   * 120 keeps the deepest numbered page under 150 reads (page 21 of 6, page 6 of 24).
   */
  feedMaxOffset: 120,
  /** The same bound for GET /api/notifications?page=N (the SPA follows nextCursor). */
  notificationsMaxOffset: 600,
  /** Tags of at most this many newest products feed GET /api/cat/searchtags?categories=. */
  searchTagsScan: 300,
  /** How long one instance reuses a searchtags answer for the same categories. */
  searchTagsCacheMs: 5 * 60_000,
  /**
   * How long Hosting's CDN may keep a public GET's answer to a signed-out caller (its
   * s-maxage, middleware/cache.ts): the longest a visitor may see it out of date. Answers to
   * a caller with a token are never kept.
   */
  publicCacheSeconds: {
    /** The feed: new products, removals and counts reach visitors within a minute. */
    feed: 60,
    /** A product's comments and replies: a hidden one leaves visitors' pages within 30 s. */
    comments: 30,
    /** Categories, tags and the tag picker's groups: changed by admins, rarely. */
    catalogue: 300,
    /** The badges a member's profile shows: awarded by triggers, never urgent. */
    badges: 300,
    /** The age assurance mode the SPA applies: a switch reaches visitors within a minute. */
    ageMode: 60,
    /** The public moderation log: a moderator's act shows within a minute. */
    moderationLog: 60,
  },
  rateLimits,
  /**
   * Accounts younger than ageMs get this budget of link submissions on top of the usual one,
   * so a batch of fresh accounts cannot flood the review queue.
   */
  newAccountSubmitLimit: { ageMs: 72 * HOUR, max: 3, windowMs: 24 * HOUR },
  /** hCaptcha's verification endpoint (production only). */
  hcaptchaVerifyUrl: 'https://api.hcaptcha.com/siteverify',
  /** The donations CSV reads the filtered set in pages of this size. */
  exportPageSize: 500,
  /**
   * The media sweep (jobs/unused-uploads.ts): uploads whose deleteAfter passed more than
   * marginMs ago, batch at a time (their folders deleted in parallel). A profile or product
   * refuses an upload from its deleteAfter on, in a transaction that lasts far less than the
   * margin, so the sweep never deletes files something has just started to use.
   */
  unusedUploadSweep: { batch: 50, marginMs: HOUR },
  /**
   * The link checker (jobs/link-health.ts; docs/moderation.md#link-health-the-link-checker).
   * Every 15 minutes a job sweeps on over listed products (discoverPerRun a run, giving each one
   * it has not met a never-checked record) and queues the due links, the least recently checked
   * first: up to enqueuePerRun tasks, reading at most scanPerRun records. A link is due once
   * recheckAfterMs passed since its last check. Each task (the checkLinkTask function) checks one
   * link, with Cloud Tasks' retries for failures. 1,500 a run is 144,000 a day: 100,000
   * products are each checked every 17 hours.
   */
  linkHealth: {
    runEveryMinutes: 15,
    enqueuePerRun: 1_500,
    scanPerRun: 5_000,
    discoverPerRun: 500,
    recheckAfterMs: 12 * HOUR,
    /** Tasks queued at once by a run (each is one call to Cloud Tasks). */
    enqueueConcurrency: 20,
    /**
     * The queue's limits over every instance (Cloud Tasks enforces them): 3 dispatches a second
     * is 259,200 a day, 2.6 times the 100,000 of a daily round (1.16 a second), so tasks the
     * host gate sends back and retries fit; 30 at once sustains 3 a second of checks that take
     * the whole timeoutMs.
     */
    queue: { maxDispatchesPerSecond: 3, maxConcurrentDispatches: 30 },
    /**
     * A task that fails (Firestore unavailable, an instance lost) is retried after 10 s, 20 s,
     * 40 s, 80 s, then every 160 s: 8 attempts in about 11 minutes, within a run. A dead or
     * unknown verdict is an answer, not a failure. After the last attempt the next runs queue
     * the link again (Cloud Tasks refuses the task's id for about an hour).
     */
    retry: { maxAttempts: 8, minBackoffSeconds: 10, maxBackoffSeconds: 160, maxDoublings: 4 },
    /**
     * Each host (domain link-health/hosts.ts): at most `concurrent` checks in flight and no two
     * starts within intervalMs, over every instance. Admissions are intervalMs + startWithinMs
     * apart (1.25 s: 0.8 checks a second, 69,120 a day at most) and an admitted check that
     * cannot start within startWithinMs (a slow commit) waits for a new slot. A lease lapses
     * after leaseMs (a check takes at most timeoutMs). A task sent to the end of its host's line
     * more than maxDeferrals times is dropped (the next run queues the link again).
     */
    perHost: {
      concurrent: 2,
      intervalMs: SECOND,
      startWithinMs: 250,
      leaseMs: 15 * SECOND,
      maxDeferrals: 30,
    },
    /** One check (services/link-fetch.ts). Loopback links only on the emulator. */
    timeoutMs: 10 * SECOND,
    maxRedirects: 3,
    allowLoopback: isEmulator,
  },
} as const;

/**
 * The site's public origin for Stripe's return URLs, canonical URLs, og:url and the sitemap:
 * configuration only, never the request's Host or X-Forwarded-Host (a client writes those), and
 * no longer than an origin can be (the sitemap's size bound rests on it).
 * Read per call: a parameter's value exists at run time, not while deploy loads the code.
 */
export function siteOrigin(): string {
  const value = (config.localSiteUrl ?? siteUrlParam.value()).trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+$/.test(value) || value.length > SITE_ORIGIN_MAX_LENGTH) {
    throw new Error(`SITE_URL must be an origin such as https://example.com, got "${value}".`);
  }
  return value;
}

/** The period of the age mode check (AGE_MODE_CHECK_SECONDS), in milliseconds, at least 1 s. */
export function ageModeCheckMs(): number {
  return Math.max(1, ageModeCheckParam.value()) * 1000;
}

/** Whether the API enforces App Check (APP_CHECK_ENFORCE); never on the emulator. Read per call. */
export function appCheckEnforced(): boolean {
  return !config.isEmulator && appCheckEnforceParam.value();
}

/** The hCaptcha site key siteverify answers must name (services/hcaptcha.ts). */
export function hcaptchaSiteKey(): string {
  return hcaptchaSiteKeyParam.value().trim();
}

/**
 * A visitors' ceiling in calls a minute. Deploy and the emulator give every parameter a value
 * (its default when nothing else sets it); code run outside them (scripts, unit tests) has
 * none, and an int parameter without a value reads 0, so it gets the default here instead.
 */
export function visitorCeilingPerMinute({ param, perMinute }: VisitorCeilingParam): number {
  return process.env[param.name] === undefined ? perMinute : param.value();
}

/**
 * Listed products one sitemap part names at most (SITEMAP_PART_SIZE), between 2 and the
 * protocol's 50,000; its default (the protocol's limit) where nothing sets it, as for the
 * ceilings above. Jobs run outside the emulator by the tests and the seed are given the suite's.
 */
export function sitemapPartSize(): number {
  const { name } = sitemapPartSizeParam;
  const value = process.env[name] === undefined ? SITEMAP_MAX_URLS : sitemapPartSizeParam.value();
  return Math.min(SITEMAP_MAX_URLS, Math.max(2, value));
}

// The hostile-input corpus: what the suite sends to every /api route, and how it runs it.
import { createApp } from '@xmates/functions/app';
import { listRoutes, type AppRoute } from '@xmates/functions/http/route-table';

/** Every route the emulator serves, read from the app's own router stack. */
export const ROUTES: AppRoute[] = listRoutes(createApp({ emulatorRoutes: true }));

/**
 * An answer that a layer in front of our app gives itself, so it cannot carry our JSON: the
 * one status the suite accepts then (with a body that is not JSON), and why.
 */
export interface Upstream {
  status: number;
  why: string;
}

/**
 * Cloud Functions' runtime (firebase-tools' locally, the Functions Framework in production)
 * parses every application/json body with body-parser in strict mode before our app runs: a
 * body that is not JSON, or JSON that is not an object or an array, gets its own 400 page.
 */
const RUNTIME_JSON_PARSER: Upstream = {
  status: 400,
  why: "the Functions runtime's JSON parser refuses the body before our app runs",
};

/**
 * The Hosting emulator matches rewrite globs with minimatch, whose `**` never matches a path
 * segment that starts with a dot: `/api/x/..%2Fy` matches neither `/api/**` nor the SPA's
 * `**`, so Hosting answers its own 404 page and the request never reaches the API.
 */
const HOSTING_DOT_SEGMENT: Upstream = {
  status: 404,
  why: 'the Hosting emulator does not rewrite a path segment that starts with a dot',
};

/** Ids that cannot name a document, as they appear in a URL path segment. */
export const BAD_IDS: Record<string, string> = {
  proto: '__proto__',
  reserved: '__x__',
  dot: '%2E',
  dotDot: '%2E%2E',
  encodedSlash: '..%2F..%2Fusers',
  encodedBackslash: '..%5Cx',
  nul: 'a%00b',
  space: 'a%20b',
  html: '%3Cscript%3E',
  long: 'x'.repeat(1600),
};

/** The bad ids that Hosting answers itself (see HOSTING_DOT_SEGMENT). */
export const BAD_ID_UPSTREAM: Partial<Record<string, Upstream>> = {
  encodedSlash: HOSTING_DOT_SEGMENT,
  encodedBackslash: HOSTING_DOT_SEGMENT,
};

/**
 * `constructor` is a valid Firestore id that is also a name on every object's prototype: it
 * must name nothing, never reach a prototype member. Public reads answer it like any id that
 * names nothing (a user without badges: 200), so it goes to every other route only.
 */
export const PROTOTYPE_ID = 'constructor';

/** A value that could be an id but names nothing: well-formed requests then meet a 404. */
const NONE = 'hostile-none';

/** The route's path with every parameter filled in (`bad` replaces the one named). */
export function fill(route: AppRoute, bad?: { param: string; value: string }): string {
  return route.path.replace(/[:*](\w+)/g, (_m, name: string) => {
    if (bad && name === bad.param) return bad.value;
    return name === 'path' ? `${NONE}/none.webp` : NONE;
  });
}

const nest = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

const script = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

export interface Body {
  raw: string;
  /** Content-Type; application/json when absent. */
  type?: string;
  upstream?: Upstream;
}

/**
 * Raw bodies. Malformed JSON also goes as application/merge-patch+json, a JSON type the
 * runtime leaves to our own parser.
 */
export const BODIES: Record<string, Body> = {
  malformed: { raw: '{"text": ', type: 'application/merge-patch+json' },
  truncatedUnicode: { raw: '{"text": "\\ud83', type: 'application/merge-patch+json' },
  malformedJson: { raw: '{"text": ', upstream: RUNTIME_JSON_PARSER },
  string: { raw: '"hello"', upstream: RUNTIME_JSON_PARSER },
  number: { raw: '12', upstream: RUNTIME_JSON_PARSER },
  nullBody: { raw: 'null', upstream: RUNTIME_JSON_PARSER },
  array: { raw: '[{"text": "hi"}]' },
  wrongTypes: {
    raw: JSON.stringify({
      text: 5,
      value: 'five',
      name: ['a'],
      ids: 'x',
      hide: 'yes',
      status: 3,
      amount: '10',
      link: { href: 'x' },
    }),
  },
  objectsAsValues: {
    raw: JSON.stringify({ text: { a: 1 }, value: [5], reason: { r: 1 }, message: [] }),
  },
  arraysAsValues: { raw: JSON.stringify({ text: ['a'], ids: [[1]], tags: 'a,b' }) },
  huge: { raw: JSON.stringify({ text: 'x'.repeat(200 * 1024) }) },
  longFields: {
    raw: JSON.stringify({
      text: 'y'.repeat(20_000),
      name: 'y'.repeat(20_000),
      title: 'y'.repeat(20_000),
    }),
  },
  deepArray: { raw: nest(5000, '[', ']') },
  deepObject: { raw: nest(5000, '{"a":', '}', '{}') },
  proto: { raw: '{"__proto__": {"admin": true, "isAdmin": true}}' },
  constructorKey: { raw: '{"constructor": {"prototype": {"admin": true}}}' },
  prototypeKey: { raw: '{"prototype": {"admin": true}, "text": "hi"}' },
  nestedProto: { raw: '{"settings": {"__proto__": {"admin": true}}, "ids": ["__proto__"]}' },
  scriptHtml: {
    raw: JSON.stringify({
      text: script,
      message: script,
      reason: script,
      name: script,
      title: script,
      link: `javascript:alert(1)//${script}`,
    }),
  },
  traversalIds: {
    raw: JSON.stringify({
      ids: ['../users/x', '__name__', 'a/b'],
      threadId: '../x',
      toUserId: '__proto__',
      userId: 'a/b',
      avatarPublicId: '../../x',
    }),
  },
  form: { raw: 'text=hi&admin=true', type: 'application/x-www-form-urlencoded' },
};

/**
 * GET routes that read no query parameter: they ignore any query, as a read may (the answer
 * does not depend on it), so every query case may answer 2xx there. Every other GET route
 * reads its parameters strictly (`readQuery`): unknown, repeated or malformed is a 400.
 */
export const QUERYLESS_READS: readonly string[] = [
  'GET /api/health',
  'GET /api/auth/me',
  'GET /api/users/me',
  'GET /api/badges/me',
  'GET /api/badges/user/:userId',
  'GET /api/badges/admin',
  'GET /api/submit-link/my-submissions',
  'GET /api/admin/users/count',
];

export const routeKey = (route: AppRoute) => `${route.method} ${route.path}`;

/** Query strings for GET routes. */
export const QUERIES: Record<string, string> = {
  unknown: '?__proto__=1&constructor=x',
  repeated: '?limit=1&limit=2&page=1&page=2',
  badNumbers: '?limit=-1&page=1e9',
  junk: `?limit=${encodeURIComponent('<script>')}&after=${encodeURIComponent('../../x')}&q=%E0%A4%A`,
  bracket: '?limit[]=1&page[a]=2',
  long: `?q=${'q'.repeat(6000)}`,
};

/** Runs `work` over `items`, at most `concurrency` at a time. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

// The hostile-input corpus: what the suite sends to every /api route, and how it runs it.
import { createApp } from '@xmates/functions/app';
import { listRoutes, type AppRoute } from '@xmates/functions/http/route-table';

/** Every route the emulator serves, read from the app's own router stack. */
export const ROUTES: AppRoute[] = listRoutes(createApp({ emulatorRoutes: true }));

/** Ids that cannot name a document, as they appear in a URL path segment. */
export const BAD_IDS: Record<string, string> = {
  proto: '__proto__',
  reserved: '__x__',
  constructor: 'constructor',
  dot: '%2E',
  dotDot: '%2E%2E',
  encodedSlash: '..%2F..%2Fusers',
  encodedBackslash: '..%5Cx',
  nul: 'a%00b',
  space: 'a%20b',
  html: '%3Cscript%3E',
  long: 'x'.repeat(1600),
};

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

/** Raw JSON bodies (sent with Content-Type application/json unless the case says otherwise). */
export const BODIES: Record<string, { raw: string; type?: string }> = {
  malformed: { raw: '{"text": ', type: 'application/merge-patch+json' },
  truncatedUnicode: { raw: '{"text": "\\ud83', type: 'application/merge-patch+json' },
  string: { raw: '"hello"' },
  number: { raw: '12' },
  nullBody: { raw: 'null' },
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

/** Query strings for GET routes. */
export const QUERIES: Record<string, string> = {
  unknown: '?__proto__=1&constructor=x',
  repeated: '?limit=1&limit=2&page=1&page=2',
  badNumbers: '?limit=-1&page=1e9',
  junk: `?limit=${encodeURIComponent('<script>')}&after=${encodeURIComponent('../../x')}&q=${'%E0%A4%A'}`,
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

// Public reads stay cheap, read from the app's own route table and firebase.json (production
// Hosting's CDN cannot run here, and the emulator's Hosting keeps nothing, so the headers that
// steer it are checked themselves):
// - every GET a visitor may call is kept by the CDN for visitors only: a caller with a token is
//   answered private, no-store, and Vary names the headers an answer depends on;
// - every other GET, and every error, is no-store, and Hosting adds no caching of its own;
// - the GETs that read more than a page count against an address budget.
import express from 'express';
import { describe, expect, it } from 'vitest';
import firebase from '../../../firebase.json';
import { createApp } from '../app';
import { HttpError } from '../http/http-error';
import { listRoutes, type AppRoute } from '../http/route-table';
import { SIGN_IN_CHECKS } from '../middleware/auth';
import { errorHandler } from '../middleware/errors';
import { serveDuringTests } from '../testing/serve';

const routes = listRoutes(createApp({ emulatorRoutes: false })).filter((r) => r.method === 'GET');
const names = (route: AppRoute) => route.handlers.map((h) => h.name);
const key = (route: AppRoute) => `${route.method} ${route.path}`;

const signedInOnly = (route: AppRoute) => names(route).some((n) => SIGN_IN_CHECKS.includes(n));
const cached = (route: AppRoute) => names(route).includes('publicCached');

/** The longest a visitor may see each public answer out of date, in seconds. */
const FRESHNESS: Record<string, number> = {
  'GET /api/products': 60,
  'GET /api/products/count': 60,
  'GET /api/products/:id/comments': 60,
  'GET /api/products/:id/comments/:cid/replies': 60,
  'GET /api/cat/categories': 300,
  'GET /api/cat/tags': 300,
  'GET /api/cat/searchtags': 300,
  'GET /api/badges/user/:userId': 300,
  'GET /api/age/mode': 60,
  'GET /api/moderation-log': 60,
};

/** Public GETs the CDN must not keep. */
const NEVER_KEPT = [
  // Liveness: an uptime check must reach the function, not a copy.
  'GET /api/health',
];

/**
 * GETs counted against a budget: every public read but the ones below, those that read more
 * than a page, and the name and link checks.
 */
const BUDGETED = [
  'GET /api/users/displayname/check',
  'GET /api/submit-link/duplicate',
  'GET /api/users/me/export',
  'GET /api/users/me/filters',
  'GET /api/blocks',
  'GET /api/products',
  'GET /api/products/count',
  'GET /api/products/:id/comments',
  'GET /api/products/:id/comments/:cid/replies',
  'GET /api/cat/categories',
  'GET /api/cat/tags',
  'GET /api/cat/searchtags',
  'GET /api/badges/user/:userId',
  'GET /api/moderation-log',
  'GET /api/notifications',
];

/** Public GETs without a budget, with the reason. */
const UNBUDGETED_PUBLIC: Record<string, string> = {
  'GET /api/health': 'reads nothing',
  'GET /api/age/mode': "reads nothing: the instance's last reading of the mode",
};

/**
 * A route's own middleware up to and including publicCached (the app's defaults among them),
 * then an answer, or the given error through the app's error handler.
 */
function upToCache(route: AppRoute, error?: HttpError) {
  const handlers = route.handlers.slice(0, names(route).indexOf('publicCached') + 1);
  const app = express();
  app.get('/', ...handlers, (_req, res) => {
    if (error) throw error;
    res.json({});
  });
  app.use(errorHandler);
  return app;
}

const publicRoutes = routes.filter(cached);
const servers = new Map(publicRoutes.map((r) => [key(r), serveDuringTests(upToCache(r))]));
const failing = new Map(
  publicRoutes.map((r) => [key(r), serveDuringTests(upToCache(r, new HttpError(400, 'Bad.')))]),
);
const app = serveDuringTests(createApp({ emulatorRoutes: false }));

async function headersOf(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const vary = (res.headers.get('vary') ?? '').split(',').map((h) => h.trim().toLowerCase());
  return { cacheControl: res.headers.get('cache-control'), vary };
}

describe('public GETs', () => {
  it('are kept by the CDN exactly where no sign-in is needed, the health check aside', () => {
    const open = routes.filter((r) => !signedInOnly(r)).map(key);
    expect(publicRoutes.map(key).sort()).toEqual(
      open.filter((k) => !NEVER_KEPT.includes(k)).sort(),
    );
    expect(publicRoutes.map(key).sort()).toEqual(Object.keys(FRESHNESS).sort());
  });

  it.each(publicRoutes.map(key))(
    '%s: public with s-maxage for visitors, private no-store with a token',
    async (route) => {
      const url = servers.get(route)?.url() ?? '';
      const most = FRESHNESS[route] ?? 0;
      const visitors: Record<string, string>[] = [{}, { 'x-ras-accepted': 'true' }];
      for (const headers of visitors) {
        const visitor = await headersOf(url, headers);
        const seconds = Number(
          /^public, max-age=0, s-maxage=(\d+)$/.exec(visitor.cacheControl ?? '')?.[1],
        );
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(most);
        expect(visitor.vary).toEqual(expect.arrayContaining(['authorization', 'x-ras-accepted']));
      }
      for (const authorization of ['Bearer some-token', 'Bearer ']) {
        const member = await headersOf(url, { authorization, 'x-ras-accepted': 'true' });
        expect(member.cacheControl).toBe('private, no-store');
        expect(member.vary).toEqual(expect.arrayContaining(['authorization', 'x-ras-accepted']));
      }
    },
  );

  it.each(publicRoutes.map(key))('%s: an error answer is no-store', async (route) => {
    const { cacheControl } = await headersOf(failing.get(route)?.url() ?? '');
    expect(cacheControl).toBe('no-store');
  });
});

describe('every other GET', () => {
  it.each(routes.filter((r) => !cached(r)).map((r) => [key(r), r.path] as const))(
    '%s answers no-store',
    async (_route, path) => {
      const { cacheControl } = await headersOf(`${app.url()}${path.replaceAll(/:\w+/g, 'x')}`);
      expect(cacheControl).toBe('no-store');
    },
  );
});

describe("production Hosting's own headers", () => {
  const hosting = firebase.hosting;
  /** Hosting's glob syntax as far as firebase.json uses it: ** any path, * one segment. */
  const matches = (source: string, path: string) =>
    new RegExp(
      `^${source
        .split('**')
        .map((part) =>
          part
            .split('*')
            .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]*'),
        )
        .join('.*')}$`,
    ).test(path);

  it('rewrites /api/** to the api function, which decides its caching alone', () => {
    const rule = hosting.rewrites.find((r) => matches(r.source, '/api/products'));
    expect(rule?.source).toBe('/api/**');
    expect(rule?.function?.functionId).toBe('api');
    const onApi = hosting.headers.filter((rule) => matches(rule.source, '/api/products'));
    expect(onApi.map((rule) => rule.source)).toEqual(['**']);
    const keys = onApi.flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase()));
    expect(keys).not.toContain('cache-control');
    expect(keys).not.toContain('vary');
    expect(matches('/assets/**', '/api/products')).toBe(false);
  });
});

describe('GET budgets', () => {
  it('count exactly the GETs that read more than a page, and the display-name and link checks', () => {
    const limited = routes.filter((r) => names(r).includes('rateLimited')).map(key);
    expect(limited.sort()).toEqual([...BUDGETED].sort());
  });

  it('ask costly public GETs for App Check when it is enforced', () => {
    const checked = routes.filter((r) => names(r).includes('appChecked')).map(key);
    const open = routes.filter((r) => !signedInOnly(r)).map(key);
    expect(checked.sort()).toEqual(open.filter((k) => BUDGETED.includes(k)).sort());
  });

  it('count every GET a visitor may call, but those that read nothing', () => {
    const open = routes.filter((r) => !signedInOnly(r)).map(key);
    expect(open.filter((k) => !BUDGETED.includes(k)).sort()).toEqual(
      Object.keys(UNBUDGETED_PUBLIC).sort(),
    );
  });
});

// CDN caching of public GET answers (docs/performance.md#cdn-caching). Hosting's CDN keys a
// function's answer by host, path, query string and the request headers its Vary names. An
// answer to a caller without a token is the same for every such caller sending the same
// age-gate header, so the CDN may keep it for the route's s-maxage; an answer to a caller with
// an Authorization header is theirs alone: private, no-store. Both name Authorization and
// X-RAS-Accepted in Vary, so a kept answer never serves a request with a token or another
// age-gate value. Error answers are never kept (middleware/errors.ts).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { config } from '../config';

export type PublicCacheName = keyof typeof config.publicCacheSeconds;

/** The request headers a public GET's answer may depend on. */
export const CACHE_KEY_HEADERS = ['Authorization', 'X-RAS-Accepted'];

/** Middleware of a public GET route: its answer's caching, by whether the caller sent a token. */
export function publicCache(name: PublicCacheName): RequestHandler {
  const seconds = config.publicCacheSeconds[name];
  // Named: the route test (routers/public-reads.test.ts) finds it on every public GET by it.
  return function publicCached(req: Request, res: Response, next: NextFunction) {
    for (const header of CACHE_KEY_HEADERS) res.vary(header);
    res.set(
      'Cache-Control',
      req.get('authorization') ? 'private, no-store' : `public, max-age=0, s-maxage=${seconds}`,
    );
    next();
  };
}

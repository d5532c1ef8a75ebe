// Every write route of the app carries a rate limit: a route that changes something (any
// method but GET, HEAD and OPTIONS) has rateLimit() in its own chain or rateLimitWrites()
// before it in a router it is mounted in. Read from the app's own router tree, so a new route
// without a limit fails here. GETs that are limited (the display-name check) are not asked for.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';

interface Layer {
  name?: string;
  handle: { name?: string; stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

const LIMITERS = new Set(['rateLimited', 'rateLimitedWrites']);
const READS = new Set(['get', 'head', 'options', '_all']);

/** Write routes whose limit is counted inside the handler, after the input was checked. */
const LIMITED_IN_HANDLER = new Set([
  // Valid submissions only, so a typo costs nothing; new accounts get a daily budget too.
  'post /newproduct',
  // Per e-mail (the account and its uid are deleted) and per address.
  'post /recycle-unverified',
]);

function unlimitedWrites(stack: Layer[], limitedAbove: boolean): string[] {
  let limited = limitedAbove;
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const own = layer.route.stack.some((l) => LIMITERS.has(l.handle.name ?? ''));
      for (const method of Object.keys(layer.route.methods)) {
        const key = `${method} ${layer.route.path}`;
        if (READS.has(method) || limited || own || LIMITED_IN_HANDLER.has(key)) continue;
        found.push(key);
      }
    } else if (layer.handle.stack) {
      found.push(...unlimitedWrites(layer.handle.stack, limited));
    } else if (LIMITERS.has(layer.handle.name ?? '')) {
      limited = true;
    }
  }
  return found;
}

function routeCount(stack: Layer[]): number {
  return stack.reduce(
    (n, l) => n + (l.route ? 1 : l.handle.stack ? routeCount(l.handle.stack) : 0),
    0,
  );
}

describe('write routes', () => {
  const app = createApp() as Express & { router: { stack: Layer[] } };

  it('reads the whole router tree', () => {
    expect(routeCount(app.router.stack)).toBeGreaterThan(60);
  });

  it('every write route has a rate limit', () => {
    expect(unlimitedWrites(app.router.stack, false)).toEqual([]);
  });
});

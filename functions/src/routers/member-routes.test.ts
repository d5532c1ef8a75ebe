// Member privileges need a verified e-mail: every route that needs a signed-in caller carries
// requireMember (or requireVerified after requireUser), admin routes included, or is one of the
// few an unverified account needs, listed here. Read from the app's own router tree, so a new
// member route without the check fails here.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';

interface Layer {
  handle: { name?: string; stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

/**
 * What an unverified account may still do within its 24 hours (requireUser alone). Past them,
 * requireUser refuses it everywhere; recycling is the one route that admits it then.
 */
const OPEN_TO_UNVERIFIED = [
  // The session: sync on every sign-in, and reading its own account (two paths, one answer).
  'post /sync',
  'get /me',
  'get /me',
  // Login metrics the SPA pings after sync: the caller's own users document only.
  'post /login-metrics/ping',
  'post /login-metrics/mark-shown',
  // The welcome notice, asked for right after sign-up (before any e-mail can be verified),
  // sent once, to the caller's own inbox.
  'post /dm/welcome-self',
  'post /dm/auto-welcome',
  // Clearing the caller's own unverified account to sign up again (requireUserEvenExpired).
  'post /recycle-unverified',
].sort();

const SIGNED_IN = new Set(['requireUser', 'requireUserEvenExpired']);
const CHECKED = new Set(['requireMember', 'requireMemberEvenSuspended', 'requireVerified']);

/** Routes that need a signed-in caller and do not check that the e-mail is verified. */
function openRoutes(stack: Layer[], above: string[]): string[] {
  const names = [...above];
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const own = [...names, ...layer.route.stack.map((l) => l.handle.name ?? '')];
      if (!own.some((n) => SIGNED_IN.has(n)) || own.some((n) => CHECKED.has(n))) continue;
      found.push(...Object.keys(layer.route.methods).map((m) => `${m} ${layer.route?.path}`));
    } else if (layer.handle.stack) {
      found.push(...openRoutes(layer.handle.stack, names));
    } else {
      names.push(layer.handle.name ?? '');
    }
  }
  return found;
}

describe('member routes', () => {
  const app = createApp() as Express & { router: { stack: Layer[] } };

  it('need a verified e-mail, except the routes an unverified account needs', () => {
    expect(openRoutes(app.router.stack, []).sort()).toEqual(OPEN_TO_UNVERIFIED);
  });
});

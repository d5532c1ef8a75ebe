// What production Hosting's CDN is told about each public read, through the Hosting rewrite
// (functions/src/middleware/cache.ts, docs/performance.md#cdn-caching). The emulator's Hosting
// keeps nothing, so the headers themselves are checked: signed out, public with s-maxage and
// Vary on the token and the age gate; signed in, private, no-store; errors, no-store.
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { accountsBeforeAll } from './helpers';
import { fixtureProduct, removeFixtures } from './product-fixtures';

afterAll(removeFixtures);

const { member } = accountsBeforeAll({ member: () => newVerifiedMember('cdn-cache') });

async function headersOf(path: string, options: { token?: string; gate?: boolean } = {}) {
  const res = await api('GET', path, {
    ...(options.token ? { token: options.token } : {}),
    headers: options.gate ? { 'x-ras-accepted': 'true' } : {},
  });
  const vary = (res.headers.get('vary') ?? '').split(',').map((h) => h.trim().toLowerCase());
  return { status: res.status, cacheControl: res.headers.get('cache-control'), vary };
}

const publicReads = async () => [
  { path: '/api/products?limit=2', most: 60 },
  { path: '/api/products?sort=mostLiked&limit=1', most: 60 },
  { path: `/api/products/${await fixtureProduct()}/comments`, most: 60 },
  { path: '/api/cat/categories', most: 300 },
  { path: '/api/cat/tags', most: 300 },
  { path: '/api/cat/searchtags', most: 300 },
];

describe('public reads', () => {
  it('are public with a short s-maxage for visitors, whatever their age gate', async () => {
    for (const { path, most } of await publicReads()) {
      for (const gate of [false, true]) {
        const answer = await headersOf(path, { gate });
        expect(answer.status, path).toBe(200);
        const seconds = Number(
          /^public, max-age=0, s-maxage=(\d+)$/.exec(answer.cacheControl ?? '')?.[1],
        );
        expect(seconds, path).toBeGreaterThan(0);
        expect(seconds, path).toBeLessThanOrEqual(most);
        expect(answer.vary, path).toEqual(
          expect.arrayContaining(['authorization', 'x-ras-accepted']),
        );
      }
    }
  });

  it('are private and never stored for a signed-in caller', async () => {
    for (const { path } of await publicReads()) {
      const answer = await headersOf(path, { token: member.idToken, gate: true });
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe('private, no-store');
      expect(answer.vary, path).toEqual(
        expect.arrayContaining(['authorization', 'x-ras-accepted']),
      );
    }
  });

  it('answer errors no-store', async () => {
    for (const path of ['/api/products?page=0', '/api/products?ownerEmail=member@xmates.test']) {
      const answer = await headersOf(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.cacheControl, path).toBe('no-store');
    }
  });
});

describe('reads for members only', () => {
  it('are no-store', async () => {
    for (const path of ['/api/products/liked', '/api/notifications', '/api/badges/me']) {
      const answer = await headersOf(path, { token: member.idToken });
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe('no-store');
    }
  });
});

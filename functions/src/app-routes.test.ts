// The route table of the /api app: every path parameter goes through a router.param check, and
// those checks answer before anything reaches Firestore (no emulator runs here: a value that
// got past them would make the request hang or fail instead of answering 404).
import { describe, expect, it } from 'vitest';
import { serveDuringTests } from './testing/serve';
import { createApp } from './app';
import { listRoutes } from './http/route-table';

/** Parameters that are not document ids, with the check each route applies instead. */
const FREE_TEXT_PARAMS: Record<string, string> = {
  // Category and tag names: checkCatalogueName, then nameDocId encodes them into an id.
  name: 'catalogue name',
  // /api/media/*path: safeMediaPath refuses empty, dot and slash segments.
  path: 'media path',
};

const app = createApp({ emulatorRoutes: true });
const routes = listRoutes(app);

const server = serveDuringTests(app);

describe('the /api route table', () => {
  it('lists every router, the emulator-only ones included', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toContain('GET /api/health');
    expect(keys).toContain('POST /api/products/:id/comments/:cid/replies/:rid/report');
    expect(keys).toContain('PATCH /api/admin/:productId/comments/:commentId/replies/:replyId/hide');
    expect(keys).toContain('POST /api/uploads/images');
    expect(keys).toContain('GET /api/media/*path');
    expect(keys).toContain('POST /api/donate/local-checkout/:id/complete');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves the emulator-only routes out of production', () => {
    const production = listRoutes(createApp({ emulatorRoutes: false })).map((r) => r.path);
    expect(production.filter((p) => p.includes('/media/') || p.includes('local-checkout'))).toEqual(
      [],
    );
  });

  it('checks every path parameter that names a document', () => {
    const unchecked = routes.flatMap((r) =>
      r.unchecked.filter((name) => !(name in FREE_TEXT_PARAMS)).map((n) => `${r.path} :${n}`),
    );
    expect(unchecked).toEqual([]);
  });
});

describe('path ids that cannot name a document', () => {
  const BAD_IDS = [
    ['reserved', '__proto__'],
    ['reserved', '__name__'],
    ['dot', '%2E'],
    ['dot-dot', '%2E%2E'],
    ['encoded slash', 'a%2Fb'],
    ['traversal', '..%2F..%2Fusers'],
    ['space', 'a%20b'],
    ['1,600 characters', 'x'.repeat(1600)],
  ];

  it.each(BAD_IDS)('answer 404 JSON before any read: %s', async (_label, id) => {
    for (const path of [
      `/api/products/${id}/comments`,
      `/api/products/demo-p001/comments/${id}/replies`,
      `/api/badges/user/${id}`,
    ]) {
      const res = await fetch(`${server.url()}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      const answer: unknown = await res.json();
      expect(answer).toMatchObject({ code: 'not-found' });
      expect(answer).toHaveProperty('error', expect.any(String));
    }
  });
});

describe('over-long addresses', () => {
  it('answer 414 JSON', async () => {
    const res = await fetch(`${server.url()}/api/products?q=${'a'.repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({
      error: 'The request address is too long (at most 4,096 characters).',
      code: 'uri-too-long',
    });
  });
});

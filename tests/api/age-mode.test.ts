// The site's age assurance mode, siteSettings/ageAssurance (functions/src/age-assurance/mode.ts):
// the API follows the document within a period (AGE_MODE_CHECK_SECONDS, 1 s on the emulator) and
// says it at GET /api/age/mode, the SPA's source. While the document is missing or names no known
// mode, every answer that depends on the mode (a caller past the gate, a member) is refused with
// 503 and the message; a visitor who would see nothing adults-only in any mode is answered as
// usual. The file changes the document alone, not the data (tests/scripts/age-mode.test.ts runs
// the switch), and always restores the suite's mode after, waiting until the API follows, so no
// other file meets another mode. Each case asks as a member of its own: the feed's per-member
// budget is 20 calls a minute.
import { afterAll, describe, expect, it } from 'vitest';
import {
  AGE_MESSAGES,
  DEFAULT_AGE_ASSURANCE,
  type AgeModeAnswer,
  type FeedPage,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { apiFollows } from '../support/age-mode';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';

const GATE = { 'X-RAS-Accepted': 'true' };
const POLL = { timeout: 15_000, interval: 500 };

const setting = adminDb.doc(paths.ageAssuranceSetting);

/** In declaration mode a member past the gate is handed links with every product. */
const feed = (token: string) =>
  api<FeedPage>('GET', '/api/products?limit=6', { token, headers: GATE });
/** A word of a listed product's title (set by the first test), so the search finds it. */
let word = '';
const search = (token: string) =>
  api<FeedPage>('GET', `/api/products?q=${encodeURIComponent(word)}`, { token, headers: GATE });
/** A visitor who has not passed the gate: no adults-only image, no link, in either mode. */
const visitorFeed = () => api<FeedPage>('GET', '/api/products?limit=6');
const siteMode = () => api<AgeModeAnswer>('GET', '/api/age/mode');

/** The suite's mode back, then until the API says it again. */
async function restore(): Promise<void> {
  await setting.set({ mode: DEFAULT_AGE_ASSURANCE });
  await apiFollows(DEFAULT_AGE_ASSURANCE);
}

afterAll(restore, 30_000);

describe("the site's age assurance mode", () => {
  it('is the seeded mode, and adults-only data is handed out as it says', async () => {
    const mode = await siteMode();
    expect(mode.status).toBe(200);
    expect(mode.body).toEqual({ mode: 'declaration' });
    expect(mode.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const { idToken } = await newVerifiedMember('age-mode');
    const res = await feed(idToken);
    expect(res.status).toBe(200);
    expect(res.body.products.some((p) => p.link !== null)).toBe(true);
    word = res.body.products[0]?.title.split(' ')[0] ?? '';
    expect(word).not.toBe('');
    expect((await search(idToken)).body.products.length).toBeGreaterThan(0);
  });

  it('is followed by the API within a period when the document changes', async () => {
    const { idToken } = await newVerifiedMember('age-mode');
    try {
      await setting.set({ mode: 'verified' });
      await expect.poll(async () => (await siteMode()).body.mode, POLL).toBe('verified');
      // Verified mode: a member whose age no provider assured gets no link, past the gate or not.
      const res = await feed(idToken);
      expect(res.status).toBe(200);
      expect(res.body.products.every((p) => p.link === null)).toBe(true);
    } finally {
      await restore();
    }
  }, 60_000);

  for (const [name, change] of [
    ['names no known mode', () => setting.set({ mode: 'strict' })],
    ['is missing', () => setting.delete()],
  ] as const) {
    it(`pauses what depends on it with 503 while the document ${name}`, async () => {
      const { idToken } = await newVerifiedMember('age-mode');
      try {
        await change();
        await expect.poll(async () => (await feed(idToken)).status, POLL).toBe(503);
        const paused = await feed(idToken);
        expect(paused.body).toMatchObject({ error: AGE_MESSAGES.modeUnknown, code: 'unavailable' });
        expect(paused.headers.get('cache-control')).toBe('no-store');
        expect(paused.headers.get('retry-after')).toBe('60');
        expect((await search(idToken)).status).toBe(503);
        expect((await siteMode()).status).toBe(503);
        const visitor = await visitorFeed();
        expect(visitor.status).toBe(200);
        for (const product of visitor.body.products) {
          expect(product.link).toBeNull();
          if (product.isAdultsOnly) expect(product.images).toEqual([]);
        }
      } finally {
        await restore();
      }
    }, 60_000);
  }

  it('hands it out again once the document names a mode', async () => {
    const { idToken } = await newVerifiedMember('age-mode');
    expect((await feed(idToken)).status).toBe(200);
    expect((await search(idToken)).status).toBe(200);
  });
});

// AGE_ASSURANCE against siteSettings/ageAssurance (functions/src/age-assurance/): while the mode the
// API decides by and the one the security rules read disagree (a deploy that switched the mode,
// before its migration), every answer that would hand out adults-only data (an outgoing link,
// an adults-only image) is refused with 503 and the paused message, whatever the caller; one
// that hands out none is answered as before. A missing document or an unknown mode counts as
// disagreeing. The file changes the document on the emulator and always restores the suite's
// mode after, waiting until the API agrees again (the emulator's api instances re-read it every
// AGE_MODE_CHECK_SECONDS, 1 s), so no other file meets a paused API. Each case asks as a member
// of its own: the feed's per-member budget is 20 calls a minute.
import { afterAll, describe, expect, it } from 'vitest';
import { AGE_MESSAGES, type FeedPage } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { AGE_ASSURANCE } from '../support/env';
import { paths } from '../support/paths';

const GATE = { 'X-RAS-Accepted': 'true' };
/** The emulator's AGE_MODE_CHECK_SECONDS (functions/.env.demo-xmates), and a margin. */
const SETTLED_MS = 2_500;
const POLL = { timeout: 15_000, interval: 1_000 };

const setting = adminDb.doc(paths.ageAssuranceSetting);
const other = AGE_ASSURANCE === 'declaration' ? 'verified' : 'declaration';

/** In declaration mode a member past the gate is handed links with every product. */
const feed = (token: string) =>
  api<FeedPage>('GET', '/api/products?limit=6', { token, headers: GATE });
/** A word of a listed product's title (set by the first test), so the search finds it. */
let word = '';
const search = (token: string) =>
  api<FeedPage>('GET', `/api/products?q=${encodeURIComponent(word)}`, { token, headers: GATE });
/** A visitor who has not passed the gate: no adults-only image, no link, in either mode. */
const visitorFeed = () => api<FeedPage>('GET', '/api/products?limit=6');

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The suite's mode back, then (as a member of its own) until the feed is answered again, and
 * one more period so that every api instance of the emulator has read it again.
 */
async function restore(): Promise<void> {
  await setting.set({ mode: AGE_ASSURANCE });
  const { idToken } = await newVerifiedMember('age-mode-restore');
  const deadline = Date.now() + POLL.timeout;
  while ((await feed(idToken)).status !== 200) {
    if (Date.now() > deadline) throw new Error('The API did not follow the restored mode.');
    await sleep(POLL.interval);
  }
  await sleep(SETTLED_MS);
}

afterAll(restore, 30_000);

describe('AGE_ASSURANCE and siteSettings/ageAssurance', () => {
  it('agree in the seeded suite: adults-only data is handed out as the mode says', async () => {
    const { idToken } = await newVerifiedMember('age-mode');
    const res = await feed(idToken);
    expect(res.status).toBe(200);
    if (AGE_ASSURANCE === 'declaration') {
      expect(res.body.products.some((p) => p.link !== null)).toBe(true);
    }
    word = res.body.products[0]?.title.split(' ')[0] ?? '';
    expect(word).not.toBe('');
    expect((await search(idToken)).body.products.length).toBeGreaterThan(0);
  });

  for (const [name, change] of [
    [`says the other mode (${other})`, () => setting.set({ mode: other })],
    ['names no known mode', () => setting.set({ mode: 'strict' })],
    ['is missing', () => setting.delete()],
  ] as const) {
    it(`pause adults-only data with 503 while the document ${name}`, async () => {
      const { idToken } = await newVerifiedMember('age-mode');
      try {
        await change();
        await expect.poll(async () => (await feed(idToken)).status, POLL).toBe(503);
        const paused = await feed(idToken);
        expect(paused.body).toMatchObject({ error: AGE_MESSAGES.modePaused, code: 'unavailable' });
        expect(paused.headers.get('cache-control')).toBe('no-store');
        expect(paused.headers.get('retry-after')).toBe('60');
        await expect.poll(async () => (await search(idToken)).status, POLL).toBe(503);
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

  it('hand it out again once they agree', async () => {
    const { idToken } = await newVerifiedMember('age-mode');
    expect((await feed(idToken)).status).toBe(200);
    expect((await search(idToken)).status).toBe(200);
  });
});

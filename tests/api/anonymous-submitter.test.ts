// Issue 21: an anonymous submission cannot be tied to its member. No public answer (the feed,
// the product page's HTML, the sitemap) holds the submitter's account id, whoever asks; the
// submitter still finds it in My Submissions and is still told of likes. Cards show a copy of
// a named submitter's name and badges, which the profile trigger keeps current, while an
// anonymous submission stays 'Anonymous' whatever name its member chooses later.
import { afterAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_NAME,
  productPath,
  type FeedPage,
  type MyProductsPage,
  type ProductView,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api, type ApiResponse } from '../support/api';
import { XMATES_URL } from '../support/env';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedMember } from './link-helpers';
import { afterTriggers, namedAccount, noticesOf } from './notification-helpers';
import { fixtureProduct, removeFixtures, storedProduct } from './product-fixtures';

const { anon, named, snoop } = accountsBeforeAll({
  anon: () => syncedMember('anon-submitter'),
  named: () => namedAccount('named-submitter'),
  snoop: () => namedAccount('snoop'),
});
afterAll(removeFixtures);

const AGE_GATE = { 'x-ras-accepted': 'true' };

const anonymousProduct = () =>
  fixtureProduct({ owner: { uid: anon.uid, displayName: null }, newest: true });

/** The latest feed's pages as the caller sees them, until `id` shows (at most 5 pages). */
async function feedPagesUntil(id: string, token?: string): Promise<FeedPage[]> {
  const pages: FeedPage[] = [];
  let after: string | null = null;
  for (let i = 0; i < 5; i += 1) {
    const query: string = `limit=24&sort=latest${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const res: ApiResponse<FeedPage> = await api<FeedPage>('GET', `/api/products?${query}`, {
      token,
      headers: AGE_GATE,
    });
    expect(res.status).toBe(200);
    pages.push(res.body);
    if (res.body.products.some((p) => p.id === id) || !res.body.nextCursor) break;
    after = res.body.nextCursor;
  }
  return pages;
}

const cardOf = (pages: FeedPage[], id: string): ProductView | undefined =>
  pages.flatMap((p) => p.products).find((p) => p.id === id);

describe('an anonymous submission', () => {
  it('is answered by the feed without the submitter’s uid, to a visitor and to another member', async () => {
    const id = await anonymousProduct();
    for (const token of [undefined, snoop.idToken]) {
      const pages = await feedPagesUntil(id, token);
      expect(cardOf(pages, id)?.suggestedBy).toEqual({ displayName: ANONYMOUS_NAME, badges: [] });
      expect(JSON.stringify(pages)).not.toContain(anon.uid);
    }
  });

  it('has a product page and a sitemap without the submitter’s uid', async () => {
    const id = await anonymousProduct();
    const page = await fetch(`${XMATES_URL}${productPath(id)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Fixture ${id}`);
    expect(html).not.toContain(anon.uid);
    const sitemap = await fetch(`${XMATES_URL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).not.toContain(anon.uid);
  });

  it('is stored without the uid, which only the server-only productOwners holds', async () => {
    const id = await anonymousProduct();
    expect(JSON.stringify(await storedProduct(id))).not.toContain(anon.uid);
    const owner = await adminDb.doc(paths.productOwner(id)).get();
    expect(owner.data()).toMatchObject({ ownerUid: anon.uid, anonymous: true, approved: true });
  });

  it('is still in the submitter’s My Submissions and ownerEmail list', async () => {
    const id = await anonymousProduct();
    const mine = await api<MyProductsPage>('GET', '/api/products/mine?limit=100', {
      token: anon.idToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.products.map((p) => p.id)).toContain(id);
    const byEmail = await api<FeedPage>(
      'GET',
      `/api/products?ownerEmail=${encodeURIComponent(anon.email)}&approved=true&limit=100`,
      { token: anon.idToken },
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.products.map((p) => p.id)).toContain(id);
    // Another member's My Submissions does not list it.
    const theirs = await api<MyProductsPage>('GET', '/api/products/mine?limit=100', {
      token: snoop.idToken,
    });
    expect(theirs.body.products.map((p) => p.id)).not.toContain(id);
  });

  it('tells its submitter of a like, by the liker’s name', async () => {
    const id = await anonymousProduct();
    const like = await api('POST', `/api/products/${id}/like`, { token: snoop.idToken, body: {} });
    expect(like.status).toBe(200);
    const [notice] = await noticesOf(anon.uid, 'LIKE');
    expect(notice).toMatchObject({ actor: { id: snoop.uid, displayName: snoop.name } });
  });

  it('stays anonymous when its member chooses a name later', async () => {
    const id = await anonymousProduct();
    const name = `Later${Date.now().toString(36)}`.slice(0, 30);
    const claim = await api('POST', '/api/users/displayname/claim', {
      token: anon.idToken,
      body: { name },
    });
    expect(claim.status).toBe(200);
    await afterTriggers(anon.uid);
    expect((await storedProduct(id)).submitter).toEqual({
      displayName: ANONYMOUS_NAME,
      badges: [],
    });
    const pages = await feedPagesUntil(id);
    expect(JSON.stringify(cardOf(pages, id))).not.toContain(name);
  });
});

describe('a named submission’s card copy', () => {
  it('follows the submitter’s new name and badges once the profile trigger ran', async () => {
    const id = await fixtureProduct({
      owner: { uid: named.uid, displayName: named.name },
      newest: true,
    });
    expect((await storedProduct(id)).submitter).toEqual({ displayName: named.name, badges: [] });

    const name = `Renamed${Date.now().toString(36)}`.slice(0, 30);
    const claim = await api('POST', '/api/users/displayname/claim', {
      token: named.idToken,
      body: { name },
    });
    expect(claim.status).toBe(200);
    await expect
      .poll(async () => (await storedProduct(id)).submitter, { timeout: 20_000, interval: 250 })
      .toEqual({ displayName: name, badges: [] });

    await adminDb.doc(paths.profile(named.uid)).update({ badges: ['first_submission'] });
    await expect
      .poll(async () => (await storedProduct(id)).submitter, { timeout: 20_000, interval: 250 })
      .toEqual({ displayName: name, badges: ['first_submission'] });

    const card = cardOf(await feedPagesUntil(id), id);
    expect(card?.suggestedBy).toEqual({ displayName: name, badges: ['first_submission'] });
    expect(JSON.stringify(card)).not.toContain(named.uid);
  });
});

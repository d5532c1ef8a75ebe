// The home feed in a real browser, checked against what Firestore holds (Admin SDK): two
// categories and three tags in "any" and "all" mode, the sorts, numbered pages forward and
// back with cursors in the URL, the fallback for a page without its cursor, focus={id} (on the
// page shown, on a later page, past the member's dislikes, outside the view), and opening a
// product (by slug, by id, unknown).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FEED_MESSAGES, productMatches, type FeedFilter } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';
import { signInThroughUi } from './support/browser';
import { useBrowser } from './support/suite';
import {
  PAGE_SIZE,
  approvedProducts,
  card,
  cardIds,
  chooseCategories,
  chooseTags,
  currentPage,
  expectedFeed,
  pageOf,
  passAgeGate,
  summary,
  toasts,
} from './support/feed';

const { withPage } = useBrowser();
let combo: { categories: string[]; tags: string[] };

/**
 * Two categories and three tags from the seed that give several pages in "any" mode and at
 * least one product in "all" mode (the seed is random but fixed; other suites may add more).
 */
async function pickCombo() {
  const products = await approvedProducts();
  const categories = [...new Set(products.flatMap((p) => p.categories))];
  let best: { categories: string[]; tags: string[]; score: number } | null = null;
  for (let i = 0; i < categories.length; i += 1) {
    for (let j = i + 1; j < categories.length; j += 1) {
      const cats = [categories[i] ?? '', categories[j] ?? ''];
      const inCats = products.filter((p) =>
        productMatches(p, { categories: cats, tags: [], tagMode: 'any' }),
      );
      const counts = new Map<string, number>();
      for (const p of inCats) for (const t of p.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
      const top = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([t]) => t);
      for (let a = 0; a < top.length; a += 1)
        for (let b = a + 1; b < top.length; b += 1)
          for (let c = b + 1; c < top.length; c += 1) {
            const tags = [top[a] ?? '', top[b] ?? '', top[c] ?? ''];
            const count = (mode: 'any' | 'all') =>
              inCats.filter((p) => productMatches(p, { categories: cats, tags, tagMode: mode }))
                .length;
            const all = count('all');
            const any = count('any');
            // Several pages in "any" mode; "all" must find something but fewer.
            if (all < 1 || all >= any || any <= PAGE_SIZE) continue;
            const score = Math.min(any, 3 * PAGE_SIZE) + Math.min(all, PAGE_SIZE) * 2;
            if (!best || score > best.score) best = { categories: cats, tags, score };
          }
    }
  }
  if (!best) throw new Error('no seeded combination of 2 categories and 3 tags fits the test');
  return { categories: best.categories, tags: best.tags };
}

beforeAll(async () => {
  combo = await pickCombo();
});

const feedFilter = (f: Partial<FeedFilter>): FeedFilter => ({
  categories: [],
  tags: [],
  tagMode: 'any',
  sort: 'latest',
  ...f,
});

/** Waits until the grid shows exactly these ids, in this order. */
async function expectCards(page: Page, ids: string[]) {
  await expect.poll(() => cardIds(page)).toEqual(ids);
}

/**
 * A new member who disliked `pick(feed)` of the unfiltered feed, signed in on a page: `work`
 * gets the page and the products they can see; the dislikes are undone after.
 */
async function withDislikes(
  prefix: string,
  pick: (feed: string[]) => string[],
  work: (page: Page, visible: string[], disliked: string[]) => Promise<void>,
) {
  const member = await newVerifiedMember(prefix);
  const all = await expectedFeed(feedFilter({}));
  const disliked = pick(all);
  const dislike = (id: string) =>
    api('POST', `/api/products/${id}/dislike`, { token: member.idToken });
  for (const id of disliked) expect((await dislike(id)).status).toBe(200);
  try {
    await withPage(async ({ page }) => {
      await signInThroughUi(page, member.email, 'secret-123');
      await work(
        page,
        all.filter((id) => !disliked.includes(id)),
        disliked,
      );
    });
  } finally {
    for (const id of disliked) await dislike(id);
  }
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('home feed filters', () => {
  it('filters by two categories and three tags, in "any" then "all" mode', async () => {
    // A first visit: the visitor passes the gate, then filters.
    await withPage({ ageGate: 'ask' }, async ({ context, page }) => {
      await page.goto('/');
      await passAgeGate(page);
      await chooseCategories(page, combo.categories);
      await page.waitForURL(
        (url) => url.searchParams.get('categories') === combo.categories.join(','),
      );
      await chooseTags(page, combo.tags);
      await page.waitForURL((url) => url.searchParams.get('tags') === combo.tags.join(','));
      expect(param(page, 'mode')).toBeNull();

      const any = await expectedFeed(feedFilter({ ...combo, tagMode: 'any' }));
      await expectCards(page, pageOf(any, 1));
      await expect.poll(() => summary(page).textContent()).toContain(`${any.length} video links`);

      // Every card shown carries one of the categories and one of the tags (any mode).
      const stored = new Map((await approvedProducts()).map((p) => [p.id, p]));
      for (const id of await cardIds(page)) {
        const p = stored.get(id);
        expect(p && productMatches(p, { ...combo, tagMode: 'any' }), id).toBe(true);
      }

      await page.getByRole('button', { name: 'All tags' }).click();
      await page.waitForURL((url) => url.searchParams.get('mode') === 'all');
      const all = await expectedFeed(feedFilter({ ...combo, tagMode: 'all' }));
      await expectCards(page, pageOf(all, 1));
      for (const id of await cardIds(page)) {
        const p = stored.get(id);
        expect(
          p?.categories.some((c) => combo.categories.includes(c)),
          id,
        ).toBe(true);
        for (const tag of combo.tags) expect(p?.tags, `${id} lacks ${tag}`).toContain(tag);
      }

      // The view is in the URL: a fresh tab shows the same cards; Back returns to "any".
      const shared = page.url();
      const other = await context.newPage();
      await other.goto(shared);
      // A new tab asks again (the answer is kept per tab), and its cards load after it.
      await passAgeGate(other);
      await expectCards(other, pageOf(all, 1));
      await other.close();
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('mode') === null);
      await expectCards(page, pageOf(any, 1));

      // Reset all clears everything.
      await page.getByRole('button', { name: 'Reset all' }).click();
      await page.waitForURL((url) => url.search === '');
      await expectCards(page, pageOf(await expectedFeed(feedFilter({})), 1));
    });
  }, 60_000);

  it('refuses a fourth category: the others are disabled with a hint', async () => {
    await withPage(async ({ page }) => {
      const names = [...new Set((await approvedProducts()).flatMap((p) => p.categories))].slice(
        0,
        4,
      );
      await page.goto(`/?categories=${names.slice(0, 3).map(encodeURIComponent).join(',')}`);
      await passAgeGate(page);
      await page.getByRole('button', { name: /^Categories \(3\)/ }).click();
      await page.getByText('You can choose up to 3 categories.', { exact: false }).waitFor();
      const fourth = page.getByRole('menuitemcheckbox', { name: names[3] ?? '', exact: true });
      expect(await fourth.getAttribute('aria-disabled')).toBe('true');
    });
  });
});

describe('home feed sorting and paging', () => {
  it('sorts by each order the menu offers', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      const orders: [FeedFilter['sort'], string][] = [
        ['mostLiked', 'Most liked'],
        ['topRated', 'Top rated'],
        ['mostCommented', 'Most commented'],
        ['mostFavored', 'Most favorited'],
        ['latest', 'Latest'],
      ];
      for (const [sort, label] of orders) {
        await page.getByRole('button', { name: /^Sort:/ }).click();
        await page.getByRole('menuitem', { name: label }).click();
        await page.waitForURL((url) => (url.searchParams.get('sort') ?? 'latest') === sort);
        await expectCards(page, pageOf(await expectedFeed(feedFilter({ sort })), 1));
        await page
          .getByRole('heading', {
            level: 2,
            name: sort === 'latest' ? 'Latest links' : label,
            exact: true,
          })
          .waitFor();
      }
    });
  }, 60_000);

  it('pages forward and back with cursors, to the last page and to the first', async () => {
    await withPage(async ({ page }) => {
      const ids = await expectedFeed(feedFilter({ sort: 'mostLiked' }));
      const pages = Math.ceil(ids.length / PAGE_SIZE);
      expect(pages).toBeGreaterThan(4);
      await page.goto('/?sort=mostLiked');
      await passAgeGate(page);
      await expectCards(page, pageOf(ids, 1));
      await expect.poll(() => currentPage(page).textContent()).toBe('1');
      await summary(page).getByText(`page 1 of ${pages}`).waitFor();

      const seen = new Set(await cardIds(page));
      for (const n of [2, 3]) {
        await page.getByRole('link', { name: 'Next page' }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === String(n));
        expect(param(page, 'after')).toMatch(/^\d+~[\w-]+$/);
        await expectCards(page, pageOf(ids, n));
        await expect.poll(() => currentPage(page).textContent()).toBe(String(n));
        for (const id of await cardIds(page)) {
          expect(seen.has(id), `${id} shown twice`).toBe(false);
          seen.add(id);
        }
      }

      await page.getByRole('link', { name: 'Previous page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(param(page, 'before')).toMatch(/^\d+~[\w-]+$/);
      await expectCards(page, pageOf(ids, 2));

      // The browser's Back button returns to page 3 (its cursor is in the URL).
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('page') === '3');
      await expectCards(page, pageOf(ids, 3));

      await page.getByRole('link', { name: 'Last page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === 'last');
      await expectCards(page, pageOf(ids, pages));
      await expect.poll(() => currentPage(page).textContent()).toBe(String(pages));
      expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

      await page.getByRole('link', { name: 'Previous page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === String(pages - 1));
      await expectCards(page, pageOf(ids, pages - 1));

      await page.getByRole('link', { name: 'First page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === null);
      await expectCards(page, pageOf(ids, 1));
      expect(param(page, 'sort')).toBe('mostLiked');
    });
  }, 60_000);

  it('leaves out more dislikes than a page holds: full pages, exact count, Prev and Last', async () => {
    await withDislikes(
      'browser-many-dislikes',
      (all) => [...all.slice(0, PAGE_SIZE + 1), all[all.length - 1] ?? ''],
      async (page, visible) => {
        const pages = Math.ceil(visible.length / PAGE_SIZE);
        await page.goto('/');
        await expectCards(page, pageOf(visible, 1));
        await summary(page)
          .getByText(`${visible.length} video links · page 1 of ${pages}`)
          .waitFor();
        for (const n of [2, 3]) {
          await page.getByRole('link', { name: 'Next page' }).click();
          await page.waitForURL((url) => url.searchParams.get('page') === String(n));
          await expectCards(page, pageOf(visible, n));
        }
        await page.getByRole('link', { name: 'Previous page' }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await expectCards(page, pageOf(visible, 2));
        await page.getByRole('link', { name: 'Last page' }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === 'last');
        await expectCards(page, pageOf(visible, pages));
      },
    );
  }, 60_000);

  it('falls back to page 1 when a numbered page has no cursor (history replaced)', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/?sort=topRated&page=4');
      await passAgeGate(page);
      await page.waitForURL((url) => url.searchParams.get('page') === null);
      expect(param(page, 'sort')).toBe('topRated');
      await expectCards(page, pageOf(await expectedFeed(feedFilter({ sort: 'topRated' })), 1));
      expect(await page.evaluate(() => window.history.length)).toBe(2);
    });
  });

  // How long the highlight lasts (3 s) is use-feed-focus.test.tsx's, on a fake clock.
  it('focus={id} scrolls to the card and highlights it', async () => {
    await withPage(async ({ page }) => {
      const ids = await expectedFeed(feedFilter({}));
      const target = ids[5] ?? '';
      await page.goto(`/?focus=${target}`);
      await passAgeGate(page);
      const focused = card(page, target);
      await expect.poll(() => focused.getAttribute('data-highlight')).toBe('on');
      expect(await focused.isVisible()).toBe(true);
    });
  });
});

describe('focus={id} beyond the page shown', () => {
  it('opens the page of the feed that holds the card', async () => {
    await withPage(async ({ page }) => {
      const ids = await expectedFeed(feedFilter({ sort: 'mostLiked' }));
      const target = ids[3 * PAGE_SIZE + 2] ?? '';
      await page.goto(`/?sort=mostLiked&focus=${target}`);
      await passAgeGate(page);
      await page.waitForURL((url) => url.searchParams.get('page') === '4');
      expect(param(page, 'focus')).toBe(target);
      expect(param(page, 'sort')).toBe('mostLiked');
      expect(param(page, 'after')).toMatch(/^\d+~[\w-]+$/);
      await expectCards(page, pageOf(ids, 4));
      await expect.poll(() => currentPage(page).textContent()).toBe('4');
      const focused = card(page, target);
      await expect.poll(() => focused.getAttribute('data-highlight')).toBe('on');
      expect(await focused.isVisible()).toBe(true);
      // The jump replaced the focus link: Back leaves Home's history as it found it.
      expect(await page.evaluate(() => window.history.length)).toBe(2);
    });
  });

  it('counts the member’s dislikes out when finding the page', async () => {
    await withDislikes(
      'browser-focus',
      (all) => [all[0] ?? '', all[1] ?? '', all[PAGE_SIZE + 2] ?? ''],
      async (page, visible, disliked) => {
        const target = visible[2 * PAGE_SIZE + 1] ?? '';
        await page.goto(`/?focus=${target}`);
        await page.waitForURL((url) => url.searchParams.get('page') === '3');
        await expectCards(page, pageOf(visible, 3));
        await expect.poll(() => card(page, target).getAttribute('data-highlight')).toBe('on');

        // A disliked product is never on Home: its focus link opens the product page.
        const slug = (await adminDb.doc(paths.product(disliked[0] ?? '')).get()).get('slug');
        await page.goto(`/?focus=${disliked[0]}`);
        await page.waitForURL((url) => url.pathname === `/products/${slug}`);
      },
    );
  }, 60_000);

  it('opens the product page, and says so, when the filter cannot show the card', async () => {
    await withPage(async ({ page }) => {
      const products = await approvedProducts();
      const [product] = products;
      const other = products
        .flatMap((p) => p.categories)
        .find((c) => !product?.categories.includes(c));
      if (!product || !other) throw new Error('the seed needs two categories');
      const slug = (await adminDb.doc(paths.product(product.id)).get()).get('slug');
      await page.goto(`/?categories=${encodeURIComponent(other)}&focus=${product.id}`);
      await passAgeGate(page);
      await page.waitForURL((url) => url.pathname === `/products/${slug}`);
      await toasts(page).getByText(FEED_MESSAGES.focusElsewhere).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });

  it('tells when the product is gone, and stays on Home', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/?focus=no-such-product');
      await passAgeGate(page);
      await toasts(page).getByText(FEED_MESSAGES.focusMissing).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
});

describe('product page', () => {
  it('opens a product from its card, by id (redirected to the slug), and 404s on unknown', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      const [firstId = ''] = await expectedFeed(feedFilter({}));
      const doc = await adminDb.doc(paths.product(firstId)).get();
      const title = doc.get('title') as string;
      const slug = doc.get('slug') as string;

      await card(page, firstId).getByRole('link', { name: title }).click();
      await page.waitForURL((url) => url.pathname === `/products/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // The head is applied by a lazily loaded module, just after the page renders.
      await expect.poll(() => page.title()).toBe(`${title} · xmates`.slice(0, 80));
      await page.getByRole('heading', { name: 'Comments' }).waitFor();

      await page.goto(`/products/${firstId}`);
      await page.waitForURL((url) => url.pathname === `/products/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      await page.goto('/products/no-such-video-link-here');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    });
  });
  // Issue 21: cards show the product's own copy of the submitter (no profile read by uid).
  it('shows the submitter’s name and badges from the product’s copy', async () => {
    const latest = await adminDb
      .collection(paths.products)
      .where('approved', '==', true)
      .orderBy('createdAt', 'desc')
      .limit(60)
      .get();
    const doc = latest.docs.find(
      (d) => ((d.get('submitter.badges') as string[] | undefined)?.length ?? 0) > 6,
    );
    if (!doc) throw new Error('The seed has no product of a member with more than 6 badges.');
    const { displayName, badges } = doc.get('submitter') as {
      displayName: string;
      badges: string[];
    };
    await withPage(async ({ page }) => {
      await page.goto(`/products/${doc.get('slug') as string}`);
      await passAgeGate(page);
      const product = card(page, doc.id);
      await product.getByText(`by ${displayName}`).waitFor();
      const list = product.getByRole('list', { name: 'Submitter badges' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(7);
      await list.getByRole('listitem', { name: `${badges.length - 6} more badges` }).waitFor();
    });
  });
});

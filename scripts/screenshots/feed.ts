// Screenshots of the home feed (plain, filtered, sorted by trending with the sort menu open,
// with the category and tag panels open), the 18+ gate (over Home and as its own page), the
// comments dialog and the product page, at phone and desktop widths. Called from all.ts; also
// runs alone: npm run with-emulators -- npx tsx scripts/screenshots/feed.ts
import type { Locator, Page } from 'playwright-core';
import { cards, postComment, postReply } from '@xmates/tests/browser/feed';
import { newestProducts, runsAlone, takeShots, type Shot } from './take-shots';

const settle = (page: Page) => page.waitForTimeout(500); // opening transitions, images

const feedReady = async (page: Page) => {
  await cards(page).first().waitFor();
  await settle(page);
};

/** Scrolls the feed's heading to the top, as a visitor does before using the filters. */
const toFeed = (page: Page) =>
  page.locator('#feed-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));

/** Scrolls to the feed and opens a filter panel, until `shown` (the panel's content) is up. */
const openFilter = (button: RegExp, shown: (page: Page) => Locator) => async (page: Page) => {
  await toFeed(page);
  await page.getByRole('button', { name: button }).click();
  await shown(page).waitFor();
  await settle(page);
};

/** The product the comments and product pictures use: the newest with several images. */
async function showcase(): Promise<{ id: string; slug: string }> {
  const newest = await newestProducts(12);
  const doc =
    newest.find((d) => (d.get('images') as unknown[]).length >= 3 && !d.get('isAdultsOnly')) ??
    newest[0];
  if (!doc) throw new Error('no products');
  return { id: doc.id, slug: doc.get('slug') as string };
}

/** A short conversation on the showcase product, posted once through the UI. */
async function converse(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Comments/ });
  const posted = dialog.getByText('The colour grading on this one is gorgeous', { exact: false });
  await dialog.getByRole('textbox', { name: 'Add a comment' }).waitFor();
  await page.waitForTimeout(600); // the thread's first page
  if (await posted.count()) return;
  await postComment(
    dialog,
    'The colour grading on this one is gorgeous, and the pacing never drags.',
  );
  const answered = await postComment(
    dialog,
    'Found it through the Couples filter. More like this, please!',
  );
  await postReply(answered, 'Agreed, the second half is the best part.');
}

let product: { id: string; slug: string };

const SHOTS: Shot[] = [
  { name: 'feed', path: '/', ready: feedReady },
  {
    name: 'feed-filtered',
    path: '/?categories=Couples,Romantic&tags=Tender,Candlelight,Real%20Couple&sort=mostLiked',
    ready: feedReady,
  },
  {
    // The trending sort with the sort menu open on its sixth order.
    name: 'feed-trending',
    path: '/?sort=trending',
    ready: feedReady,
    act: openFilter(/^Sort:/, (page) => page.getByRole('menuitem', { name: 'Trending this week' })),
  },
  {
    name: 'feed-categories',
    path: '/?categories=Couples,Romantic',
    ready: feedReady,
    act: openFilter(/^Categories/, (page) =>
      page.getByRole('menuitemcheckbox', { name: 'Couples', checked: true }),
    ),
  },
  {
    name: 'feed-tags',
    path: '/?categories=Couples,Romantic&tags=Tender,Candlelight',
    ready: feedReady,
    act: openFilter(/^Tags/, (page) =>
      page
        .getByRole('dialog', { name: 'Filter by tags' })
        .getByTestId('tag-groups')
        .getByRole('button')
        .first(),
    ),
  },
  {
    name: 'age-gate',
    path: '/',
    gate: true,
    ready: (page) => page.getByRole('button', { name: /I am 18 or older/ }).waitFor(),
    // Behind an unanswered gate the feed stays in its loading state: no card ever shows.
    act: settle,
  },
  {
    name: 'age-gate-page',
    path: '/age-gate?next=/',
    gate: true,
    ready: (page) => page.getByRole('heading', { name: 'Adults only' }).waitFor(),
  },
  {
    name: 'comments',
    path: '/',
    as: 'member',
    ready: feedReady,
    act: async (page) => {
      await toFeed(page);
      const showcased = page.locator(`article[data-product-id="${product.id}"]`);
      await showcased.getByRole('button', { name: /^Comments/ }).click();
      await converse(page);
      await settle(page);
    },
  },
  {
    name: 'product',
    path: () => Promise.resolve(`/products/${product.slug}`),
    as: 'member',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByRole('listitem', { name: /^Comment by/ })
        .first()
        .waitFor();
    },
  },
];

export async function takeFeedShots(): Promise<void> {
  product = await showcase();
  // Desktop first: the comments picture posts the conversation the others then show.
  await takeShots(SHOTS, { desktopFirst: true });
}

if (runsAlone(import.meta.url)) await takeFeedShots();

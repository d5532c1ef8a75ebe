// Screenshots of My Hub (with its display-name prompt showing a taken name's suggestions, and
// the tags and categories the member hides), a product page's "Hide #tag", the four member lists
// and the admin's Badges tab, at phone and desktop widths. Called from
// all.ts; also runs alone: npm run with-emulators -- npx tsx scripts/screenshots/hub.ts
import { COLLECTIONS, HIDDEN_MESSAGES, USER_MESSAGES } from '@xmates/domain';
import { adminDb } from '@xmates/tests/admin';
import { api } from '@xmates/tests/api';
import { signIn } from '@xmates/tests/auth';
import { DEMO } from '@xmates/tests/env';
import { adminShot, newestProducts, runsAlone, takeShots, type Shot } from './take-shots';

/** The demo member likes, favorites and dislikes a few products, so every list has cards. */
async function seedReactions(): Promise<void> {
  const { idToken } = await signIn(DEMO.member.email, DEMO.member.password);
  const ids = (await newestProducts(12)).map((d) => d.id);
  const plan: [string, 'like' | 'favorite' | 'dislike'][] = [
    ...ids.slice(0, 3).map((id): [string, 'like'] => [id, 'like']),
    ...ids.slice(3, 6).map((id): [string, 'favorite'] => [id, 'favorite']),
    ...ids.slice(6, 8).map((id): [string, 'dislike'] => [id, 'dislike']),
  ];
  const reactions = adminDb
    .collection(COLLECTIONS.users)
    .doc('demo-member')
    .collection(COLLECTIONS.reactions);
  for (const [id, action] of plan) {
    // Toggles: only react where the member has not already.
    const now: { liked?: boolean; favorite?: boolean; disliked?: boolean } =
      (await reactions.doc(id).get()).data() ?? {};
    const done =
      action === 'like' ? now.liked : action === 'favorite' ? now.favorite : now.disliked;
    if (!done) await api('POST', `/api/products/${id}/${action}`, { token: idToken });
  }
}

/**
 * The demo member hides two tags and a category of older products (and nothing again once the
 * pictures are taken, for the sets that follow).
 */
async function hideSome(hide: boolean): Promise<void> {
  const { idToken } = await signIn(DEMO.member.email, DEMO.member.password);
  const older = (await newestProducts(40)).slice(30);
  const tags = [...new Set(older.flatMap((d) => d.get('tags') as string[]))].slice(0, 2);
  const categories = (older[0]?.get('categories') as string[] | undefined)?.slice(0, 1) ?? [];
  await api('PUT', '/api/users/me/filters', {
    token: idToken,
    body: hide
      ? { hiddenTags: tags, hiddenCategories: categories }
      : { hiddenTags: [], hiddenCategories: [] },
  });
}

/** One of the member's product lists, ready once its first card shows. */
const list = (name: string, path: string): Shot => ({
  name: `lists-${name}`,
  path,
  as: 'member',
  ready: (page) => page.locator('article[data-product-id]').first().waitFor(),
});

const SHOTS: Shot[] = [
  {
    name: 'hub',
    path: '/profile',
    as: 'member',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'My Hub' }).waitFor();
      await page.getByRole('listitem', { name: 'Pioneer', exact: true }).waitFor();
      // The seeded donations made the member a supporter.
      await page.getByText(USER_MESSAGES.supporterThanks).waitFor();
      // A table on wider screens, a list of cards on phones.
      const submissions = { name: 'My submissions' };
      await page.getByRole('table', submissions).or(page.getByRole('list', submissions)).waitFor();
    },
  },
  {
    name: 'hub-name-taken',
    path: '/profile?setup=display-name&from=/submit',
    as: 'member',
    ready: (page) => page.getByRole('dialog', { name: 'Choose your display name' }).waitFor(),
    act: async (page) => {
      const prompt = page.getByRole('dialog', { name: 'Choose your display name' });
      await prompt.getByRole('textbox', { name: 'Display name' }).fill('nightowl');
      await prompt.getByRole('button', { name: 'Save name' }).click();
      await prompt.getByRole('list', { name: 'Available instead:' }).waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'hub-hidden',
    path: '/profile#hidden',
    as: 'member',
    ready: (page) => page.getByRole('heading', { name: HIDDEN_MESSAGES.title }).waitFor(),
    act: async (page) => {
      await page.getByRole('heading', { name: HIDDEN_MESSAGES.title }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'product-hide-tag',
    path: async () => `/products/${(await newestProducts(1))[0]?.get('slug') as string}`,
    as: 'member',
    ready: (page) =>
      page
        .getByRole('button', { name: /^Hide #/ })
        .first()
        .waitFor(),
  },
  list('favorites', '/favorites'),
  list('liked', '/liked-products'),
  list('disliked', '/disliked-products'),
  list('my-submissions', '/my-submissions'),
  adminShot('admin-badges', '/admin?tab=badges', (page) =>
    page.getByText('xmates_platinum_supporter').first().waitFor(),
  ),
];

export async function takeHubShots(): Promise<void> {
  await seedReactions();
  await hideSome(true);
  await takeShots(SHOTS);
  await hideSome(false);
}

if (runsAlone(import.meta.url)) await takeHubShots();

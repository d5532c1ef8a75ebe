// Page helpers for the feed's browser tests, and what Firestore says the feed should show
// (read with the Admin SDK, sorted the way the feed's query sorts).
import type { Locator, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { SORT_FIELDS, productMatches, type FeedFilter } from '@xmates/domain';
import { adminDb } from '../../support/admin';
import { paths } from '../../support/paths';

export const PAGE_SIZE = 6;

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications area' });

/** The cards of the grid, in order. */
export const cards = (page: Page) => page.locator('article[data-product-id]');

export const card = (page: Page, id: string) => page.locator(`article[data-product-id="${id}"]`);

export async function cardIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-product-id') ?? ''),
  );
}

/** Confirms 18+ if the gate is up (it covers Home for anyone who has not answered yet). */
export async function passAgeGate(page: Page): Promise<void> {
  const enter = page.getByRole('button', { name: /I am 18 or older/ });
  await Promise.race([enter.waitFor(), cards(page).first().waitFor()]);
  if (await enter.isVisible()) await enter.click();
  await enter.waitFor({ state: 'hidden' });
}

/** The "N video links · page x of y" line under the feed heading. */
export const summary = (page: Page) => page.locator('#feed-title + p');

export const currentPage = (page: Page) =>
  page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]');

/** The comments and replies of an open comments dialog (or product page) holding `text`. */
export const commentsWith = (scope: Locator, text: string) =>
  scope.getByRole('listitem', { name: /^Comment by/ }).filter({ hasText: text });

/** Opens a card's comments dialog; resolves with it once it shows. */
export async function openComments(page: Page, productId: string): Promise<Locator> {
  await card(page, productId)
    .getByRole('button', { name: /^Comments: / })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Comments/ });
  await dialog.waitFor();
  return dialog;
}

export async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Posts a comment in an open comments dialog; resolves with it once it shows. */
export async function postComment(dialog: Locator, text: string): Promise<Locator> {
  await dialog.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await dialog.getByRole('button', { name: 'Post comment' }).click();
  const comment = commentsWith(dialog, text);
  await comment.waitFor();
  return comment;
}

/** Replies to a comment through its own Reply form; resolves once the reply shows. */
export async function postReply(comment: Locator, text: string): Promise<void> {
  await comment.getByRole('button', { name: 'Reply', exact: true }).click();
  await comment.getByRole('textbox', { name: 'Your reply' }).fill(text);
  await comment.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await comment.getByText(text).waitFor();
}

export interface StoredCard {
  id: string;
  categories: string[];
  tags: string[];
  sortValue: number;
}

/** Every approved product with the given sort field as a number (dates as epoch ms). */
export async function approvedProducts(sort: FeedFilter['sort'] = 'latest'): Promise<StoredCard[]> {
  const field = SORT_FIELDS[sort];
  const snap = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .select('categories', 'tags', field)
    .get();
  return snap.docs.map((d) => {
    const raw: unknown = d.get(field);
    const sortValue =
      raw instanceof Timestamp ? raw.seconds * 1e3 + raw.nanoseconds / 1e6 : Number(raw ?? 0);
    const categories: string[] = d.get('categories') ?? [];
    const tags: string[] = d.get('tags') ?? [];
    return { id: d.id, categories, tags, sortValue };
  });
}

/** The ids the feed must list for a filter, in order (sort field desc, then id desc). */
export async function expectedFeed(filter: FeedFilter, exclude: string[] = []): Promise<string[]> {
  return (await approvedProducts(filter.sort))
    .filter((p) => productMatches(p, filter) && !exclude.includes(p.id))
    .sort((a, b) => b.sortValue - a.sortValue || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((p) => p.id);
}

/** Page n (1-based) of a list of ids. */
export const pageOf = (ids: string[], n: number) => ids.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);

/** A category button's menu item, a tag chip in the tag panel. */
export async function chooseCategories(page: Page, names: string[]): Promise<void> {
  await page.getByRole('button', { name: /^Categories/ }).click();
  for (const name of names) {
    await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name, exact: true, checked: true }).waitFor();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

export async function chooseTags(page: Page, tags: string[]): Promise<void> {
  await page.getByRole('button', { name: /^Tags/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter by tags' });
  const groups = panel.getByTestId('tag-groups');
  for (const tag of tags) {
    await panel.getByRole('textbox', { name: 'Search tags' }).fill(tag);
    const chip: Locator = groups.getByRole('button', { name: tag, exact: true });
    await chip.click();
    await groups.getByRole('button', { name: tag, exact: true, pressed: true }).waitFor();
  }
  await panel.getByRole('button', { name: /^Done/ }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** A member's reaction to a product, as stored (null when they never touched it). */
export async function storedReaction(uid: string, productId: string) {
  const snap = await adminDb.doc(paths.reaction(uid, productId)).get();
  return snap.exists ? (snap.data() ?? null) : null;
}

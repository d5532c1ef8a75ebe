// Moderation in a real browser: a member reports a broken link and a comment; the admin
// approves the link report (the card leaves Home), hides the comment (it disappears for the
// member) and shows it again, then adds and deletes a category and a tag; the log lists it all.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CARD_MESSAGES,
  CATALOGUE_MESSAGES,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  THREAD_MESSAGES,
} from '@xmates/domain';
import { postComment } from '../api/moderation-helpers';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { newVerifiedMember } from '../support/auth';
import { DEMO } from '../support/env';
import { openPage, signInStored } from './support/browser';
import { useBrowser } from './support/suite';
import {
  card,
  cardIds,
  closeDialog,
  commentsWith,
  openComments,
  passAgeGate,
} from './support/feed';

const { browser } = useBrowser(removeFixtures);

/** A row of an admin table (or phone card) holding `text`. */
const row = (page: Page, text: string) =>
  page.locator('[data-row-key]').filter({ has: page.getByText(text, { exact: true }) });

/** Toasts are found by their text: an open dialog hides the page from the a11y tree. */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

describe('moderation', () => {
  it('reports, the admin decides, and members see the outcome', async () => {
    const stamp = Date.now().toString(36);
    const [member, author] = await Promise.all([
      newVerifiedMember('browser-reporter'),
      newVerifiedMember('browser-author'),
    ]);
    const broken = await fixtureProduct({ newest: true });
    const talked = await fixtureProduct({ newest: true });
    const text = `This one skips at 2:10 (${stamp})`;
    expect((await postComment(talked, author.idToken, text)).status).toBe(201);

    const m = await openPage(browser());
    const a = await openPage(browser());
    try {
      // The member reports the link of one card and the comment under another.
      await signInStored(m.context, member.email, 'secret-123');
      await m.page.goto('/');
      await passAgeGate(m.page);
      await card(m.page, broken).getByRole('button', { name: 'Report Link' }).click();
      await toastText(m.page, CARD_MESSAGES.reported).waitFor();
      const dialog = await openComments(m.page, talked);
      const comment = commentsWith(dialog, text);
      await comment.getByRole('button', { name: 'Report', exact: true }).click();
      await toastText(m.page, THREAD_MESSAGES.reported).waitFor();
      await closeDialog(m.page, dialog);

      // The admin approves the link report: the product leaves Home.
      await signInStored(a.context, DEMO.admin.email, DEMO.admin.password);
      await a.page.goto('/admin?tab=reported-links');
      const flagged = row(a.page, `Fixture ${broken}`);
      await flagged.getByText('1 report').waitFor();
      await flagged.getByRole('button', { name: 'Approve report' }).click();
      await a.page
        .getByRole('dialog', { name: 'Approve the report?' })
        .getByRole('button', { name: 'Remove product' })
        .click();
      await toastText(a.page, MODERATION_MESSAGES.linkReportApproved).waitFor();
      await flagged.waitFor({ state: 'detached' });
      await m.page.reload();
      await card(m.page, talked).waitFor();
      expect(await cardIds(m.page)).not.toContain(broken);

      // The admin hides the comment: the member no longer sees it.
      await a.page.goto('/admin?tab=reported-comments');
      const reported = row(a.page, text);
      await reported.getByRole('button', { name: 'Hide' }).click();
      await toastText(a.page, MODERATION_MESSAGES.hidden('comment', true)).waitFor();
      await reported.waitFor({ state: 'detached' });
      await m.page.reload();
      const emptied = await openComments(m.page, talked);
      await emptied.getByText('No comments yet. Start the conversation!').waitFor();
      expect(await commentsWith(emptied, text).count()).toBe(0);
      await closeDialog(m.page, emptied);

      // ... and shows it again from the hidden list.
      await a.page.getByRole('button', { name: /^Hidden \(/ }).click();
      await row(a.page, text).getByRole('button', { name: 'Unhide' }).click();
      await toastText(a.page, MODERATION_MESSAGES.hidden('comment', false)).waitFor();
      await m.page.reload();
      const back = await openComments(m.page, talked);
      await commentsWith(back, text).waitFor();
      await closeDialog(m.page, back);

      // Categories and tags: add one of each, then delete it.
      await a.page.goto('/admin?tab=manage-categories-tags');
      for (const [kind, list] of [
        ['category', 'Categories'],
        ['tag', 'Tags'],
      ] as const) {
        const name = `Browser ${kind} ${stamp}`;
        await a.page.getByRole('button', { name: new RegExp(`^${list} \\(`) }).click();
        await a.page.getByRole('textbox', { name: `New ${kind}` }).fill(name);
        await a.page.getByRole('button', { name: `Add ${kind}` }).click();
        await toastText(a.page, CATALOGUE_MESSAGES[kind].added(name)).waitFor();
        // The same name in another case is refused with the API's words under the field.
        await a.page.getByRole('textbox', { name: `New ${kind}` }).fill(name.toUpperCase());
        await a.page.getByRole('button', { name: `Add ${kind}` }).click();
        await a.page.getByText(CATALOGUE_MESSAGES[kind].duplicate).waitFor();
        await a.page.getByRole('textbox', { name: `New ${kind}` }).fill('');

        // Newest names are not always on the first page: page until the row shows. Each page
        // is given a moment, since the list reloads after the add (a busy machine takes longer
        // than an immediate check would allow, and paging on would pass the row by).
        const named = row(a.page, name);
        const shown = () =>
          named.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          );
        for (let pages = 0; !(await shown()) && pages < 20; pages += 1) {
          await a.page.getByRole('button', { name: 'Next' }).click();
          await a.page.waitForTimeout(300);
        }
        await named.getByRole('button', { name: `Delete ${name}` }).click();
        await a.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await toastText(a.page, CATALOGUE_MESSAGES[kind].deleted(name)).waitFor();
        await named.waitFor({ state: 'detached' });
      }

      // The log lists what the admin did, newest first.
      await a.page.goto('/admin');
      await a.page.getByRole('link', { name: 'Moderation log' }).click();
      await a.page.getByRole('heading', { name: 'Moderation Log' }).waitFor();
      const first = a.page.locator('[data-row-key]').first();
      await first.getByText(MODERATION_ACTIONS['tag.delete']).waitFor();
      await a.page.getByText(MODERATION_ACTIONS['broken-link.approve']).first().waitFor();
      await a.page.getByText(MODERATION_ACTIONS['comment.unhide']).first().waitFor();
    } finally {
      await m.context.close();
      await a.context.close();
    }
  }, 120_000);
});

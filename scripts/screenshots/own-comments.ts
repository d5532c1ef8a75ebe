// Screenshots of the comments dialog as the demo member sees their own comments: one open for
// editing (Save and Cancel), and a tombstone ("Comment deleted") holding a reply, at phone and
// desktop widths (issue 26). Also runs alone:
// npm run with-emulators -- npx tsx scripts/screenshots/own-comments.ts
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import {
  COLLECTIONS,
  COMMENT_MESSAGES,
  ERASED_AUTHOR,
  type CommentDoc,
  type ReplyDoc,
} from '@xmates/domain';
import { adminAuth, adminDb } from '@xmates/tests/admin';
import { cards } from '@xmates/tests/browser/feed';
import { DEMO } from '@xmates/tests/env';
import { newestProducts, runsAlone, takeShots, type Shot } from './take-shots';

const MINUTE = 60_000;
const OWN_TEXT = 'Watched it twice: the last scene is the best part, the light is wonderful.';

/**
 * On the newest product: the demo member's edited comment, and a tombstone with another
 * member's reply (written once; the product's count moves by the two visible items).
 */
async function seedThread(): Promise<string> {
  const [product] = await newestProducts(1);
  if (!product) throw new Error('no products');
  const member = await adminAuth.getUserByEmail(DEMO.member.email);
  const comments = product.ref.collection(COLLECTIONS.comments);
  const own = comments.doc('shot-own-comment');
  if ((await own.get()).exists) return product.id;
  const now = Date.now();
  const at = (minutesAgo: number) => Timestamp.fromMillis(now - minutesAgo * MINUTE);
  const item = (minutesAgo: number): ReplyDoc<Timestamp> => ({
    text: OWN_TEXT,
    user: { id: member.uid, displayName: 'Demo Member' },
    createdAt: at(minutesAgo),
    hidden: false,
  });
  const former = { id: 'shot-former', displayName: 'Former Author' };
  const reply: ReplyDoc<Timestamp> = {
    ...item(60),
    text: 'Same here, I keep coming back to it.',
    user: { id: 'shot-nightowl', displayName: 'NightOwl' },
  };
  const batch = adminDb.batch();
  batch.set(own, { ...item(12), repliesCount: 0, editedAt: at(4) } satisfies CommentDoc<Timestamp>);
  // A comment with a reply, then deleted by its author as the API does: a tombstone.
  const gone = comments.doc('shot-deleted-comment');
  batch.set(gone, {
    ...item(90),
    text: 'Soon deleted',
    user: former,
    repliesCount: 1,
  } satisfies CommentDoc<Timestamp>);
  batch.set(gone.collection(COLLECTIONS.replies).doc('shot-reply'), reply);
  batch.update(product.ref, { commentsCount: FieldValue.increment(2) });
  await batch.commit();
  const tombstone: Partial<CommentDoc<Timestamp>> = {
    text: '',
    user: ERASED_AUTHOR,
    deleted: true,
    deletedAt: at(30),
  };
  await gone.update(tombstone);
  return product.id;
}

let productId = '';

/** Opens the seeded product's comments dialog from Home. */
async function openThread(page: Page) {
  await page
    .locator(`article[data-product-id="${productId}"]`)
    .getByRole('button', { name: /^Comments/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Comments/ });
  await dialog.getByText(COMMENT_MESSAGES.tombstone).waitFor();
  return dialog;
}

const settle = (page: Page) => page.waitForTimeout(500);

const SHOTS: Shot[] = [
  {
    name: 'own-comment-edit',
    path: '/',
    as: 'member',
    ready: (page) => cards(page).first().waitFor(),
    act: async (page) => {
      const dialog = await openThread(page);
      const own = dialog
        .getByRole('listitem', { name: /^Comment by/ })
        .filter({ hasText: OWN_TEXT });
      await own.getByRole('button', { name: 'Edit', exact: true }).click();
      await own.getByRole('textbox', { name: 'Edit your comment' }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'own-comment-tombstone',
    path: '/',
    as: 'member',
    ready: (page) => cards(page).first().waitFor(),
    act: async (page) => {
      const dialog = await openThread(page);
      await dialog.getByRole('listitem', { name: 'Deleted comment' }).scrollIntoViewIfNeeded();
      await settle(page);
    },
  },
];

export async function takeOwnCommentShots(): Promise<void> {
  productId = await seedThread();
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) await takeOwnCommentShots();

// Screenshots of what members control and share (issues 24 and 26): My Hub's "Your data" with
// the delete dialog open, the page after deleting an account, the submit form naming a listed
// link before sending, the submit form opened by the share target, and the admin's paged Badges
// tab, at phone and desktop widths. Also runs alone:
// npm run with-emulators -- npx tsx scripts/screenshots/member-control.ts
import { ACCOUNT_DELETED_TEXTS, COLLECTIONS, OWN_ACCOUNT_MESSAGES } from '@xmates/domain';
import { adminDb } from '@xmates/tests/admin';
import { adminShot, runsAlone, takeShots, type Shot } from './take-shots';

/** A listed product's outgoing link (members only; the seed's second product). */
async function listedLink(): Promise<string> {
  return String((await adminDb.doc(`${COLLECTIONS.watchLinks}/demo-p002`).get()).get('link'));
}

const SHARED_TEXT = 'Look at this one: https://videos.example/watch/shared-from-a-phone?t=42';

const SHOTS: Shot[] = [
  {
    name: 'hub-your-data',
    path: '/profile#your-data',
    as: 'member',
    ready: (page) => page.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.download }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.delete }).click();
      await page.getByRole('dialog', { name: OWN_ACCOUNT_MESSAGES.dialogTitle }).waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'account-deleted',
    path: '/account-deleted',
    ready: (page) => page.getByRole('heading', { name: ACCOUNT_DELETED_TEXTS.title }).waitFor(),
  },
  {
    name: 'submit-listed-link',
    path: '/submit',
    as: 'member',
    ready: (page) => page.getByLabel('Video link').waitFor(),
    act: async (page) => {
      await page.getByLabel('Video link').fill(await listedLink());
      await page.getByRole('status').filter({ hasText: 'Already on xmates:' }).waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'submit-shared-link',
    path: `/submit?${new URLSearchParams({ title: 'A video', text: SHARED_TEXT }).toString()}`,
    as: 'member',
    ready: (page) => page.getByLabel('Video link').waitFor(),
  },
  adminShot('admin-badges', '/admin?tab=badges'),
];

export async function takeMemberControlShots(): Promise<void> {
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) await takeMemberControlShots();

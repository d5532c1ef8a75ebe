// Screenshots of what members control and share (issues 24 and 26): My Hub's "Your data" with
// the delete dialog open, the page after deleting an account, the login page of a suspended
// member (their data and deleting the account still theirs), the submit form naming a listed
// link before sending, the submit form opened by the share target, and the admin's paged Badges
// tab, at phone and desktop widths. Also runs alone:
// npm run with-emulators -- npx tsx scripts/screenshots/member-control.ts
import { ACCOUNT_DELETED_TEXTS, COLLECTIONS, OWN_ACCOUNT_MESSAGES } from '@xmates/domain';
import { adminDb } from '@xmates/tests/admin';
import { newVerifiedMember } from '@xmates/tests/auth';
import { adminShot, runsAlone, takeShots, type Shot } from './take-shots';

/** A listed product's outgoing link (members only; the seed's second product). */
async function listedLink(): Promise<string> {
  return String((await adminDb.doc(`${COLLECTIONS.watchLinks}/demo-p002`).get()).get('link'));
}

/** A fresh member suspended for five days. */
async function suspendedMember() {
  const member = await newVerifiedMember('shot-suspended');
  const until = new Date(Date.now() + 5 * 86_400_000);
  await adminDb
    .doc(`${COLLECTIONS.suspensions}/${member.uid}`)
    .set({ until, at: new Date(), by: 'shot-admin' });
  return { email: member.email, password: 'secret-123' };
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
    // Signed in on this page, where a suspended member stays (the helper waits to leave it).
    name: 'login-suspended',
    path: '/login',
    ready: async (page) => {
      const { email, password } = await suspendedMember();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('heading', { name: OWN_ACCOUNT_MESSAGES.restrictedTitle }).waitFor();
    },
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

// Screenshots of /donate, /contact, the local test checkout, and the admin Donations and
// Contact Inbox tabs (and /admin/contacts) at phone and desktop widths, over the seeded
// donations and contact messages (scripts/seed/donations.ts and contact.ts). Called from
// all.ts; also runs alone: npm run with-emulators -- npx tsx scripts/screenshots/donations.ts
import type { CheckoutAnswer } from '@xmates/domain';
import { api } from '@xmates/tests/api';
import { signIn } from '@xmates/tests/auth';
import { DEMO } from '@xmates/tests/env';
import { adminShot, rowsReady, runsAlone, takeShots, type Shot } from './take-shots';

/** A fresh order of the demo member for the local test checkout page. */
async function localCheckoutPath(): Promise<string> {
  const { idToken } = await signIn(DEMO.member.email, DEMO.member.password);
  const res = await api<CheckoutAnswer>('POST', '/api/donate/checkout', {
    token: idToken,
    body: { amount: 2000, interval: 'month' },
  });
  return res.body.url;
}

const SHOTS: Shot[] = [
  {
    name: 'donate',
    path: '/donate',
    as: 'member',
    ready: (page) => page.getByRole('button', { name: /^Donate \$/ }).waitFor(),
  },
  {
    name: 'donate-visitor',
    path: '/donate',
    ready: (page) => page.getByRole('link', { name: 'Log in' }).last().waitFor(),
  },
  {
    name: 'donate-local-checkout',
    path: localCheckoutPath,
    as: 'member',
    ready: (page) => page.getByTestId('local-checkout-amount').waitFor(),
  },
  {
    name: 'contact',
    path: '/contact?reason=data-deletion',
    ready: (page) => page.getByRole('button', { name: 'Send message' }).waitFor(),
  },
  {
    name: 'contact-member',
    path: '/contact?topic=report-issue',
    as: 'member',
    ready: (page) => page.getByRole('button', { name: 'Send message' }).waitFor(),
  },
  adminShot('admin-donations', '/admin?tab=donations', (page) =>
    Promise.all([rowsReady(page), page.getByTestId('donation-stats').waitFor()]),
  ),
  adminShot('admin-contact-inbox', '/admin?tab=contact-inbox'),
  adminShot('admin-contacts', '/admin/contacts'),
];

export async function takeDonationShots(): Promise<void> {
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) await takeDonationShots();

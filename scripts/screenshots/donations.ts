// Screenshots of /donate, /contact, the local test checkout, and the admin Donations and
// Contact Inbox tabs (and /admin/contacts) at phone and desktop widths, after a few donations
// arrive as signed Stripe events and a few visitors write in. Called from all.ts; also runs
// alone: npm run with-emulators -- npx tsx scripts/screenshots/donations.ts
import type { Page } from 'playwright-core';
import { HCAPTCHA_TEST_TOKEN, type CheckoutAnswer } from '@xmates/domain';
import { api } from '@xmates/tests/api';
import { newVerifiedMember, signIn } from '@xmates/tests/auth';
import { DEMO } from '@xmates/tests/env';
import {
  deliver,
  recordedMonthly,
  recordedPaymentSession,
  refundedCharge,
  stripeEvent,
} from '@xmates/tests/stripe';
import { runsAlone, takeShots, type Shot } from './take-shots';

const DONORS = ['mia.hart@example.com', 'leo.park@example.net', 'ava.stone@example.org'];
const ONE_TIME = [2000, 5000, 1000, 500, 20000, 1500];
const MESSAGES = [
  [
    'Mia Hart',
    'mia.hart@example.com',
    'bug_report',
    'The player on the second page of Vintage keeps buffering and then shows a black screen.',
  ],
  [
    'Leo Park',
    'leo.park@example.net',
    'feature_request',
    'Could the feed remember my tag filters between visits? I set the same three every time.',
  ],
  [
    'Ava Stone',
    'ava.stone@example.org',
    'data_deletion',
    'Please delete my account and everything linked to it. I signed up with this address.',
  ],
  [
    'Sam Reed',
    'sam.reed@example.com',
    'compliment',
    'Love the site, the curation is excellent. Thanks to everyone who moderates!',
  ],
] as const;

const octet = () => 1 + Math.floor(Math.random() * 254);

async function arrange(): Promise<void> {
  const members = await Promise.all(DONORS.map(() => newVerifiedMember('shots-donor')));
  for (const [i, amount] of ONE_TIME.entries()) {
    const member = members[i % members.length];
    const email = DONORS[i % DONORS.length] ?? '';
    if (!member) continue;
    const session = await recordedPaymentSession({ uid: member.uid, amount, email, paid: i !== 3 });
    await deliver(stripeEvent('checkout.session.completed', session));
    if (i === 5) {
      const refund = refundedCharge(session.payment_intent, amount, true);
      await deliver(stripeEvent('charge.refunded', refund));
    }
  }
  for (const [i, member] of members.slice(0, 2).entries()) {
    const email = DONORS[i] ?? '';
    const monthly = await recordedMonthly({ uid: member.uid, amount: 1000 * (i + 1), email });
    await deliver(stripeEvent('checkout.session.completed', monthly.session));
    await deliver(stripeEvent('invoice.paid', monthly.invoice()));
  }
  const ip = `10.${octet()}.${octet()}.${octet()}`;
  for (const [name, email, type, message] of MESSAGES) {
    await api('POST', '/api/contact', {
      body: { name, email, type, message, hcaptchaToken: HCAPTCHA_TEST_TOKEN },
      headers: { 'x-forwarded-for': ip },
    });
  }
}

/** A fresh order of the demo member for the local test checkout page. */
async function localCheckoutPath(): Promise<string> {
  const { idToken } = await signIn(DEMO.member.email, DEMO.member.password);
  const res = await api<CheckoutAnswer>('POST', '/api/donate/checkout', {
    token: idToken,
    body: { amount: 2000, interval: 'month' },
  });
  return res.body.url;
}

const rowsReady = (page: Page) => page.locator('[data-row-key]').first().waitFor();

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
  {
    name: 'admin-donations',
    path: '/admin?tab=donations',
    as: 'admin',
    ready: async (page) => {
      await rowsReady(page);
      await page.getByTestId('donation-stats').waitFor();
    },
  },
  { name: 'admin-contact-inbox', path: '/admin?tab=contact-inbox', as: 'admin', ready: rowsReady },
  { name: 'admin-contacts', path: '/admin/contacts', as: 'admin', ready: rowsReady },
];

export async function takeDonationShots(): Promise<void> {
  await arrange();
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) {
  await takeDonationShots();
}

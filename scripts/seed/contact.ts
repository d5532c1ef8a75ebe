/**
 * The demo's contact messages, sent the way the contact form sends them (POST /api/contact with
 * the local test captcha: a member as their account, the visitor without one), then read or
 * answered by the admin in the Contact Inbox (PATCH /api/admin/contact/:id/status).
 */
import {
  COLLECTIONS,
  HCAPTCHA_TEST_TOKEN,
  type AdminContactPage,
  type ContactAnswer,
  type ContactReason,
  type ContactStatus,
  type ContactStatusAnswer,
} from '@xmates/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { accountByUid } from './accounts';
import { call, signedIn, visitor, type Caller } from './callers';

interface Letter {
  /** A demo account's uid, or the visitor's name and e-mail. */
  from: string | { name: string; email: string };
  type: ContactReason;
  message: string;
  /** Where the admin left it: two are still unread ('new'). */
  status: ContactStatus;
}

export const LETTERS: readonly Letter[] = [
  {
    from: 'demo-popcornpilot',
    type: 'account_help',
    message: 'I donated $30 by mistake, I meant $3. Could the $30 be refunded, please?',
    status: 'responded',
  },
  {
    from: 'demo-member',
    type: 'feature_request',
    message: 'Could My Hub show my monthly donation, and let me change its amount there?',
    status: 'read',
  },
  {
    from: 'demo-reelseeker',
    type: 'compliment',
    message: 'Love the curation here. Happy to keep chipping in every month!',
    status: 'read',
  },
  {
    from: 'demo-nightowl',
    type: 'bug_report',
    message:
      'A Vintage video keeps buffering and then shows a black screen; it plays at its source.',
    status: 'new',
  },
  {
    from: { name: 'Priya Nair', email: 'priya.nair@example.com' },
    type: 'collaborate',
    message: 'I run a small film club. Could we share our monthly watch list with your members?',
    status: 'new',
  },
];

const sender = (letter: Letter) => {
  if (typeof letter.from !== 'string') return letter.from;
  const { displayName, email } = accountByUid(letter.from);
  return { name: displayName, email };
};

/** Sends one letter; the admin then finds it by its sender's address and sets its status. */
async function send(letter: Letter, admin: Caller): Promise<void> {
  const { name, email } = sender(letter);
  const from =
    typeof letter.from === 'string' ? await signedIn(accountByUid(letter.from)) : visitor();
  const { type, message } = letter;
  const body = { name, email, type, message, hcaptchaToken: HCAPTCHA_TEST_TOKEN };
  await call<ContactAnswer>(from, 'POST', '/api/contact', body);
  if (letter.status === 'new') return;
  const q = encodeURIComponent(email);
  const found = await call<AdminContactPage>(admin, 'GET', `/api/admin/contact?q=${q}`);
  const id = found.items[0]?._id ?? '';
  const path = `/api/admin/contact/${id}/status`;
  await call<ContactStatusAnswer>(admin, 'PATCH', path, { status: letter.status });
}

/** Sends LETTERS unless an earlier run already did (a message from one of their senders exists). */
export async function tellContactMessages(db: Firestore): Promise<void> {
  const emails = LETTERS.map((l) => sender(l).email);
  const sent = db.collection(COLLECTIONS.contactMessages).where('email', 'in', emails).limit(1);
  if (!(await sent.get()).empty) return;
  const admin = await signedIn(accountByUid('demo-admin'));
  for (const letter of LETTERS) await send(letter, admin);
}

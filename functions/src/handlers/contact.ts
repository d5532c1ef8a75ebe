// POST /api/contact: every rule of the form again, the captcha verified, then one document.
// A filled honeypot answers the same thanks and stores nothing (a bot learns nothing). A
// signed-in sender writes as their account: the name and e-mail stored are the account's,
// whatever the body says, so no member files a request under someone else's address.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  CONTACT_MESSAGES,
  checkContact,
  contactNameOf,
  contactSearchKeys,
  type ContactAnswer,
  type ContactInput,
} from '@xmates/domain';
import { contactCollection } from '../db/contact';
import { userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { verifyCaptcha } from '../services/hcaptcha';

export interface ContactRequest {
  name?: string | null;
  email?: string | null;
  type?: string | null;
  message?: string | null;
  hcaptchaToken?: string | null;
  website?: string | null;
}

/** The form's rules as the API's 400 (the message and the field at fault). */
export function checkedContact(body: ContactRequest): ContactInput {
  const checked = checkContact(body);
  if (!checked.ok) throw new HttpError(400, checked.error, { field: checked.field });
  return checked.value;
}

/** The verified caller of a contact message; null for a visitor. */
export interface ContactAccount {
  uid: string;
  /** The token's e-mail; an account without one writes like a visitor. */
  email: string | null;
}

/** The body with a signed-in sender's name and e-mail replaced by the account's own. */
async function asAccount(body: ContactRequest, account: ContactAccount | null) {
  if (!account?.email) return body;
  const displayName = (await userRef(account.uid).get()).data()?.displayName ?? null;
  return { ...body, name: contactNameOf(displayName, account.email), email: account.email };
}

export async function sendContact(
  body: ContactRequest,
  sender: { account: ContactAccount | null; ip: string },
): Promise<ContactAnswer> {
  if (body.website?.trim()) {
    logger.info('contact.honeypot_dropped');
    return { message: CONTACT_MESSAGES.sent };
  }
  const input = checkedContact(await asAccount(body, sender.account));
  if (!(await verifyCaptcha(input.hcaptchaToken, sender.ip))) {
    throw new HttpError(400, CONTACT_MESSAGES.captchaFailed, { field: 'hcaptchaToken' });
  }
  const { name, email, type, message } = input;
  await contactCollection().add({
    name,
    email,
    type,
    message,
    status: 'new',
    createdAt: Timestamp.now(),
    uid: sender.account?.uid ?? null,
    searchKeys: contactSearchKeys({ name, email, message }),
  });
  return { message: CONTACT_MESSAGES.sent };
}

// POST /api/contact: every rule of the form again, the captcha verified, then one document.
// A filled honeypot answers the same thanks and stores nothing (a bot learns nothing).
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  CONTACT_MESSAGES,
  checkContact,
  contactSearchKeys,
  type ContactAnswer,
  type ContactInput,
} from '@xmates/domain';
import { contactCollection } from '../db/contact';
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

export async function sendContact(
  body: ContactRequest,
  sender: { uid: string | null; ip: string | undefined },
): Promise<ContactAnswer> {
  if (body.website?.trim()) {
    logger.info('contact.honeypot_dropped');
    return { message: CONTACT_MESSAGES.sent };
  }
  const input = checkedContact(body);
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
    uid: sender.uid,
    searchKeys: contactSearchKeys({ name, email, message }),
  });
  return { message: CONTACT_MESSAGES.sent };
}

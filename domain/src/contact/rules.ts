import { z } from 'zod';
import { isEmail } from '../auth/rules';
import { LIMITS } from '../core/constants';
import type { Checked } from '../core/requests';
import { CONTACT_MESSAGES } from './messages';
import { contactReason, type ContactReason } from './reasons';

/**
 * POST /api/contact. `website` is the hidden honeypot: people leave it empty, form-filling
 * bots do not. Types only: the rules are checkContact's.
 */
export const contactBody = z
  .object({
    name: z.string().nullish(),
    email: z.string().nullish(),
    type: z.string().nullish(),
    message: z.string().nullish(),
    hcaptchaToken: z.string().max(10_000).nullish(),
    website: z.string().max(1_000).nullish(),
  })
  .strict();

export interface ContactInput {
  name: string;
  email: string;
  type: ContactReason;
  message: string;
  hcaptchaToken: string;
}

/** The message counter: characters left, red under 50. */
export function messageCharsLeft(message: string): { left: number; low: boolean } {
  const left = LIMITS.contactMessageMax - message.length;
  return { left, low: left < 50 };
}

/** The contact form's rules, in the order the form reports them; the API runs them again. */
export function checkContact(input: {
  name?: string | null;
  email?: string | null;
  type?: string | null;
  message?: string | null;
  hcaptchaToken?: string | null;
}): Checked<ContactInput> {
  const name = input.name?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const message = input.message?.trim() ?? '';
  if (!name || !email || !message) {
    const field = !name ? 'name' : !email ? 'email' : 'message';
    return { ok: false, error: CONTACT_MESSAGES.required, field };
  }
  if (name.length > LIMITS.contactNameMax) {
    return { ok: false, error: CONTACT_MESSAGES.nameTooLong, field: 'name' };
  }
  if (email.length > LIMITS.contactEmailMax) {
    return { ok: false, error: CONTACT_MESSAGES.emailTooLong, field: 'email' };
  }
  if (!isEmail(email)) return { ok: false, error: CONTACT_MESSAGES.invalidEmail, field: 'email' };
  if (message.length > LIMITS.contactMessageMax) {
    return { ok: false, error: CONTACT_MESSAGES.messageTooLong, field: 'message' };
  }
  const hcaptchaToken = input.hcaptchaToken?.trim() ?? '';
  if (!hcaptchaToken) {
    return { ok: false, error: CONTACT_MESSAGES.captchaRequired, field: 'hcaptchaToken' };
  }
  return {
    ok: true,
    value: { name, email, type: contactReason(input.type), message, hcaptchaToken },
  };
}

/** A signed-in member's locked name: the display name, else the e-mail's part before the @. */
export function contactNameOf(displayName: string | null, email: string | null): string {
  return displayName?.trim() || (email ?? '').split('@')[0] || '';
}

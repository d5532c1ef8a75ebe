import { LIMITS } from '../core/constants';
import { NOTIFICATION_MESSAGES } from './messages';

/** A token's sign-in time counts whole seconds, so it may read up to 1 s before creation. */
const SIGN_IN_ROUNDING_MS = 1_000;

/**
 * A new account gets the welcome message when its sign-in happened within 120 s of its
 * creation (once per member: the API keeps it to one).
 */
export function welcomeDue(createdAtMs: number, signedInAtMs: number): boolean {
  const gap = signedInAtMs - createdAtMs;
  return gap >= -SIGN_IN_ROUNDING_MS && gap <= LIMITS.welcomeWindowMs;
}

/**
 * The texts the welcome message may carry: it comes from the site itself, so the server picks
 * it. A caller of POST /api/notifications/dm/welcome-self may name one of these (the spec's
 * `{text}`), never write its own.
 */
export const WELCOME_TEXTS: readonly string[] = [NOTIFICATION_MESSAGES.welcomeText];

/** Whether a request's `text` names one of the site's own welcome texts. */
export function isWelcomeText(text: string): boolean {
  return WELCOME_TEXTS.includes(text);
}

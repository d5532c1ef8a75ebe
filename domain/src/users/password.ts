import { LIMITS } from '../core/constants';
import { USER_MESSAGES } from './messages';

/** The change-password form: both passwords, a matching confirmation, at least 6 characters. */
export function passwordChangeError(current: string, next: string, confirm: string): string | null {
  if (!current || !next) return USER_MESSAGES.passwordRequired;
  if (next !== confirm) return USER_MESSAGES.passwordMismatch;
  if (next.length < LIMITS.passwordMin) return USER_MESSAGES.passwordTooShort;
  return null;
}

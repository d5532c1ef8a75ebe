import { LIMITS, PRODUCT } from '../core/constants';
import { USER_MESSAGES } from './messages';

/** Display name rules; admins may use the restricted words. Returns a message or null. */
export function displayNameError(raw: string, isAdmin: boolean): string | null {
  const name = raw.trim();
  if (!name) return USER_MESSAGES.displayNameRequired;
  if (name.length < LIMITS.displayNameMin || name.length > LIMITS.displayNameMax) {
    return USER_MESSAGES.displayNameLength;
  }
  const lower = name.toLowerCase();
  if (!isAdmin && (lower.includes('admin') || lower.includes(PRODUCT.name))) {
    return USER_MESSAGES.displayNameReserved;
  }
  return null;
}

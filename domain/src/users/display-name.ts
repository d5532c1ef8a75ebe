import { LIMITS, PRODUCT } from '../core/constants';
import { USER_MESSAGES } from './messages';

/**
 * The form a name is kept in: NFKC (full-width, circled, ligature and other compatibility
 * letters become the plain ones, so 'ａｄｍｉｎ' is 'admin'), trimmed, and with runs of spaces
 * made one (so 'Jordan  Lee' is not a second 'Jordan Lee').
 */
export function normaliseDisplayName(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}

/**
 * Characters a name may not hold, as Unicode classes them: controls (Cc), format characters
 * (Cf: zero-width space and joiners, bidi overrides and isolates, soft hyphen), surrogates and
 * private-use glyphs, line and paragraph separators, every other default-ignorable character
 * (variation selectors, Hangul fillers), the blank braille pattern, and any space but U+0020.
 */
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|(?! )\p{Zs}/u;

/**
 * Display name rules; admins may use the restricted words. Returns a message or null. These
 * are the cheap rules the SPA checks as the member types; the API also refuses look-alikes
 * of the restricted words (displayNameRefusal in name-claims.ts).
 */
export function displayNameError(raw: string, isAdmin: boolean): string | null {
  const name = normaliseDisplayName(raw);
  if (!name) return USER_MESSAGES.displayNameRequired;
  if (HIDDEN.test(name)) return USER_MESSAGES.displayNameHidden;
  if (name.length < LIMITS.displayNameMin || name.length > LIMITS.displayNameMax) {
    return USER_MESSAGES.displayNameLength;
  }
  const lower = name.toLowerCase();
  if (!isAdmin && (lower.includes('admin') || lower.includes(PRODUCT.name))) {
    return USER_MESSAGES.displayNameReserved;
  }
  if (/^__.*__$/.test(name)) return USER_MESSAGES.displayNameInvalid;
  return null;
}

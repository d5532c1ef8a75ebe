import { LIMITS, PRODUCT } from './constants';
import { MESSAGES } from './messages';

/** A simple a@b.c check, as the spec asks for contact and reset forms. */
export function isEmail(value: string): boolean {
  return (
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= LIMITS.contactEmailMax
  );
}

/** Sign-up form check; returns the spec's message for the first failing rule, or null. */
export function signupError(email: string, password: string, confirm: string): string | null {
  if (!isEmail(email)) return MESSAGES.invalidEmail;
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  if (password.length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  return null;
}

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Okay', 'Good', 'Strong'] as const;

/** Strength 0–4: one point each for length 8+, upper, lower, digit and symbol, capped at 4. */
export function passwordStrength(password: string): { score: number; label: string } {
  const points = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const score = Math.min(4, points);
  return { score, label: STRENGTH_LABELS[score] ?? STRENGTH_LABELS[0] };
}

/** Display name rules; admins may use the restricted words. Returns a message or null. */
export function displayNameError(raw: string, isAdmin: boolean): string | null {
  const name = raw.trim();
  if (!name) return MESSAGES.displayNameRequired;
  if (name.length < LIMITS.displayNameMin || name.length > LIMITS.displayNameMax) {
    return MESSAGES.displayNameLength;
  }
  const lower = name.toLowerCase();
  if (!isAdmin && (lower.includes('admin') || lower.includes(PRODUCT.name))) {
    return MESSAGES.displayNameReserved;
  }
  return null;
}

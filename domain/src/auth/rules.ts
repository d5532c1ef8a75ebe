import { LIMITS } from '../core/constants';
import { MESSAGES } from './messages';

/** A simple a@b.c check, the one the contact and reset forms ask for. */
export function isEmail(value: string): boolean {
  return (
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= LIMITS.contactEmailMax
  );
}

/** Sign-up form check; returns the message for the first failing rule, or null. */
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

import { LIMITS } from '../core/constants';

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

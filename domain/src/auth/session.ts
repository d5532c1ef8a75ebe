import { LIMITS } from '../core/constants';
import type { Role } from '../users/documents';

/** The session user the server returns from POST /api/auth/sync. */
export interface SessionUser {
  uid: string;
  id: string;
  _id: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  role: Role;
  createdAt: string | null;
  lastLoginAt: string | null;
}

/** Admin means isAdmin true or role equals admin. */
export function isAdminUser(
  user: Pick<SessionUser, 'isAdmin' | 'role'> | null | undefined,
): boolean {
  return Boolean(user && (user.isAdmin || user.role === 'admin'));
}

export type UnverifiedState = 'verified' | 'within-window' | 'expired';

/** Where an account stands against the 24-hour e-mail verification window. */
export function unverifiedState(
  emailVerified: boolean,
  createdAtMs: number,
  nowMs: number = Date.now(),
): UnverifiedState {
  if (emailVerified) return 'verified';
  return nowMs - createdAtMs > LIMITS.unverifiedWindowMs ? 'expired' : 'within-window';
}

/**
 * A member's stored documents. T is the writer's Timestamp type (Admin SDK or web SDK), so each
 * side reads the same shape with its own Timestamp.
 */
export type Role = 'admin' | 'member';

/** users/{uid}: private account data. Only the server writes it. */
export interface UserDoc<T = unknown> {
  uid: string;
  email: string | null;
  emailLower: string | null;
  displayName: string | null;
  displayNameLower: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providers: string[];
  role: Role;
  isAdmin: boolean;
  createdAt: T;
  updatedAt: T;
  lastLoginAt: T | null;
  loginCount: number;
  /** The member keeps their supporter badges off profiles/{uid} (My Hub still shows them). */
  hideSupporterBadges?: boolean;
  /** The badges held but kept off profiles/{uid} while hidden (see placeBadges). */
  hiddenBadges?: string[];
}

/** profiles/{uid}: what anyone may see of a member (cards show the submitter's badges). */
export interface ProfileDoc<T = unknown> {
  displayName: string | null;
  photoURL: string | null;
  badges: string[];
  createdAt: T;
}

/**
 * nameClaims/{displayNameKey(name)}: who holds a display name. Created and deleted only in
 * the transaction that changes the member's name, so two members can never hold names that
 * differ only in case. Server-only.
 */
export interface NameClaimDoc<T = unknown> {
  uid: string;
  name: string;
  claimedAt: T;
}

// /api/auth and /api/users: the session, the login metrics and clearing an unverified account.
// POST /api/auth/sync, GET /api/auth/me and GET /api/users/me answer SessionUser (auth/session.ts).

/** Why an account was not recycled: unknown, already verified, or signed in with Google. */
export type RecycleReason = 'not-found' | 'verified' | 'google';

/** POST /api/auth/recycle-unverified */
export interface RecycleAnswer {
  recycled: boolean;
  reason: RecycleReason | null;
  error: string | null;
}

/** POST /api/users/login-metrics/ping. The nudge the count would drive is off (showNudge false). */
export interface LoginMetricsAnswer {
  count: number;
  showNudge: boolean;
}

/** POST /api/users/login-metrics/mark-shown */
export interface MarkShownAnswer {
  ok: true;
}

/** GET /api/users/displayname/check?name= */
export interface NameCheckAnswer {
  available: boolean;
  /** A taken name: up to 6 display names nobody held when answered (as the claim's 409). */
  suggestions: string[];
}

/**
 * POST /api/users/displayname/claim. A taken name answers 409 `name-taken` with `suggestions`
 * in the error body (ApiErrorBody).
 */
export interface NameClaimAnswer {
  displayName: string;
}

/** POST /api/users/avatar */
export interface AvatarAnswer {
  photoURL: string;
}

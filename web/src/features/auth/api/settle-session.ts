// Turns an identity-provider report into session state (spec section 4): sync with the server,
// enforce the 24-hour verification window, and ping the login metrics.
import { MESSAGES, isAdminUser, unverifiedState, type SessionUser } from '@xmates/domain';
import { hasErrorCode } from '@/lib/api-client';
import { getAuthClient } from '@/lib/firebase';
import { signOutUser, tokenAgeVerified, type User } from '@/lib/identity';
import { rememberDisplayName } from '@/lib/profile-events';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { rememberSignInMethods } from '../utils/google-accounts';
import { pingLoginMetrics } from './login-metrics';
import { syncSession } from './sync-session';
import { welcomeIfNew } from './welcome';

export const AUTH_STATE_EVENT = 'authStateChanged';

function announce(): void {
  const { status, user } = useSessionStore.getState();
  window.dispatchEvent(new CustomEvent(AUTH_STATE_EVENT, { detail: { status, user } }));
}

/** Milliseconds since epoch of the account's creation; now when the provider does not say. */
export function accountCreatedAt(user: User): number {
  const created = Date.parse(user.metadata.creationTime ?? '');
  return Number.isNaN(created) ? Date.now() : created;
}

export function isExpiredUnverified(user: User): boolean {
  return unverifiedState(user.emailVerified, accountCreatedAt(user)) === 'expired';
}

/**
 * The API refused the account `uid` (suspended or banned): the member stays signed in at the
 * provider, seen as a visitor, and the login page offers what is still theirs (their data,
 * deleting the account, signing out) under `reason`. A refusal that arrives once that account
 * signed out changes nothing.
 */
export function holdSuspended(reason: string, uid: string): void {
  if (getAuthClient().currentUser?.uid !== uid) return;
  useSessionStore.getState().setSuspended(reason);
  announce();
}

/** Signs the member out without a word. */
export async function endSession(): Promise<void> {
  useSessionStore.getState().setSignedOut();
  announce();
  await signOutUser().catch(() => undefined);
}

/** Signs an unverified account out once its 24 hours are over, with the spec's message. */
export async function expire(message: string = MESSAGES.unverifiedExpired): Promise<void> {
  toast.error(message);
  await endSession();
}

/**
 * Settles the session for one report. `isCurrent` tells whether a newer report arrived
 * meanwhile; a stale result is dropped so quick sign-out/sign-in sequences stay consistent.
 */
export async function settleSession(fbUser: User | null, isCurrent: () => boolean): Promise<void> {
  const store = useSessionStore.getState();
  if (!fbUser) {
    store.setSignedOut();
    rememberDisplayName(null);
    announce();
    return;
  }
  if (isExpiredUnverified(fbUser)) {
    await expire(MESSAGES.unverifiedExpired);
    return;
  }
  store.setLoading(fbUser.uid);
  void rememberSignInMethods(fbUser);
  let user: SessionUser;
  try {
    user = await syncSession();
  } catch (err) {
    // A suspended or banned member: the refusal already held the session (onAccountRefused).
    if (hasErrorCode(err, 'account-suspended')) return;
    if (!isCurrent()) return;
    // The server refuses unverified accounts past the window (403): same outcome as above.
    if (hasErrorCode(err, 'account-expired')) {
      await expire(err.message || MESSAGES.unverifiedExpired);
      return;
    }
    store.setSignedOut(fbUser.uid); // sync failures are silent (spec section 8)
    announce();
    return;
  }
  const ageVerified = await tokenAgeVerified().catch(() => false);
  if (!isCurrent()) return;
  useSessionStore.getState().setAgeVerified(ageVerified);
  useSessionStore.getState().setSignedIn(user);
  rememberDisplayName(user.displayName);
  announce();
  if (!isAdminUser(user) && user.email) {
    pingLoginMetrics(fbUser.metadata.lastSignInTime).catch(() => undefined); // silent
  }
  welcomeIfNew(accountCreatedAt(fbUser), fbUser.metadata.lastSignInTime)?.catch(() => undefined);
}

/** After the user verified in another tab: refresh the token and re-sync the session. */
export async function resyncSession(): Promise<void> {
  try {
    const user = await syncSession();
    useSessionStore.getState().setAgeVerified(await tokenAgeVerified().catch(() => false));
    useSessionStore.getState().setSignedIn(user);
    announce();
  } catch {
    /* silent, as every sync failure */
  }
}

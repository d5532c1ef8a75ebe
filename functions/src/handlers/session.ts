// POST /api/auth/sync and the "me" reads: users/{uid} and profiles/{uid} follow the Auth user.
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  MESSAGES,
  displayNameKey,
  displayNameRefusal,
  legacyDisplayNameKey,
  normaliseDisplayName,
  type ProfileDoc,
  type SessionUser,
} from '@xmates/domain';
import { adminAuth, runTransaction } from '../db/firebase';
import { nameClaimRef, profileRef, userRef, type StoredUser } from '../db/users';
import { HttpError } from '../http/http-error';
import { toSessionUser } from '../views/session-user';

function providersOf(record: UserRecord, token: DecodedIdToken): string[] {
  const linked = record.providerData.map((p) => p.providerId);
  const all = linked.length > 0 ? linked : [token.firebase.sign_in_provider];
  return [...new Set(all)].sort();
}

/**
 * A name from the identity provider (e.g. a Google profile) is adopted only while the member
 * has none, and only if it passes the display-name rules; otherwise the SPA asks for one.
 */
function initialDisplayName(record: UserRecord, isAdmin: boolean): string | null {
  const name = normaliseDisplayName(record.displayName ?? '');
  return name && displayNameRefusal(name, isAdmin) === null ? name : null;
}

/**
 * An unverified account past its window never gets here: requireUser answers it 403. `isAdmin`
 * is the token's admin claim confirmed by the stored flag (middleware/auth.ts), which the
 * router reads.
 */
export async function syncUser(token: DecodedIdToken, isAdmin: boolean): Promise<SessionUser> {
  const record = await adminAuth().getUser(token.uid);
  const createdAtMs = new Date(record.metadata.creationTime).getTime();
  const now = Timestamp.now();
  // auth_time is when the member really signed in; the SPA syncs on every page load, so only
  // a newer auth_time counts as another login.
  const signedInAt = Timestamp.fromMillis(token.auth_time * 1000);

  const offered = initialDisplayName(record, isAdmin);
  const stored = await runTransaction(async (tx) => {
    const offeredKeys = offered ? [displayNameKey(offered), legacyDisplayNameKey(offered)] : [];
    const [userSnap, profileSnap, ...offeredClaims] = await Promise.all([
      tx.get(userRef(token.uid)),
      tx.get(profileRef(token.uid)),
      ...offeredKeys.map((key) => tx.get(nameClaimRef(key))),
    ]);
    const prev = userSnap.data();
    const newLogin = !prev?.lastLoginAt || prev.lastLoginAt.toMillis() < signedInAt.toMillis();
    // The provider's name is claimed like a chosen one; if another member holds it (or a name
    // that looks like it), none.
    const claimOffered =
      !prev?.displayName &&
      offered !== null &&
      offeredClaims.every((claim) => !claim.exists || claim.data()?.uid === token.uid);
    const displayName = prev?.displayName ?? (claimOffered ? offered : null);
    if (claimOffered && offered) {
      tx.set(nameClaimRef(displayNameKey(offered)), {
        uid: token.uid,
        name: offered,
        claimedAt: now,
      });
    }
    const email = record.email ?? null;
    const next: StoredUser = {
      ...prev,
      uid: token.uid,
      email,
      emailLower: email?.toLowerCase() ?? null,
      displayName,
      displayNameLower: displayName?.toLowerCase() ?? null,
      // Only an image that went through the site's upload pipeline (POST /api/users/me/avatar)
      // becomes a photo: never the identity provider's (a Google account's face on an
      // adults-only site) nor a URL an account wrote into Auth before its first sync.
      photoURL: prev?.photoURL ?? null,
      emailVerified: record.emailVerified,
      providers: providersOf(record, token),
      // The stored admin flag is written by `npm run admin-claim` only: a sync that began
      // before a revocation must not write it back (firestore.rules and the API need both
      // the flag and the token's claim).
      role: prev?.isAdmin === true ? 'admin' : 'member',
      isAdmin: prev?.isAdmin === true,
      createdAt: prev?.createdAt ?? Timestamp.fromMillis(createdAtMs),
      updatedAt: now,
      lastLoginAt: newLogin ? signedInAt : prev.lastLoginAt,
      loginCount: (prev?.loginCount ?? 0) + (newLogin ? 1 : 0),
    };
    const prevProfile = profileSnap.data();
    const profile: ProfileDoc<Timestamp> = {
      displayName: next.displayName,
      photoURL: next.photoURL,
      badges: prevProfile?.badges ?? [],
      createdAt: prevProfile?.createdAt ?? next.createdAt,
    };
    tx.set(userRef(token.uid), next);
    tx.set(profileRef(token.uid), profile, { merge: true });
    return next;
  });
  return toSessionUser(token.uid, stored, isAdmin);
}

/**
 * GET /api/auth/me and /api/users/me read what sync stored and never write: a GET with side
 * effects would be surprising, and the SPA always syncs first. A member who never synced
 * gets a 404 and signs in again.
 */
export async function readSessionUser(
  token: DecodedIdToken,
  isAdmin: boolean,
): Promise<SessionUser> {
  const snap = await userRef(token.uid).get();
  const doc = snap.data();
  if (!doc) throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
  return toSessionUser(token.uid, doc, isAdmin);
}

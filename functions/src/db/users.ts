// users/{uid} (private account data) and profiles/{uid} (what anyone may see of a member).
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  ANONYMOUS_NAME,
  COLLECTIONS,
  placeBadges,
  type NameClaimDoc,
  type ProfileDoc,
  type UserDoc,
} from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

/** users/{uid} as stored: the shared UserDoc plus the server-only login-metrics fields. */
export interface StoredUser extends UserDoc<Timestamp> {
  /** The last sign-in stamp the SPA sent with POST /api/users/login-metrics/ping. */
  loginStamp?: string | number | null;
  /** The login count at which the (currently disabled) nudge was last shown. */
  nudgeShownCount?: number;
}

export function usersCollection() {
  return typed<StoredUser>(db().collection(COLLECTIONS.users));
}

export function userRef(uid: string) {
  return usersCollection().doc(uid);
}

export function profileRef(uid: string) {
  return typed<ProfileDoc<Timestamp>>(db().collection(COLLECTIONS.profiles)).doc(uid);
}

/** The member's public name, or 'Anonymous' (one read of profiles/{uid}). */
export async function displayNameOf(uid: string): Promise<string> {
  const name = (await profileRef(uid).get()).data()?.displayName?.trim();
  return name || ANONYMOUS_NAME;
}

/**
 * The stored admin flag of users/{uid} (npm run admin-claim writes it with the claim): what an
 * admin claim needs beside it, here and in firestore.rules. No document: false.
 */
export async function storedAdminFlag(uid: string): Promise<boolean> {
  return (await userRef(uid).get()).data()?.isAdmin === true;
}

/** An aggregation: it never loads the user documents. */
export async function countUsers(): Promise<number> {
  return (await usersCollection().count().get()).data().count;
}

/** The member with this e-mail address (any case), reading no document fields. */
export async function uidForEmail(email: string): Promise<string | null> {
  const snap = await usersCollection()
    .where('emailLower', '==', email.trim().toLowerCase())
    .select()
    .limit(1)
    .get();
  return snap.docs[0]?.id ?? null;
}

export function nameClaimRef(key: string) {
  return typed<NameClaimDoc<Timestamp>>(db().collection(COLLECTIONS.nameClaims)).doc(key);
}

/** A member's two badge lists: public on profiles/{uid}, hidden ones on users/{uid}. */
export interface BadgeHolder {
  profile: ProfileDoc<Timestamp> | undefined;
  user: StoredUser | undefined;
}

/** Every badge the member holds, shown or hidden. */
export const heldBadges = ({ profile, user }: BadgeHolder): string[] => [
  ...(profile?.badges ?? []),
  ...(user?.hiddenBadges ?? []),
];

/** Both documents, read in the transaction that will write them with writeBadges. */
export async function readBadgeHolder(tx: Transaction, uid: string): Promise<BadgeHolder> {
  const [profile, user] = await Promise.all([tx.get(profileRef(uid)), tx.get(userRef(uid))]);
  return { profile: profile.data(), user: user.data() };
}

/**
 * Stores the badges a member holds: profiles/{uid} (which every card copies) gets those the
 * member shows, users/{uid} those hidden (the supporter tiers while the member hides them).
 * A member who never synced gets a profile with the badges (sync keeps them).
 */
export function writeBadges(
  tx: Transaction,
  uid: string,
  holder: BadgeHolder,
  held: string[],
  hideSupporter = holder.user?.hideSupporterBadges === true,
): void {
  const { shown, hidden } = placeBadges(held, hideSupporter);
  if (holder.profile) {
    tx.update(profileRef(uid), { badges: shown });
  } else {
    const fresh: ProfileDoc<Timestamp> = {
      displayName: null,
      photoURL: null,
      badges: shown,
      createdAt: Timestamp.now(),
    };
    tx.set(profileRef(uid), fresh);
  }
  const { user } = holder;
  const changed =
    user &&
    (hideSupporter !== (user.hideSupporterBadges === true) ||
      hidden.join() !== (user.hiddenBadges ?? []).join());
  if (changed)
    tx.update(userRef(uid), { hiddenBadges: hidden, hideSupporterBadges: hideSupporter });
}

/**
 * The demo accounts: fixed uids and e-mails (tests and the README refer to them), their Auth
 * users, users/{uid} and profiles/{uid} documents, and badges earned from seeded activity.
 */
import {
  COLLECTIONS,
  DEFAULT_BADGES,
  PRODUCT,
  badgeByKey,
  displayNameKey,
  nameKey,
  newlyEarned,
} from '@xmates/domain';
import type { BadgeMeasures, NameClaimDoc, ProfileDoc, UserDoc } from '@xmates/domain';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { SeedDoc } from './write';

export const DEMO_PASSWORD = 'xmates-demo';
const DAY = 86_400_000;

export interface DemoAccount {
  uid: string;
  email: string;
  displayName: string;
  admin: boolean;
  verified: boolean;
  joinedDaysAgo: number;
  loginCount: number;
  /** How many of the seeded products this member submitted (they sum to the product count). */
  productQuota: number;
  /** Badges for activity the seed does not model as documents (comments). */
  extraBadges: string[];
}

const badge = (suffix: string) => `${PRODUCT.key}_${suffix}`;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('demo-admin', 'admin', 'Site Admin', { admin: true, joinedDaysAgo: 240 }),
  account('demo-member', 'member', 'Demo Member', { productQuota: 11 }),
  account('demo-reelseeker', 'reelseeker', 'ReelSeeker', {
    productQuota: 24,
    joinedDaysAgo: 210,
    loginCount: 312,
    extraBadges: [badge('conversationalist')],
  }),
  account('demo-nightowl', 'nightowl', 'NightOwl', {
    productQuota: 14,
    extraBadges: [badge('conversationalist')],
  }),
  account('demo-velvetlens', 'velvetlens', 'VelvetLens', { productQuota: 10 }),
  account('demo-popcornpilot', 'popcornpilot', 'PopcornPilot', { productQuota: 8 }),
  account('demo-sunnysideup', 'sunnysideup', 'SunnySideUp', { productQuota: 5, joinedDaysAgo: 40 }),
  // Comments a lot, never submitted anything: shows a profile with a single non-submission badge.
  account('demo-indigodreamer', 'indigodreamer', 'IndigoDreamer', {
    extraBadges: [badge('conversationalist')],
  }),
  // Signed up just now and has not verified the address: demonstrates the 24 h warning.
  account('demo-fresh', 'fresh', 'FreshFace', { verified: false, joinedDaysAgo: 0, loginCount: 1 }),
];

function account(
  uid: string,
  local: string,
  displayName: string,
  extra: Partial<DemoAccount> = {},
): DemoAccount {
  return {
    uid,
    email: `${local}@xmates.test`,
    displayName,
    admin: false,
    verified: true,
    joinedDaysAgo: 150,
    loginCount: 40,
    productQuota: 0,
    extraBadges: [],
    ...extra,
  };
}

export function accountByUid(uid: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.uid === uid);
  if (!found) throw new Error(`No demo account ${uid}`);
  return found;
}

/** Creates (or, after a half-finished earlier run, updates) the Auth emulator users. */
export async function createAuthAccounts(auth: Auth): Promise<void> {
  await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => {
      const props = {
        email: a.email,
        password: DEMO_PASSWORD,
        displayName: a.displayName,
        emailVerified: a.verified,
      };
      try {
        await auth.createUser({ uid: a.uid, ...props });
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
        await auth.updateUser(a.uid, props);
      }
      if (a.admin) await auth.setCustomUserClaims(a.uid, { admin: true });
    }),
  );
}

/**
 * Badges a member has earned, in catalogue order: those the measures reach by the badge
 * trigger's own rule (newlyEarned over DEFAULT_BADGES, the definitions the seed stores), and
 * the extras.
 */
export function earnedBadges(measures: BadgeMeasures, extras: readonly string[]): string[] {
  for (const key of extras) if (!badgeByKey(key)) throw new Error(`Unknown badge ${key}`);
  const held = new Set([...extras, ...newlyEarned(DEFAULT_BADGES, measures, extras)]);
  return DEFAULT_BADGES.filter((b) => held.has(b.key)).map((b) => b.key);
}

/** users/{uid}, profiles/{uid} and the display name's claim of every demo account. */
export function accountDocs(nowMs: number, badgesByUid: ReadonlyMap<string, string[]>): SeedDoc[] {
  return DEMO_ACCOUNTS.flatMap((a, i) => {
    const createdAt = Timestamp.fromMillis(nowMs - a.joinedDaysAgo * DAY - i * 60_000);
    // Everyone but the brand-new account signed in within the last few days.
    const lastLoginAt = Timestamp.fromMillis(
      a.joinedDaysAgo === 0 ? nowMs : nowMs - (i + 1) * 7_200_000,
    );
    const user: UserDoc<Timestamp> = {
      uid: a.uid,
      email: a.email,
      emailLower: nameKey(a.email),
      displayName: a.displayName,
      displayNameLower: nameKey(a.displayName),
      photoURL: null,
      emailVerified: a.verified,
      providers: ['password'],
      role: a.admin ? 'admin' : 'member',
      isAdmin: a.admin,
      createdAt,
      updatedAt: lastLoginAt,
      lastLoginAt,
      loginCount: a.loginCount,
    };
    const profile: ProfileDoc<Timestamp> = {
      displayName: a.displayName,
      photoURL: null,
      badges: badgesByUid.get(a.uid) ?? [],
      createdAt,
    };
    // The name's claim, as the API writes it: nobody else may take a demo member's name.
    const claim: NameClaimDoc<Timestamp> = {
      uid: a.uid,
      name: a.displayName,
      claimedAt: createdAt,
    };
    return [
      { path: `${COLLECTIONS.users}/${a.uid}`, data: user },
      { path: `${COLLECTIONS.profiles}/${a.uid}`, data: profile },
      { path: `${COLLECTIONS.nameClaims}/${displayNameKey(a.displayName)}`, data: claim },
    ];
  });
}

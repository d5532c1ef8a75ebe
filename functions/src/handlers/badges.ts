// Badge definitions (badges/{key}, id = key) and the badges members hold (profiles/{uid}).
import { Timestamp } from 'firebase-admin/firestore';
import {
  BADGE_MESSAGES,
  DEFAULT_BADGES,
  MESSAGES,
  isDocumentId,
  type BadgeDefinition,
  type BadgeDefinitionView,
  type BadgeDefinitionsAnswer,
  type BadgePatch,
  type BadgeSeedAnswer,
  type BadgeUpdateAnswer,
  type BadgeView,
  type BadgeVisibilityAnswer,
  type MyBadgesAnswer,
  type UserBadgesAnswer,
} from '@xmates/domain';
import { badgeRef, badgesCollection } from '../db/badges';
import { isAlreadyExists, runTransaction } from '../db/firebase';
import { heldBadges, profileRef, readBadgeHolder, userRef, writeBadges } from '../db/users';
import { HttpError } from '../http/http-error';

const catalogueOrder = (key: string) => {
  const i = DEFAULT_BADGES.findIndex((b) => b.key === key);
  return i === -1 ? DEFAULT_BADGES.length : i;
};

function toDefinitionView(key: string, doc: BadgeDefinition): BadgeDefinitionView {
  return {
    _id: key,
    id: key,
    key,
    name: doc.name,
    description: doc.description,
    icon: doc.icon,
    category: doc.category,
    criteria: { type: doc.criteria.type, threshold: doc.criteria.threshold },
    isActive: doc.isActive,
  };
}

/** Every stored definition in catalogue order (the catalogue has ten: one read each). */
async function storedDefinitions(): Promise<BadgeDefinitionView[]> {
  const snap = await badgesCollection().get();
  return snap.docs
    .map((d) => toDefinitionView(d.id, d.data()))
    .sort((a, b) => catalogueOrder(a.key) - catalogueOrder(b.key) || a.key.localeCompare(b.key));
}

export async function listDefinitions(): Promise<BadgeDefinitionsAnswer> {
  return { items: await storedDefinitions() };
}

/** Creates each default definition that does not exist; existing ones (edited) stay as they are. */
export async function seedDefinitions(): Promise<BadgeSeedAnswer> {
  const results = await Promise.all(
    DEFAULT_BADGES.map(async (badge) => {
      try {
        await badgeRef(badge.key).create({ ...badge, updatedAt: Timestamp.now() });
        return true;
      } catch (err) {
        if (isAlreadyExists(err)) return false;
        throw err;
      }
    }),
  );
  const createdCount = results.filter(Boolean).length;
  return { createdCount, skippedCount: results.length - createdCount };
}

export async function updateDefinition(id: string, patch: BadgePatch): Promise<BadgeUpdateAnswer> {
  if (!isDocumentId(id)) throw new HttpError(404, BADGE_MESSAGES.notFound);
  const item = await runTransaction(async (tx) => {
    const ref = badgeRef(id);
    const current = (await tx.get(ref)).data();
    if (!current) throw new HttpError(404, BADGE_MESSAGES.notFound);
    const next: BadgeDefinition = {
      key: current.key,
      name: patch.name ?? current.name,
      description: patch.description ?? current.description,
      icon: patch.icon ?? current.icon,
      category: current.category,
      criteria: {
        type: patch.criteria?.type ?? current.criteria.type,
        threshold: patch.criteria?.threshold ?? current.criteria.threshold,
      },
      isActive: patch.isActive ?? current.isActive,
    };
    tx.update(ref, { ...next, updatedAt: Timestamp.now() });
    return toDefinitionView(id, next);
  });
  return { item };
}

/** Badge keys as the definitions describe them now (an admin's rename shows), catalogue order. */
async function badgeViews(held: readonly string[]): Promise<BadgeView[]> {
  const definitions = await storedDefinitions();
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  return held
    .map((key): BadgeView => {
      const d = byKey.get(key) ?? DEFAULT_BADGES.find((b) => b.key === key);
      return {
        _id: key,
        key,
        name: d?.name ?? key,
        description: d?.description ?? '',
        icon: d?.icon ?? '🏅',
        category: d?.category ?? 'other',
      };
    })
    .sort((a, b) => catalogueOrder(a.key) - catalogueOrder(b.key));
}

/**
 * The badges profiles/{uid} shows (a donor's hidden supporter badges are not among them);
 * a held key without a definition still shows, generically.
 */
export async function userBadges(userId: string): Promise<UserBadgesAnswer> {
  if (!isDocumentId(userId)) return { userId, badges: [] };
  const held = (await profileRef(userId).get()).data()?.badges ?? [];
  return { userId, badges: await badgeViews(held) };
}

/** GET /api/badges/me: every badge the member holds, hidden ones too, and the setting. */
export async function myBadges(uid: string): Promise<MyBadgesAnswer> {
  const [profile, user] = await Promise.all([profileRef(uid).get(), userRef(uid).get()]);
  const held = heldBadges({ profile: profile.data(), user: user.data() });
  return {
    userId: uid,
    badges: await badgeViews(held),
    hideSupporter: user.data()?.hideSupporterBadges === true,
  };
}

/**
 * PUT /api/badges/me/visibility: the member's supporter badges leave profiles/{uid} (and so
 * every card, which copies it) or come back to it.
 */
export async function setSupporterBadgesHidden(
  uid: string,
  hideSupporter: boolean,
): Promise<BadgeVisibilityAnswer> {
  await runTransaction(async (tx) => {
    const holder = await readBadgeHolder(tx, uid);
    if (!holder.user) {
      throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
    }
    writeBadges(tx, uid, holder, heldBadges(holder), hideSupporter);
  });
  return { hideSupporter };
}

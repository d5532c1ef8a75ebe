// users/{uid}/blocks/{blockedUid}: the members one member blocked (domain/src/users/blocks.ts).
// Server-only; read through the API and by the comment lists and the notices.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@xmates/domain';
import { typed, readAll } from './converter';
import { userRef } from './users';

export interface StoredBlock {
  at: Timestamp;
}

export const blocksOf = (uid: string) =>
  typed<StoredBlock>(userRef(uid).collection(COLLECTIONS.blocks));

export const blockRef = (uid: string, blocked: string) => blocksOf(uid).doc(blocked);

/** Newest block first, ties by id (the automatic single-field index on `at` serves it). */
export const newestBlocks = (uid: string) =>
  blocksOf(uid).orderBy('at', 'desc').orderBy('__name__', 'desc');

/**
 * Which of `uids` the viewer blocked: one read when they blocked nobody, else one per distinct
 * uid (a page's authors), however many members they blocked.
 */
export async function blockedAmong(viewer: string, uids: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(uids)].filter((uid) => uid !== '' && uid !== viewer);
  if (distinct.length === 0) return new Set();
  if ((await blocksOf(viewer).select().limit(1).get()).empty) return new Set();
  const snaps = await readAll(distinct.map((uid) => blockRef(viewer, uid)));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}

/** Whether `uid` blocked `other` (one read). */
export async function hasBlocked(uid: string, other: string): Promise<boolean> {
  return (await blockRef(uid, other).get()).exists;
}

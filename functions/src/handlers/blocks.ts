// A member's blocks: block (idempotent), unblock, and the list with the members' current names.
// Nobody but the blocker ever reads a block.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  BLOCK_LIMITS,
  BLOCK_MESSAGES,
  type BlockAnswer,
  type BlocksPage,
  type FeedCursor,
} from '@xmates/domain';
import { blockRef, blocksOf, newestBlocks } from '../db/blocks';
import { readAll } from '../db/converter';
import { pageAfter } from '../db/query';
import { profileRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { inTransaction } from '../lookups/products';

const memberNotFound = () => new HttpError(404, BLOCK_MESSAGES.memberNotFound);

/** The block of `target` by `uid` and whether `target` is a member, read in `tx`. */
async function readBlock(tx: Transaction, uid: string, target: string) {
  if (target === uid) throw new HttpError(400, BLOCK_MESSAGES.blockSelf);
  const [block, profile] = await Promise.all([
    tx.get(blockRef(uid, target)),
    tx.get(profileRef(target)),
  ]);
  return { blocked: block.exists, member: profile.exists };
}

export async function blockMember(uid: string, target: string): Promise<BlockAnswer> {
  await inTransaction(async (tx) => {
    const { blocked, member } = await readBlock(tx, uid, target);
    if (!member) throw memberNotFound();
    if (blocked) return;
    const held = (await tx.get(blocksOf(uid).count())).data().count;
    if (held >= BLOCK_LIMITS.maxBlocks) throw new HttpError(400, BLOCK_MESSAGES.tooMany);
    tx.create(blockRef(uid, target), { at: Timestamp.now() });
  });
  return { message: BLOCK_MESSAGES.blocked, blocked: true };
}

/** Idempotent; a member who no longer exists can still be unblocked. */
export async function unblockMember(uid: string, target: string): Promise<BlockAnswer> {
  await inTransaction(async (tx) => {
    const { blocked, member } = await readBlock(tx, uid, target);
    if (!blocked && !member) throw memberNotFound();
    if (blocked) tx.delete(blockRef(uid, target));
  });
  return { message: BLOCK_MESSAGES.unblocked, blocked: false };
}

/** A page of blocks, newest first, with each member's current name (2 reads a block). */
export async function listBlocks(uid: string, after: FeedCursor | null): Promise<BlocksPage> {
  const { docs, nextCursor } = await pageAfter(
    newestBlocks(uid),
    'at',
    after,
    BLOCK_LIMITS.pageSize,
  );
  const profiles = await readAll(docs.map((d) => profileRef(d.id)));
  return {
    blocks: docs.map((d, i) => ({
      uid: d.id,
      displayName: profiles[i]?.data()?.displayName?.trim() ?? '',
    })),
    nextCursor,
  };
}

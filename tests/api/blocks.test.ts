// Blocking a member (docs/moderation.md#blocking-a-member): PUT, DELETE and GET /api/blocks, the comment and reply lists without the blocked member's words for the
// blocker only (a comment that holds others' replies kept as a placeholder), no notices from
// them, admins' messages still delivered, and every refusal a 4xx that writes nothing.
import { describe, expect, it } from 'vitest';
import {
  BLOCK_LIMITS,
  BLOCK_MESSAGES,
  type BlockAnswer,
  type BlocksPage,
  type CommentsPage,
  type MemberExport,
  type RepliesPage,
} from '@xmates/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, countOf, existsAt } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedAdmin, syncedMember } from './link-helpers';
import { postComment, postReply } from './moderation-helpers';
import { afterTriggers, storedNotices } from './notification-helpers';
import { fixtureProduct } from './product-fixtures';

const { blocker, blockedMember, bystander, admin } = accountsBeforeAll({
  blocker: () => syncedMember('blocker'),
  blockedMember: () => syncedMember('blocked'),
  bystander: () => syncedMember('bystander'),
  admin: () => syncedAdmin('blocks-admin'),
});

const blocksPath = (uid: string) => `${paths.user(uid)}/blocks`;
const block = (uid: string, token?: string, body?: unknown) =>
  api<BlockAnswer>('PUT', `/api/blocks/${uid}`, { token, body });
const unblock = (uid: string, token?: string) =>
  api<BlockAnswer>('DELETE', `/api/blocks/${uid}`, { token });
const blocksOf = (token: string) => api<BlocksPage>('GET', '/api/blocks', { token });
const comments = (productId: string, token?: string) =>
  api<CommentsPage>('GET', `/api/products/${productId}/comments`, { token });

async function posted(answer: Promise<{ status: number; body: { id: string } }>) {
  const res = await answer;
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('PUT, DELETE and GET /api/blocks', () => {
  it('blocks (idempotent), lists with the current name, and unblocks (idempotent)', async () => {
    const target = await syncedMember('block-target');
    const claimed = await api('POST', '/api/users/displayname/claim', {
      token: target.idToken,
      body: { name: `Target ${Date.now().toString(36)}` },
    });
    expect(claimed.status).toBe(200);
    const first = await block(target.uid, blocker.idToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: BLOCK_MESSAGES.blocked, blocked: true });
    expect((await block(target.uid, blocker.idToken)).status).toBe(200);
    expect(await countOf(adminDb.collection(blocksPath(blocker.uid)))).toBeGreaterThanOrEqual(1);
    const listed = await blocksOf(blocker.idToken);
    expect(listed.status).toBe(200);
    expect(listed.body.blocks[0]).toEqual({
      uid: target.uid,
      displayName: expect.stringMatching(/^Target /),
    });

    // Nobody else learns of it: the blocked member's own list is theirs alone.
    expect((await blocksOf(target.idToken)).body.blocks).toEqual([]);
    // The blocker's data export holds it; the blocked member's does not.
    const exportOf = (token: string) => api<MemberExport>('GET', '/api/users/me/export', { token });
    expect((await exportOf(blocker.idToken)).body.blocks).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: target.uid })]),
    );
    expect((await exportOf(target.idToken)).body.blocks).toEqual([]);

    const undone = await unblock(target.uid, blocker.idToken);
    expect(undone.body).toEqual({ message: BLOCK_MESSAGES.unblocked, blocked: false });
    expect((await unblock(target.uid, blocker.idToken)).status).toBe(200);
    expect(await existsAt(`${blocksPath(blocker.uid)}/${target.uid}`)).toBe(false);
  });

  it('refuses yourself, an unknown member, a visitor, a body, and one past the limit, writing nothing', async () => {
    const before = await countOf(adminDb.collection(blocksPath(bystander.uid)));
    const cases: [Promise<{ status: number; body: { error?: string } }>, number, string?][] = [
      [block(bystander.uid, bystander.idToken), 400, BLOCK_MESSAGES.blockSelf],
      [block('no-such-member-0000', bystander.idToken), 404, BLOCK_MESSAGES.memberNotFound],
      [block('bad id!', bystander.idToken), 404, BLOCK_MESSAGES.memberNotFound],
      [unblock('no-such-member-0000', bystander.idToken), 404, BLOCK_MESSAGES.memberNotFound],
      [block(blocker.uid), 401],
      [blocksOf(''), 401],
      [block(blocker.uid, bystander.idToken, { reason: 'x' }), 400],
    ];
    for (const [answer, status, message] of cases) {
      const res = await answer;
      expect(res.status).toBe(status);
      expect(res.body.error).toEqual(message ?? expect.any(String));
    }
    expect(await countOf(adminDb.collection(blocksPath(bystander.uid)))).toBe(before);

    // At the limit (stored straight), one more is refused.
    const full = await newVerifiedMember('block-full');
    const at = Timestamp.now();
    for (let start = 0; start < BLOCK_LIMITS.maxBlocks; start += 500) {
      const batch = adminDb.batch();
      for (let i = start; i < Math.min(start + 500, BLOCK_LIMITS.maxBlocks); i += 1) {
        batch.set(adminDb.doc(`${blocksPath(full.uid)}/stored-${i}`), { at });
      }
      await batch.commit();
    }
    const past = await block(blocker.uid, full.idToken);
    expect(past.status).toBe(400);
    expect(past.body.error).toBe(BLOCK_MESSAGES.tooMany);
    expect(await existsAt(`${blocksPath(full.uid)}/${blocker.uid}`)).toBe(false);
  });
});

describe('what a block changes', () => {
  it('leaves the blocked member’s words out of the blocker’s lists only', async () => {
    const productId = await fixtureProduct({ title: 'Blocks fixture' });
    const alone = await posted(postComment(productId, blockedMember.idToken, 'Blocked, alone'));
    const held = await posted(
      postComment(productId, blockedMember.idToken, 'Blocked, with a reply'),
    );
    await posted(postReply(productId, held, bystander.idToken, 'A bystander answers'));
    const open = await posted(postComment(productId, bystander.idToken, 'A bystander writes'));
    await posted(postReply(productId, open, blockedMember.idToken, 'The blocked member answers'));
    expect((await block(blockedMember.uid, blocker.idToken)).status).toBe(200);

    const seen = await comments(productId, blocker.idToken);
    expect(seen.status).toBe(200);
    const byId = new Map(seen.body.comments.map((c) => [c.id, c]));
    expect(byId.has(alone)).toBe(false);
    expect(byId.get(held)).toMatchObject({
      blocked: true,
      text: '',
      user: { id: '', displayName: '' },
      replies: [{ text: 'A bystander answers' }],
    });
    expect(byId.get(open)?.replies).toEqual([]);
    const replies = await api<RepliesPage>(
      'GET',
      `/api/products/${productId}/comments/${open}/replies`,
      { token: blocker.idToken },
    );
    expect(replies.body.replies).toEqual([]);
    expect(JSON.stringify(seen.body)).not.toContain(blockedMember.uid);

    // A visitor and another member see every comment as it is.
    for (const token of [undefined, bystander.idToken]) {
      const all = (await comments(productId, token)).body.comments;
      expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([alone, held, open]));
      expect(all.every((c) => !c.blocked)).toBe(true);
    }

    expect((await unblock(blockedMember.uid, blocker.idToken)).status).toBe(200);
    const again = (await comments(productId, blocker.idToken)).body.comments.map((c) => c.id);
    expect(again).toEqual(expect.arrayContaining([alone, held, open]));
  });

  it('stops the blocked member’s notices, never an admin’s message', async () => {
    const productId = await fixtureProduct({
      title: 'Blocks notices fixture',
      owner: { uid: blocker.uid, displayName: null },
    });
    const mine = await posted(postComment(productId, blocker.idToken, 'My own comment'));
    expect((await block(blockedMember.uid, blocker.idToken)).status).toBe(200);
    expect((await block(admin.uid, blocker.idToken)).status).toBe(200);
    const likesBefore = (await storedNotices(blocker.uid, 'LIKE')).length;
    const repliesBefore = (await storedNotices(blocker.uid, 'REPLY')).length;
    const commentsBefore = (await storedNotices(blocker.uid, 'COMMENT')).length;

    await posted(postReply(productId, mine, blockedMember.idToken, 'A reply from the blocked'));
    await posted(postComment(productId, blockedMember.idToken, 'A comment from the blocked'));
    const liked = await api('POST', `/api/products/${productId}/like`, {
      token: blockedMember.idToken,
    });
    expect(liked.status).toBe(200);
    const message = await api('POST', `/api/admin/users/${blocker.uid}/message`, {
      token: admin.idToken,
      body: { message: 'A word from the moderators.' },
    });
    expect(message.status).toBe(201);
    await afterTriggers(blocker.uid);
    expect(await storedNotices(blocker.uid, 'LIKE')).toHaveLength(likesBefore);
    expect(await storedNotices(blocker.uid, 'REPLY')).toHaveLength(repliesBefore);
    expect(await storedNotices(blocker.uid, 'COMMENT')).toHaveLength(commentsBefore);
    const admins = await storedNotices(blocker.uid, 'ADMIN');
    expect(admins.map((n) => JSON.stringify(n))).toEqual(
      expect.arrayContaining([expect.stringContaining('A word from the moderators.')]),
    );
    await unblock(blockedMember.uid, blocker.idToken);
    await unblock(admin.uid, blocker.idToken);
  });
});

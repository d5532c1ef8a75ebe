/**
 * Blocking a member (Lemmy's and Mastodon's block): their comments and replies leave the
 * blocker's lists (a blocked comment that holds others' replies stays as a placeholder without
 * its words or author), and they no longer notify the blocker. Nobody else sees a block, the
 * blocked member least of all. Admins' messages always reach a member.
 *
 * users/{uid}/blocks/{blockedUid}: { at } (server-only), read through /api/blocks
 * (contracts/blocks.ts).
 */

export const BLOCK_LIMITS = {
  /** Members one member may block. */
  maxBlocks: 1_000,
  /** Blocks a page of GET /api/blocks lists. */
  pageSize: 50,
} as const;

export const BLOCK_MESSAGES = {
  blockSelf: 'You cannot block yourself.',
  memberNotFound: 'That member does not exist.',
  tooMany: `You can block at most ${BLOCK_LIMITS.maxBlocks} members. Unblock someone first.`,
  blocked: 'Blocked. You will no longer see their comments or hear from them.',
  unblocked: 'Unblocked.',
  blockFailed: 'Could not block this member. Try again.',
  unblockFailed: 'Could not unblock this member. Try again.',
  /** My Hub's section. */
  listTitle: 'Blocked members',
  listEmpty: 'You have not blocked anyone.',
  listLead:
    'Their comments and replies are hidden from you and they cannot notify you. They are never told.',
  unblock: 'Unblock',
  /** A blocked member who has since deleted their account. */
  deletedMember: 'A deleted member',
  /** What a blocked comment that holds others' replies shows instead of its words. */
  placeholder: 'Comment from a member you blocked',
  /** The action's label beside a comment, a reply or a notice. */
  action: (name: string) => `Block ${name}`,
} as const;

// The signed-in member's blocks (domain/src/users/blocks.ts). Under /api/blocks, not
// /api/users/me/blocks: a uid of ".." would collapse /api/users/me/blocks/.. into
// DELETE /api/users/me (URLs resolve dot segments before they are sent), which erases the account.

/** PUT and DELETE /api/blocks/{uid} */
export interface BlockAnswer {
  message: string;
  blocked: boolean;
}

export interface BlockedMember {
  uid: string;
  /** The member's current display name ('' when they have none). */
  displayName: string;
}

/** GET /api/blocks?after=: newest block first, BLOCK_LIMITS.pageSize a page. */
export interface BlocksPage {
  blocks: BlockedMember[];
  nextCursor: string | null;
}

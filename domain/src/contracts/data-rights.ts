/** POST /api/admin/users/{uid}/delete-data: what the deletion removed, changed and kept. */
export interface DeleteMemberDataAnswer {
  message: string;
  /** Documents (or files) removed, by kind; a re-run after a complete deletion counts zeros. */
  deleted: {
    account: number;
    submissions: number;
    comments: number;
    replies: number;
    reactions: number;
    reports: number;
    notifications: number;
    directMessageThreads: number;
    adminMessages: number;
    avatars: number;
    nameClaims: number;
    /** The members the account blocked. */
    blocks: number;
    /** Contact messages sent from the account or with its e-mail address. */
    contactMessages: number;
  };
  /** Moderation-log entries whose label quoted the member's name and words, now without. */
  logLabelsScrubbed: number;
  /** Published products kept in the library without the member's name. */
  productsKeptWithoutName: number;
  /** Donation records kept for the law, stripped of e-mail, account and customer. */
  donationsKeptAnonymous: number;
}

/** DELETE /api/users/me: the member deleted their own account (the admin's erasure's counts). */
export type DeleteOwnAccountAnswer = DeleteMemberDataAnswer;

/** A stored document in an export: its id and fields, times as ISO strings. */
export type ExportedDocument = { id: string } & Record<string, unknown>;

/**
 * GET /api/users/me/export: everything stored about the member, as one JSON file. Other
 * members appear only as they do in the member's own views (names on messages and notices).
 */
export interface MemberExport {
  exportedAt: string;
  account: ExportedDocument | null;
  profile: ExportedDocument | null;
  notificationSettings: ExportedDocument | null;
  /** The tags and categories the member hides (feed/hidden.ts). */
  hiddenFilters: ExportedDocument | null;
  ageCheck: ExportedDocument | null;
  submissions: ExportedDocument[];
  /** Comments and replies the member wrote, with the product (and comment) they are under. */
  comments: ExportedDocument[];
  replies: ExportedDocument[];
  /** Likes, dislikes, favorites and ratings, by product. */
  reactions: ExportedDocument[];
  notifications: ExportedDocument[];
  /** Conversations the member is part of, each with its messages. */
  directMessages: (ExportedDocument & { messages: ExportedDocument[] })[];
  donations: ExportedDocument[];
  /** Sent from the account, or signed out from its proven (verified) address. */
  contactMessages: ExportedDocument[];
  /** ADMIN notices received: the message and its time, never which admin sent it. */
  adminMessages: ExportedDocument[];
  uploads: ExportedDocument[];
  /**
   * Reports the member made: of comments and replies (which item, when), of broken links, and
   * of members while the report is open (the member by display name, the reason and details).
   */
  reports: ExportedDocument[];
  /** Age checks started (verified mode). */
  ageSessions: ExportedDocument[];
  /** Donation checkouts started. */
  checkoutSessions: ExportedDocument[];
  /** The display names the account holds. */
  nameClaims: ExportedDocument[];
  /** The members the member blocked: their uid (the id) and when. */
  blocks: ExportedDocument[];
}

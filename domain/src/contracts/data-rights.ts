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

/** Product identity, and the limits every topic checks against (the SPA and the API alike). */
export const PRODUCT = {
  name: 'xmates',
  key: 'xmates',
  tagline: 'smart sharing, smarter watching',
  supportEmail: 'support@xmates.app',
  minimumAge: 18,
} as const;

export const LIMITS = {
  feedPageSize: 6,
  feedRequestTimeoutMs: 10_000,
  maxFilterCategories: 3,
  maxFilterTags: 5,
  maxProductImages: 12,
  maxImageBytes: 3 * 1024 * 1024,
  /**
   * An upload no profile (avatar) or product uses is deleted once this long has passed since
   * it was made (uploads/uploads.ts); until then the form that made it can still use it.
   */
  unusedUploadGraceMs: 24 * 60 * 60_000,
  displayNameMin: 3,
  displayNameMax: 30,
  passwordMin: 6,
  cardActionThrottleMs: 3_000,
  ageGateValidityMs: 30 * 60_000,
  ageGateRecheckMs: 5 * 60_000,
  unverifiedWindowMs: 24 * 60 * 60_000,
  welcomeWindowMs: 120_000,
  unreadBadgeCap: 99,
  notificationPollMs: 30_000,
  notificationPageSize: 20,
  /** My Submissions: six cards a page, read from the API a hundred at a time. */
  mySubmissionsPageSize: 6,
  /** The largest page of a member's own lists (the feed's pages stay at most 24). */
  ownListMax: 100,
  /** Ids per PATCH /api/notifications/read (a page holds 20). */
  notificationMarkMax: 100,
  /** Newest messages GET /api/notifications/dm/thread/{id} answers. */
  dmThreadMessagesMax: 100,
  /** Users GET /api/admin/users/search answers, and the longest query it takes. */
  userSearchMax: 20,
  userSearchQueryMax: 100,
  /** The deepest page of a user search (each page reads up to page × 20 + 1 users a prefix). */
  userSearchPagesMax: 10,
  /** The toast area's notices close after toastMs (spec: 1500 ms in the toast area). */
  toastMs: 1_500,
  /**
   * Errors and prompts with an action close after toastLongMs (the spec's 5000 ms default
   * elsewhere): a message the reader must act on does not vanish before it is read.
   */
  toastLongMs: 5_000,
  /** DELETE /api/users/me needs a sign-in at most this old (re-authentication). */
  accountDeleteRecentLoginMs: 5 * 60_000,
  dmMaxLength: 1_000,
  /** Comments and replies: 1 to commentMax characters after trimming (our choice; issue 3). */
  commentMax: 1_000,
  /** The optional reason of a broken-link report. */
  reportReasonMax: 500,
  cardMaxTags: 8,
  cardMaxBadgeIcons: 6,
  adminPageSize: 20,
  adminNameMax: 40,
  adminContactSearchMax: 200,
  submitUrlMax: 2_048,
  /** Longer links are flagged by the link risk check: a long link hides where it leads. */
  linkRiskLengthMax: 200,
  submitTitleMax: 120,
  submitDescriptionMax: 2_048,
  submitTagsMax: 12,
  /**
   * A product keeps at most 8 tags (a card shows 8) and one category (the create form's): the
   * feed's filter keys grow with the subsets of a product's tags, and these bounds keep the
   * largest product within its index-entry budget (firestore-indexes/index-budget.test.ts).
   */
  productTagsMax: 8,
  productCategoriesMax: 1,
  submitTagLengthMax: 128,
  submitSuggestedCategoryMax: 64,
  contactNameMax: 80,
  contactEmailMax: 254,
  contactMessageMax: 1_000,
  /** Search (domain/src/search): the query's characters and words, and a word's indexed length. */
  searchQueryMax: 100,
  searchWordsMax: 6,
  searchWordLengthMax: 24,
  /** A product's search tokens (word prefixes); the index-entry budget test holds the worst case. */
  searchTokensMax: 500,
  /** The most candidates one search ranks (read most liked first); more marks the answer capped. */
  searchScanMax: 300,
  donationMinAud: 2,
  donationMaxAud: 5_000,
} as const;

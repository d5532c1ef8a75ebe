/**
 * Every Firestore collection and subcollection name, written once for the rules tests, the API,
 * the seed and the SPA. firestore.rules grants access path by path; a collection it does not
 * match is server-only (the default deny).
 */
export const COLLECTIONS = {
  /** users/{uid}: private account documents (owner and admins). */
  users: 'users',
  /** users/{uid}/reactions/{productId}: a member's reaction to one product (owner only). */
  reactions: 'reactions',
  /** profiles/{uid}: the public face of a member. */
  profiles: 'profiles',
  /** Server-only: users/{uid}/blocks/{blockedUid}, the members one member blocked. */
  blocks: 'blocks',
  products: 'products',
  /** products/{id}/comments/{cid} and products/{id}/comments/{cid}/replies/{rid}. */
  comments: 'comments',
  replies: 'replies',
  /** commentReports/{reportId}/reports/{uid}: members' reports of a comment or reply. */
  reports: 'reports',
  /**
   * Server-only: commentReports/{reportId}, a reported comment's or reply's report state (the
   * moderation queue), its reports beneath it (reportId: moderation/reported-items.ts).
   */
  commentReports: 'commentReports',
  /**
   * Server-only: reportedMembers/{uid}, a member's open reports added up (the admins' Reported
   * members list), each report beneath it, reportedMembers/{uid}/memberReports/{reporterUid}.
   */
  reportedMembers: 'reportedMembers',
  memberReports: 'memberReports',
  /**
   * Server-only: suspensions/{uid}, a member's suspension (its end) or ban; the API and the
   * rules (verifiedMember()) refuse the member's privileges while it holds.
   */
  suspensions: 'suspensions',
  /** Server-only: erasures/{uid}, a member's erasure under way (data-rights/retention.ts). */
  erasures: 'erasures',
  /** products/{id}/linkReports/{uid}: broken-link reports. */
  linkReports: 'linkReports',
  /** watchLinks/{productId}: a product's outgoing link, readable by signed-in members only. */
  watchLinks: 'watchLinks',
  /** Server-only: linkChecks/{productId}, the link checker's last check of a product's link. */
  linkChecks: 'linkChecks',
  /**
   * Server-only: linkHosts/{host}, each video host's gate for the link checker's queue (its
   * checks in flight, its last start and its line of reserved slots; link-health/hosts.ts).
   */
  linkHosts: 'linkHosts',
  /**
   * Server-only: productTrends/{productId}, a product's likes of the last 7 days in hourly
   * buckets (feed/trending.ts); the trending refresh writes their sum on the product.
   */
  productTrends: 'productTrends',
  /**
   * Server-only: rollUpsDue/{productId}, a product whose roll-up could not be queued after its
   * reactions changed (shared/roll-up.ts); the roll-up repair runs it (jobs/roll-up-repair.ts).
   */
  rollUpsDue: 'rollUpsDue',
  submissions: 'submissions',
  categories: 'categories',
  tags: 'tags',
  /** badges/{key}: badge definitions (anyone reads; admins edit through the API). */
  badges: 'badges',
  /** Server-only: nameClaims/{displayNameKey}, who holds a display name (any case). */
  nameClaims: 'nameClaims',
  /** Server-only: donationTotals/{uid}, a member's paid donations added up (supporter badges). */
  donationTotals: 'donationTotals',
  /** users/{uid}/notifications/{id}: a member's notices (the recipient reads; functions write). */
  notifications: 'notifications',
  /** hiddenFilters/{uid}: the tags and categories a member hides (the owner reads). */
  hiddenFilters: 'hiddenFilters',
  /** notificationSettings/{uid}: a member's notification switches (the owner reads). */
  notificationSettings: 'notificationSettings',
  /** Server-only: dmThreads/{threadId} and dmThreads/{threadId}/messages/{id}. */
  dmThreads: 'dmThreads',
  messages: 'messages',
  /** Server-only: adminMessages/{id}, the ADMIN notices admins sent. */
  adminMessages: 'adminMessages',
  /** Server-only: productLinks/{productLinkDocId} and productSlugs/{slug}, a product's claims. */
  productLinks: 'productLinks',
  productSlugs: 'productSlugs',
  /** Server-only: productOwners/{productId}, who submitted a product (its uid). */
  productOwners: 'productOwners',
  /** Server-only: uploads/{public_id}, one processed image and who may use it. */
  uploads: 'uploads',
  /** Server-only: the API's fixed-window rate-limit counters. */
  rateLimits: 'rateLimits',
  /**
   * Server-only: ceilings/{budget}_{minute}/shards/{k}, the visitors' calls of one budget in one
   * minute over every instance.
   */
  ceilings: 'ceilings',
  /** Server-only: moderationLog/{id}, one entry per admin action; admins read it through the API. */
  moderationLog: 'moderationLog',
  /**
   * Server-only: publicModerationLog/{id}, the public log's entry of a moderation act, naming
   * nobody; everyone reads it through GET /api/moderation-log.
   */
  publicModerationLog: 'publicModerationLog',
  /** Server-only: donations/{id}, one payment each (webhook-written; admins read via the API). */
  donations: 'donations',
  /** Server-only: donationSubscriptions/{subscriptionId}, a monthly donation's subscription. */
  donationSubscriptions: 'donationSubscriptions',
  /** Server-only: stripeEvents/{eventId}, the webhook events already handled. */
  stripeEvents: 'stripeEvents',
  /**
   * Server-only: checkoutSessions/{sessionId}, each Checkout session this app's checkout
   * created (the webhook credits no other).
   */
  checkoutSessions: 'checkoutSessions',
  /** Server-only, emulator only: localCheckouts/{sessionId}, the local test checkout's orders. */
  localCheckouts: 'localCheckouts',
  /** Server-only: ageRecords/{uid}, the outcome of a member's age check (no date of birth). */
  ageRecords: 'ageRecords',
  /** Server-only: ageSessions/{sessionId}, each age verification session this app started. */
  ageSessions: 'ageSessions',
  /** Server-only, emulator only: localVerifications/{sessionId}, the local test verification. */
  localVerifications: 'localVerifications',
  /**
   * adultImages/{productId}: in verified mode, an adults-only product's images (members whose
   * token says age: 'verified', and admins).
   */
  adultImages: 'adultImages',
  /**
   * siteSettings/ageAssurance: the site's age assurance mode ({mode}), the one source the rules,
   * the API and the SPA read; a missing document or an unknown mode refuses adults-only data.
   * Server-only to write: `npm run age-mode` sets it with the data's move, the seed to the default.
   */
  siteSettings: 'siteSettings',
  /** Server-only: contactMessages/{id}, the contact form's messages (admins via the API). */
  contactMessages: 'contactMessages',
  /** Server-only: bookkeeping of the seed and the generated catalogue. */
  meta: 'meta',
} as const;

// The Firestore paths the suites arrange and inspect, built from COLLECTIONS: a document's path
// by its singular name (paths.product(id)), a collection's by its plural (paths.products, or
// paths.comments(productId) under a document). The API, script and browser suites pass them to
// the Admin SDK (adminDb.doc(paths.product(id))), the rules suite to the client SDK
// (doc(db, paths.product(id))) and to seedDocs.
import { AGE_ASSURANCE_SETTING, COLLECTIONS as C } from '@xmates/domain';

const under = (parent: string, ...parts: string[]) => [parent, ...parts].join('/');
/** The builder of a top-level collection's document paths: docIn(C.tags)(id) is tags/{id}. */
const docIn = (collection: string) => (id: string) => under(collection, id);

const product = docIn(C.products);
const comment = (productId: string, commentId: string) =>
  under(product(productId), C.comments, commentId);
const reply = (productId: string, commentId: string, replyId: string) =>
  under(comment(productId, commentId), C.replies, replyId);
const user = docIn(C.users);
const dmThread = docIn(C.dmThreads);

export const paths = {
  users: C.users,
  user,
  reactions: (uid: string) => under(user(uid), C.reactions),
  reaction: (uid: string, productId: string) => under(user(uid), C.reactions, productId),
  notifications: (uid: string) => under(user(uid), C.notifications),
  notification: (uid: string, id: string) => under(user(uid), C.notifications, id),
  notificationSettingsOf: docIn(C.notificationSettings),
  hiddenFiltersOf: docIn(C.hiddenFilters),
  profiles: C.profiles,
  profile: docIn(C.profiles),
  nameClaims: C.nameClaims,
  nameClaim: docIn(C.nameClaims),

  products: C.products,
  product,
  watchLinks: C.watchLinks,
  watchLink: docIn(C.watchLinks),
  adultImages: C.adultImages,
  adultImagesOf: docIn(C.adultImages),
  /** siteSettings/ageAssurance: the mode the rules apply to outgoing links. */
  ageAssuranceSetting: `${C.siteSettings}/${AGE_ASSURANCE_SETTING}`,
  productOwners: C.productOwners,
  productOwner: docIn(C.productOwners),
  productLink: docIn(C.productLinks),
  productSlug: docIn(C.productSlugs),
  linkChecks: C.linkChecks,
  linkCheck: docIn(C.linkChecks),
  linkHost: docIn(C.linkHosts),
  productTrends: C.productTrends,
  productTrend: docIn(C.productTrends),
  /** Server-only: a product whose roll-up could not be queued (the roll-up repair's marker). */
  rollUpDue: docIn(C.rollUpsDue),
  linkReports: (productId: string) => under(product(productId), C.linkReports),
  linkReport: (productId: string, uid: string) => under(product(productId), C.linkReports, uid),
  comments: (productId: string) => under(product(productId), C.comments),
  comment,
  replies: (productId: string, commentId: string) =>
    under(comment(productId, commentId), C.replies),
  reply,
  /** Server-only: a reported comment's or reply's state (reportId: moderation/reported-items). */
  commentReportState: docIn(C.commentReports),
  commentReportsOf: (reportId: string) => under(docIn(C.commentReports)(reportId), C.reports),

  submissions: C.submissions,
  submission: docIn(C.submissions),
  uploads: C.uploads,
  upload: docIn(C.uploads),
  categories: C.categories,
  category: docIn(C.categories),
  tags: C.tags,
  tag: docIn(C.tags),
  badges: C.badges,
  badge: docIn(C.badges),
  moderationLog: C.moderationLog,
  publicModerationLog: C.publicModerationLog,
  moderationLogEntry: docIn(C.moderationLog),

  dmThread,
  dmMessages: (threadId: string) => under(dmThread(threadId), C.messages),
  dmMessage: (threadId: string, id: string) => under(dmThread(threadId), C.messages, id),
  adminMessages: C.adminMessages,
  adminMessage: docIn(C.adminMessages),
  contactMessages: C.contactMessages,
  contactMessage: docIn(C.contactMessages),

  donations: C.donations,
  donation: docIn(C.donations),
  donationTotalsOf: docIn(C.donationTotals),
  donationSubscription: docIn(C.donationSubscriptions),
  stripeEvent: docIn(C.stripeEvents),
  checkoutSession: docIn(C.checkoutSessions),
  localCheckouts: C.localCheckouts,
  localCheckout: docIn(C.localCheckouts),

  ageRecord: docIn(C.ageRecords),
  ageSessions: C.ageSessions,
  ageSession: docIn(C.ageSessions),
  localVerifications: C.localVerifications,
  localVerification: docIn(C.localVerifications),

  /** Server-only: a member's open reports added up, and one reporter's report beneath. */
  reportedMember: docIn(C.reportedMembers),
  memberReports: (uid: string) => under(docIn(C.reportedMembers)(uid), C.memberReports),
  memberReport: (uid: string, reporter: string) =>
    under(docIn(C.reportedMembers)(uid), C.memberReports, reporter),
  /** Server-only: a member's suspension or ban, which the rules read (notSuspended()). */
  suspension: docIn(C.suspensions),

  rateLimit: docIn(C.rateLimits),
  meta: docIn(C.meta),
};

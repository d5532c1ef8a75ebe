// Valid documents, typed with the domain's document types, for the tests that write Firestore
// directly (the rules matrix's arrangements, fixtures, documents the API would have written).
// Each builder fills every field with a plain default and takes what the test cares about as
// overrides: docs.product({ owner }), docs.user(uid, { role: 'admin' }). Times are Dates, which
// both SDKs store as Firestore timestamps. Where they go: paths.ts.
import {
  canonicalLink,
  contactSearchKeys,
  dislikedKeys,
  nameKey,
  neverCheckedLink,
  severityOf,
  newProductDoc,
  type AdminMessageDoc,
  type AdultImagesDoc,
  type AgeSessionDoc,
  type BadgeDoc,
  type CategoryDoc,
  type CheckoutSessionDoc,
  type CommentAuthor,
  type CommentDoc,
  type CommentReportDoc,
  type ContactMessageDoc,
  type DmMessageDoc,
  type DmThreadDoc,
  type DonationDoc,
  type DonationSubscriptionDoc,
  type DonationTotalsDoc,
  type LinkCheckDoc,
  type LinkReportDoc,
  type LocalCheckoutDoc,
  type LocalVerificationDoc,
  type MemberReportDoc,
  type ModerationLogDoc,
  type NameClaimDoc,
  type NewProduct,
  type NotificationDoc,
  type ProductDoc,
  type ProductOwnerDoc,
  type ProductTrendDoc,
  type ProfileDoc,
  type SuspensionDoc,
  type ReactionDoc,
  type ReplyDoc,
  type StoredSubmission,
  type StripeEventDoc,
  type TagDoc,
  type UploadDoc,
  type UserDoc,
  type WatchLinkDoc,
} from '@xmates/domain';

const image = { src: '/api/media/x.webp', srcset: '/api/media/x.webp 320w', width: 1, height: 1 };

/**
 * What create-product makes a product of (newProductDoc's input), with a fixture's title, text,
 * category, tag and image unless `fields` name them.
 */
export function productInput(fields: Partial<NewProduct<Date>> = {}): NewProduct<Date> {
  const slug = fields.slug ?? 'test-product';
  return {
    slug,
    title: fields.title ?? `Fixture ${slug}`,
    description: fields.description ?? 'Made by an API test.',
    categories: fields.categories ?? ['Test Fixture'],
    tags: fields.tags ?? ['fixture'],
    images: fields.images ?? [image],
    isAdultsOnly: fields.isAdultsOnly ?? false,
    owner: fields.owner ?? null,
    counts: fields.counts,
    ratings: fields.ratings,
    createdAt: fields.createdAt ?? new Date(),
  };
}

export const docs = {
  /** users/{uid}: a member with a password account, e-mail not verified, never signed in. */
  user(uid: string, fields: Partial<UserDoc<Date>> = {}): UserDoc<Date> {
    const email = fields.email === undefined ? `${uid}@test.xmates.test` : fields.email;
    const displayName = fields.displayName ?? null;
    const createdAt = fields.createdAt ?? new Date();
    return {
      uid,
      email,
      emailLower: email?.toLowerCase() ?? null,
      displayName,
      displayNameLower: displayName?.toLowerCase() ?? null,
      photoURL: null,
      emailVerified: false,
      providers: ['password'],
      role: 'member',
      isAdmin: false,
      createdAt,
      updatedAt: createdAt,
      lastLoginAt: null,
      loginCount: 0,
      ...fields,
    };
  },

  /** profiles/{uid}: no name, no photo, no badges. */
  profile(fields: Partial<ProfileDoc<Date>> = {}): ProfileDoc<Date> {
    return { displayName: null, photoURL: null, badges: [], createdAt: new Date(), ...fields };
  },

  nameClaim(uid: string, name: string): NameClaimDoc<Date> {
    return { uid, name, claimedAt: new Date() };
  },

  /**
   * products/{id} as newProductDoc makes it from `fields` (create-product's input: title,
   * categories, owner...); 'removed': as moderation leaves it.
   */
  product(
    fields: Partial<NewProduct<Date>> = {},
    state: ProductDoc['status'] = 'approved',
  ): ProductDoc<Date> {
    return {
      ...newProductDoc(productInput(fields)),
      approved: state === 'approved',
      status: state,
    };
  },

  productOwner(
    ownerUid: string,
    fields: Partial<ProductOwnerDoc<Date>> = {},
  ): ProductOwnerDoc<Date> {
    return { ownerUid, anonymous: false, approved: true, createdAt: new Date(), ...fields };
  },

  /** watchLinks/{productId}: the link and its canonical key; `approved` mirrors the product's. */
  watchLink(link: string, approved = true): WatchLinkDoc {
    return { link, linkKey: canonicalLink(link) ?? link, approved };
  },

  /** adultImages/{productId}: an adults-only product's images in verified mode. */
  adultImages(approved = true, images = [image]): AdultImagesDoc {
    return { images, approved };
  },

  category(name: string, featured = false): CategoryDoc {
    return { name, nameLower: nameKey(name), featured };
  },

  tag(name: string): TagDoc {
    return { name, nameLower: nameKey(name) };
  },

  /** badges/{key}: an inactive custom badge. */
  badge(fields: Partial<BadgeDoc<Date>> = {}): BadgeDoc<Date> {
    return {
      key: 'test_badge',
      name: 'Test',
      description: 'A test badge',
      icon: '🧪',
      category: 'other',
      criteria: { type: 'custom', threshold: 1 },
      isActive: false,
      ...fields,
    };
  },

  /** users/{uid}/reactions/{productId}: untouched until `fields` say otherwise. */
  reaction(productId: string, fields: Partial<ReactionDoc<Date>> = {}): ReactionDoc<Date> {
    const reaction = {
      productId,
      categories: [],
      tags: [],
      liked: false,
      likedAt: null,
      disliked: false,
      dislikedAt: null,
      favorite: false,
      favoritedAt: null,
      rating: null,
      reported: false,
      lastAction: null,
      updatedAt: new Date(),
      ...fields,
    };
    // What the API stores with them: the keys the feed counts a dislike by.
    return { ...reaction, dislikedKeys: dislikedKeys(reaction) };
  },

  /** A visible, unreported reply of `user`. */
  reply(user: CommentAuthor, fields: Partial<ReplyDoc<Date>> = {}): ReplyDoc<Date> {
    return {
      text: 'Nice one',
      user,
      createdAt: new Date(),
      hidden: false,
      ...fields,
    };
  },

  /** A visible, unreported comment of `user` without replies. */
  comment(user: CommentAuthor, fields: Partial<CommentDoc<Date>> = {}): CommentDoc<Date> {
    return { ...docs.reply(user), repliesCount: 0, ...fields };
  },

  /** A report on a comment or a reply (id = the reporter's uid). */
  report(uid: string): CommentReportDoc<Date> {
    return { uid, createdAt: new Date() };
  },

  /** productTrends/{productId}: due now (as a roll-up leaves it) unless `dueAt` says otherwise. */
  productTrend(dueAt: Date | null = new Date()): ProductTrendDoc<Date> {
    return { dueAt };
  },

  /**
   * linkChecks/{productId}: the link checker's last check (never checked by default), its
   * severity that of its verdict and status unless given.
   */
  linkCheck(link: string, fields: Partial<LinkCheckDoc<Date>> = {}): LinkCheckDoc<Date> {
    const check = { ...neverCheckedLink<Date>(link), ...fields };
    return { ...check, severity: fields.severity ?? severityOf(check) };
  },

  /** products/{id}/linkReports/{uid}: a broken-link report without a reason. */
  linkReport(uid: string): LinkReportDoc<Date> {
    return { uid, reason: null, createdAt: new Date() };
  },

  /** users/{uid}/notifications/{id}: an unread ADMIN notice with the default text. */
  notification(fields: Partial<NotificationDoc<Date>> = {}): NotificationDoc<Date> {
    return {
      type: 'ADMIN',
      isRead: false,
      createdAt: new Date(),
      readAt: null,
      actor: null,
      product: null,
      payload: {},
      ...fields,
    };
  },

  /** reportedMembers/{uid}/memberReports/{reporter}: an open report of a member. */
  memberReport(by: string, fields: Partial<MemberReportDoc<Date>> = {}): MemberReportDoc<Date> {
    return { by, reason: 'spam', details: '', createdAt: new Date(), ...fields };
  },

  /** suspensions/{uid}: suspended `days` from now (negative: ended), or banned (null). */
  suspension(days: number | null): SuspensionDoc<Date> {
    const until = days === null ? null : new Date(Date.now() + days * 86_400_000);
    return { until, at: new Date(), by: 'test-suite' };
  },

  /** adminMessages/{id}: what the test suite sent `to` as an ADMIN notice. */
  adminMessage(to: string, fields: Partial<AdminMessageDoc<Date>> = {}): AdminMessageDoc<Date> {
    return {
      to,
      from: 'test-suite',
      fromName: 'Test suite',
      message: 'A notice',
      createdAt: new Date(),
      ...fields,
    };
  },

  dmThread(participants: [string, string]): DmThreadDoc<Date> {
    const now = new Date();
    const [a, b] = [...participants].sort();
    return { participants: [a ?? '', b ?? ''], createdAt: now, updatedAt: now };
  },

  dmMessage(
    from: string,
    to: string,
    fields: Partial<DmMessageDoc<Date>> = {},
  ): DmMessageDoc<Date> {
    return { from, fromName: 'Sender', to, text: 'Hi', createdAt: new Date(), ...fields };
  },

  /**
   * submissions/{id} as the API stores a submitted link (its linkKey the link's canonical
   * form), pending unless told otherwise.
   */
  submission(
    submitter: { uid: string; email: string | null; displayName?: string | null },
    fields: Partial<StoredSubmission<Date>> = {},
  ): StoredSubmission<Date> {
    const link = fields.link ?? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const now = new Date();
    return {
      link,
      category: 'Vintage',
      suggestedCategory: null,
      tags: ['Classic'],
      title: 'Fixture submission',
      description: 'Written by the test suite.',
      status: 'pending',
      submittedBy: {
        uid: submitter.uid,
        email: submitter.email,
        displayName: submitter.displayName ?? null,
      },
      linkKey: canonicalLink(link),
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
  },

  /** uploads/{publicId}: a product image nobody uses yet. */
  upload(ownerUid: string): UploadDoc<Date> {
    return {
      ownerUid,
      purpose: 'product',
      image,
      original: { url: '/api/media/x.webp', format: 'webp', width: 1, height: 1, bytes: 1 },
      createdAt: new Date(),
      deleteAfter: null,
    };
  },

  /** contactMessages/{id}: a new message of the contact form, its search keys its own. */
  contactMessage(fields: Partial<ContactMessageDoc<Date>> = {}): ContactMessageDoc<Date> {
    const sent = { name: 'Sender', email: 'sender@example.com', message: 'Hello', ...fields };
    return {
      type: 'others',
      status: 'new',
      createdAt: new Date(),
      uid: null,
      searchKeys: contactSearchKeys(sent),
      ...sent,
    };
  },

  /** moderationLog/{id}: an admin added a tag. */
  moderationLogEntry(fields: Partial<ModerationLogDoc<Date>> = {}): ModerationLogDoc<Date> {
    return {
      action: 'tag.add',
      actor: { uid: 'test-admin', email: null },
      target: { kind: 'tag', id: 'test-tag', productId: null, commentId: null, label: 'test-tag' },
      note: null,
      at: new Date(),
      ...fields,
    };
  },

  /** donations/{id}: a one-time donation of $5, paid, tied to no one. */
  donation(fields: Partial<DonationDoc<Date>> = {}): DonationDoc<Date> {
    const createdAt = fields.createdAt ?? new Date();
    return {
      createdAt,
      amount: 500,
      recurring: false,
      status: 'paid',
      email: null,
      sessionId: null,
      customerId: null,
      uid: null,
      paymentIntentId: null,
      subscriptionId: null,
      paidAt: createdAt,
      updatedAt: createdAt,
      searchKeys: [],
      ...fields,
    };
  },

  donationTotals(
    paidCents: number,
    countPaid: number,
    lastPaidAt: Date | null = new Date(),
  ): DonationTotalsDoc<Date> {
    return { paidCents, countPaid, lastPaidAt };
  },

  /** donationSubscriptions/{id}: an active monthly donation. */
  donationSubscription(
    fields: Partial<DonationSubscriptionDoc<Date>> = {},
  ): DonationSubscriptionDoc<Date> {
    return {
      uid: null,
      email: null,
      sessionId: null,
      customerId: null,
      status: 'active',
      createdAt: new Date(),
      cancelledAt: null,
      ...fields,
    };
  },

  stripeEvent(fields: Partial<StripeEventDoc<Date>> = {}): StripeEventDoc<Date> {
    return {
      type: 'checkout.session.completed',
      receivedAt: new Date(),
      outcome: 'handled',
      ...fields,
    };
  },

  /** checkoutSessions/{id}: a one-time session of $5 in AUD, as POST /api/donate/checkout records it. */
  checkoutSession(
    uid: string,
    fields: Partial<CheckoutSessionDoc<Date>> = {},
  ): CheckoutSessionDoc<Date> {
    return {
      uid,
      kind: 'one-off',
      amount: 500,
      currency: 'aud',
      createdAt: new Date(),
      ...fields,
    };
  },

  /** localCheckouts/{id}: an open order of $5 on the local test checkout. */
  localCheckout(uid: string): LocalCheckoutDoc<Date> {
    return {
      uid,
      amount: 500,
      recurring: false,
      email: null,
      createdAt: new Date(),
      state: 'open',
    };
  },

  /** ageSessions/{id}: a pending age check, as POST /api/age/verify records it. */
  ageSession(uid: string, fields: Partial<AgeSessionDoc<Date>> = {}): AgeSessionDoc<Date> {
    const now = new Date();
    return {
      uid,
      method: 'stripe-identity',
      state: 'pending',
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
  },

  /** localVerifications/{id}: an open local test verification. */
  localVerification(
    uid: string,
    fields: Partial<LocalVerificationDoc<Date>> = {},
  ): LocalVerificationDoc<Date> {
    return { uid, state: 'open', createdAt: new Date(), ...fields };
  },
};

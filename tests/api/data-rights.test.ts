// Data rights: the admin's deletion of a member's personal data (what goes, what stays without
// the member's details, counters corrected exactly, safe to run twice at once), an erasure cut
// short and finished by the daily retention job, the member's own export (every category, no
// one else's data), and the retention job, run here as the scheduled function runs it (the
// emulator fires no schedules).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DATA_RIGHTS_MESSAGES,
  ERASED_AUTHOR_LABEL,
  ERASED_SUBMISSION_LABEL,
  MESSAGES,
  PRODUCT,
  applyRating,
  displayNameKey,
  dmThreadId,
  reportIdOf,
  type AvatarAnswer,
  type DeleteMemberDataAnswer,
  type MemberExport,
  type ModerationLogDoc,
} from '@xmates/domain';
import {
  RETENTION_ACTOR,
  applyRetention,
  finishErasures,
  redactEndedAgeSessions,
} from '@xmates/functions/jobs/retention';
import { adminAuth, adminDb, existsAt, storedAt } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll, importAccount, storedProfile, storedUser } from './helpers';
import { jpeg, mediaBytes, submit, upload } from './link-helpers';
import {
  logEntriesFor,
  postComment,
  postReply,
  reportComment,
  reportLink,
  visibleCounts,
} from './moderation-helpers';
import { afterTriggers, namedAccount, noticesOf, noticesRef } from './notification-helpers';
import { fixtureProduct, removeFixtures, rolledUp, storedProduct } from './product-fixtures';
import {
  deliver,
  fakeStripeApi,
  paymentSession,
  recordSession,
  stripeEvent,
} from './stripe-helpers';

const deleteData = (uid: string, confirm: string, token?: string) =>
  api<DeleteMemberDataAnswer>('POST', `/api/admin/users/${uid}/delete-data`, {
    token,
    body: { confirm },
  });

const act = (id: string, action: string, token: string, body: unknown = {}) =>
  api('POST', `/api/products/${id}/${action}`, { token, body });

async function authExists(uid: string) {
  return adminAuth
    .getUser(uid)
    .then(() => true)
    .catch(() => false);
}

/** A contact message as the contact form stores it. */
async function contactMessage(fields: { email: string; uid: string | null; message: string }) {
  const ref = adminDb.collection(paths.contactMessages).doc();
  await ref.set(docs.contactMessage(fields));
  return ref;
}

/** A moderation-log entry as a comment's moderation wrote it before entries named the author. */
async function olderCommentEntry(label: string, kind: 'comment' | 'tag' = 'comment') {
  const ref = adminDb.collection(paths.moderationLog).doc();
  const id = `dr-${randomBytes(4).toString('hex')}`;
  await ref.set(
    docs.moderationLogEntry({
      action: kind === 'comment' ? 'comment.hide' : 'tag.add',
      actor: { uid: 'dr-older-admin', email: null },
      target: { kind, id, productId: null, commentId: null, label },
    }),
  );
  return ref;
}

/** A member with a display name claimed through the API (so users/{uid} and its claim hold it). */
async function claimedMember(prefix: string) {
  const member = await namedAccount(prefix);
  const name = `${prefix}${randomBytes(3).toString('hex')}`;
  const res = await api('POST', '/api/users/displayname/claim', {
    token: member.idToken,
    body: { name },
  });
  expect(res.status).toBe(200);
  return { ...member, name };
}

afterAll(removeFixtures);

describe('who may delete a member’s data', () => {
  const { admin, member } = accountsBeforeAll({
    admin: () => namedAccount('dr-gate', true),
    member: () => namedAccount('dr-kept'),
  });

  it('answers 401 to visitors and 403 to members, and deletes nothing', async () => {
    expect((await deleteData(member.uid, member.email)).status).toBe(401);
    const own = await deleteData(member.uid, member.email, member.idToken);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('forbidden');
    expect(await storedUser(member.uid)).toBeDefined();
    expect(await authExists(member.uid)).toBe(true);
  });

  it('refuses a confirmation that is not the e-mail or the display name', async () => {
    const res = await deleteData(member.uid, 'someone else', admin.idToken);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: DATA_RIGHTS_MESSAGES.confirmMismatch,
      code: 'invalid-input',
      field: 'confirm',
    });
    const extra = await api('POST', `/api/admin/users/${member.uid}/delete-data`, {
      token: admin.idToken,
      body: { confirm: member.email, everything: true },
    });
    expect(extra.status).toBe(400);
    expect(await storedUser(member.uid)).toBeDefined();
    expect(await authExists(member.uid)).toBe(true);
  });

  it('refuses the admin’s own account, unknown ids and malformed ids', async () => {
    const self = await deleteData(admin.uid, admin.email, admin.idToken);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(DATA_RIGHTS_MESSAGES.notSelf);
    const unknown = await deleteData('no-such-member-uid', 'x@example.com', admin.idToken);
    expect(unknown.status).toBe(404);
    expect((await deleteData('__proto__', 'x', admin.idToken)).status).toBe(404);
    expect(await authExists(admin.uid)).toBe(true);
  });

  it('waits while a monthly donation is active (its next payment would bring the details back)', async () => {
    const subscription = `sub_dr_${randomBytes(6).toString('hex')}`;
    const ref = adminDb.doc(paths.donationSubscription(subscription));
    await ref.set(
      docs.donationSubscription({
        uid: member.uid,
        email: member.email,
        customerId: 'cus_dr_active',
      }),
    );
    const res = await deleteData(member.uid, member.email, admin.idToken);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(DATA_RIGHTS_MESSAGES.activeSubscription);
    expect(await authExists(member.uid)).toBe(true);
    await ref.delete();
  });
});

describe('deleting a member’s personal data', () => {
  const { admin, gone, other } = accountsBeforeAll({
    admin: () => namedAccount('dr-admin', true),
    gone: () => claimedMember('drgone'),
    other: () => namedAccount('dr-other'),
  });
  let liked: string;
  let disliked: string;
  let owned: string;
  let ownComment: string;
  let otherComment: string;
  let avatarUrl: string;
  let submissionId: string;
  let ownReply: string;
  let contact: Record<'fromAccount' | 'fromAddress' | 'aboutAddress', DocumentReference>;
  let olderEntries: Record<'quoting' | 'tagNamed', DocumentReference>;
  let submissionEntry: DocumentReference;
  const donationId = `cs_test_dr_${randomBytes(6).toString('hex')}`;
  let answer: DeleteMemberDataAnswer;

  beforeAll(async () => {
    [liked, disliked, owned] = await Promise.all([
      fixtureProduct(),
      fixtureProduct(),
      fixtureProduct({ owner: { uid: gone.uid, displayName: gone.name } }),
    ]);
    // The member's reactions, and another member's on the same product (which must stay).
    for (const [id, action, body] of [
      [liked, 'like', {}],
      [liked, 'favorite', {}],
      [liked, 'rate', { value: 5 }],
      [disliked, 'dislike', {}],
      [disliked, 'rate', { value: 2 }],
    ] as const) {
      expect((await act(id, action, gone.idToken, body)).status).toBe(200);
    }
    expect((await reportLink(disliked, gone.idToken, 'gone')).status).toBe(200);
    expect((await act(liked, 'like', other.idToken)).status).toBe(200);
    expect((await act(liked, 'rate', other.idToken, { value: 3 })).status).toBe(200);
    expect((await act(owned, 'like', other.idToken)).status).toBe(200);

    // A thread: the member's comment with another member's reply under it, and the member's
    // reply and report on another member's comment.
    ownComment = (await postComment(liked, gone.idToken, 'Mine, to be deleted')).body.id;
    expect((await postReply(liked, ownComment, other.idToken, 'Reply under it')).status).toBe(201);
    otherComment = (await postComment(liked, other.idToken, 'Stays')).body.id;
    const reply = await postReply(liked, otherComment, gone.idToken, 'My reply');
    expect(reply.status).toBe(201);
    ownReply = reply.body.id;
    expect((await reportComment(liked, otherComment, gone.idToken)).status).toBe(200);
    // Another member reports the member's comment: the report's copy of the words names them.
    expect((await reportComment(liked, ownComment, other.idToken)).status).toBe(200);
    // An admin hides the member's reply: the log entry's label quotes "name: text".
    const hidden = await api(
      'PATCH',
      `/api/admin/${liked}/comments/${otherComment}/replies/${ownReply}/hide`,
      { token: admin.idToken, body: { hide: true } },
    );
    expect(hidden.status).toBe(200);

    contact = {
      fromAccount: await contactMessage({ email: gone.email, uid: gone.uid, message: 'Signed in' }),
      fromAddress: await contactMessage({
        email: ` ${gone.email.toUpperCase()}`,
        uid: null,
        message: 'Please delete my data',
      }),
      aboutAddress: await contactMessage({
        email: 'someone-else@example.com',
        uid: null,
        message: `Is ${gone.email} yours?`,
      }),
    };
    olderEntries = {
      quoting: await olderCommentEntry(`${gone.name}: an older comment of mine`),
      tagNamed: await olderCommentEntry(`${gone.name}: a tag`, 'tag'),
    };

    const settings = await api('PUT', '/api/notifications/settings', {
      token: gone.idToken,
      body: { onBadgeEarned: false },
    });
    expect(settings.status).toBe(200);
    const dm = await api('POST', '/api/notifications/dm/start', {
      token: admin.idToken,
      body: { userId: gone.uid, text: 'About your request' },
    });
    expect(dm.status).toBe(201);
    const notice = await api('POST', `/api/admin/users/${gone.uid}/message`, {
      token: admin.idToken,
      body: { message: 'Your data will be deleted' },
    });
    expect(notice.status).toBe(201);

    const up = await upload(gone.idToken, await jpeg(200, 200), { purpose: 'avatar' });
    expect(up.status).toBe(201);
    avatarUrl = up.body.secure_url;
    const avatar = await api<AvatarAnswer>('POST', '/api/users/avatar', {
      token: gone.idToken,
      body: { avatarUrl, avatarPublicId: up.body.public_id },
    });
    expect(avatar.status).toBe(200);
    const submitted = await submit(gone.idToken);
    expect(submitted.status).toBe(201);
    submissionId = submitted.body.submission.id;
    // A moderation-log entry about the submission, labelled with its title.
    submissionEntry = adminDb.collection(paths.moderationLog).doc();
    await submissionEntry.set(
      docs.moderationLogEntry({
        action: 'link.reject',
        target: {
          kind: 'submission',
          id: submissionId,
          productId: null,
          commentId: null,
          label: 'A title only the member chose',
        },
      }),
    );

    await adminDb.doc(paths.donation(donationId)).set(
      docs.donation({
        amount: 2_000,
        email: gone.email,
        sessionId: donationId,
        customerId: 'cus_dr_gone',
        uid: gone.uid,
        paymentIntentId: 'pi_dr_gone',
        searchKeys: [gone.email.toLowerCase(), gone.uid.toLowerCase(), 'cus_dr_gone'],
      }),
    );
    await recordSession(donationId, gone.uid, 'one-off', 2_000);
    await adminDb.doc(paths.donationTotalsOf(gone.uid)).set(docs.donationTotals(2_000, 1));
  });

  it('answers what it deleted; what moves a counter is counted once over both runs', async () => {
    // The triggers' notices and badges are written before the deletion starts.
    await noticesOf(gone.uid, 'REPLY');
    await noticesOf(gone.uid, 'LIKE');
    await noticesOf(other.uid, 'REPLY');
    await expect
      .poll(async () => (await storedProfile(gone.uid))?.badges ?? [])
      .toContain(`${PRODUCT.key}_first_submission`);
    await afterTriggers(gone.uid);

    // Two admins' runs at once: each item is withdrawn once, so the counts add up exactly.
    const [first, second] = await Promise.all([
      deleteData(gone.uid, gone.name.toUpperCase(), admin.idToken),
      deleteData(gone.uid, ` ${gone.email} `, admin.idToken),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const sum = (key: keyof DeleteMemberDataAnswer['deleted']) =>
      first.body.deleted[key] + second.body.deleted[key];
    answer = {
      ...first.body,
      deleted: Object.fromEntries(
        Object.keys(first.body.deleted).map((k) => [k, sum(k as keyof typeof first.body.deleted)]),
      ) as DeleteMemberDataAnswer['deleted'],
      productsKeptWithoutName:
        first.body.productsKeptWithoutName + second.body.productsKeptWithoutName,
      donationsKeptAnonymous:
        first.body.donationsKeptAnonymous + second.body.donationsKeptAnonymous,
      logLabelsScrubbed: first.body.logLabelsScrubbed + second.body.logLabelsScrubbed,
    };
    expect(answer.message).toBe(DATA_RIGHTS_MESSAGES.deleted);
    // Withdrawn in a transaction each: exactly once, whichever run got there first.
    expect(answer.deleted).toMatchObject({
      account: 1,
      comments: 1,
      replies: 1,
      reactions: 2,
      reports: 1,
    });
    // Plain deletes: both runs may have read (and counted) the same chunk.
    for (const key of [
      'submissions',
      'notifications',
      'directMessageThreads',
      'adminMessages',
      'avatars',
      'nameClaims',
      'contactMessages',
    ] as const) {
      expect(answer.deleted[key], key).toBeGreaterThanOrEqual(1);
    }
    expect(answer.productsKeptWithoutName).toBeGreaterThanOrEqual(1);
    expect(answer.donationsKeptAnonymous).toBeGreaterThanOrEqual(1);
    expect(answer.logLabelsScrubbed).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('deletes the account, its documents, its name claim and its avatar files', async () => {
    expect(await authExists(gone.uid)).toBe(false);
    expect(await storedUser(gone.uid)).toBeUndefined();
    expect(await storedProfile(gone.uid)).toBeUndefined();
    expect(await existsAt(paths.nameClaim(displayNameKey(gone.name)))).toBe(false);
    expect(await existsAt(paths.notificationSettingsOf(gone.uid))).toBe(false);
    expect(await existsAt(paths.donationTotalsOf(gone.uid))).toBe(false);
    expect(await existsAt(paths.submission(submissionId))).toBe(false);
    const uploads = await adminDb.collection(paths.uploads).where('ownerUid', '==', gone.uid).get();
    expect(uploads.size).toBe(0);
    expect((await mediaBytes(avatarUrl)).status).toBe(404);
    // The name is free for anyone at once.
    const check = await api(
      'GET',
      `/api/users/displayname/check?name=${encodeURIComponent(gone.name)}`,
      { token: other.idToken },
    );
    expect(check.body).toMatchObject({ available: true });
  });

  it('refuses the ID token the member still holds: nothing new can be written with it', async () => {
    const res = await submit(gone.idToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.invalidToken, code: 'unauthenticated' });
  });

  it('takes the member’s reactions off every counter, as if they had never reacted', async () => {
    expect((await adminDb.collection(paths.reactions(gone.uid)).get()).size).toBe(0);
    const onlyOther = applyRating({ sum: 0, count: 0 }, null, 3);
    await rolledUp(liked, {
      likesCount: 1,
      favoritesCount: 0,
      dislikesCount: 0,
      rating: onlyOther.rating,
      score: onlyOther.score,
    });
    await rolledUp(disliked, {
      likesCount: 0,
      dislikesCount: 0,
      rating: { average: 0, count: 0, sum: 0 },
      score: 3,
    });
    expect(await storedProduct(disliked)).toMatchObject({ brokenReportsCount: 0, flagged: false });
    expect(await existsAt(paths.linkReport(disliked, gone.uid))).toBe(false);
  });

  it('deletes the member’s comments (with the replies under them), replies and reports', async () => {
    expect(await existsAt(paths.comment(liked, ownComment))).toBe(false);
    expect((await adminDb.collection(paths.replies(liked, ownComment)).get()).size).toBe(0);
    expect(await storedAt(paths.comment(liked, otherComment))).toMatchObject({
      repliesCount: 0,
    });
    expect((await adminDb.collection(paths.replies(liked, otherComment)).get()).size).toBe(0);
    // The member's report of the other comment, wherever reports are kept.
    const reports = adminDb.collectionGroup(COLLECTIONS.reports).where('uid', '==', gone.uid);
    expect((await reports.get()).size).toBe(0);
    // The report of the member's comment, with its copy of their words, went with it.
    const state = paths.commentReportState(
      reportIdOf({ productId: liked, commentId: ownComment, replyId: null }),
    );
    expect(await existsAt(state)).toBe(false);
    expect((await adminDb.collection(`${state}/${COLLECTIONS.reports}`).get()).size).toBe(0);
    const counts = await visibleCounts(liked);
    expect(counts.product).toBe(1);
    expect((await storedProduct(liked)).commentsCount).toBe(counts.product);
  });

  it('deletes notifications, settings, direct messages and the notices others got about the member', async () => {
    expect((await noticesRef(gone.uid).get()).size).toBe(0);
    const aboutGone = (await noticesRef(other.uid).get()).docs.filter(
      (d) => d.get('actor.id') === gone.uid,
    );
    expect(aboutGone).toEqual([]);
    const thread = dmThreadId(admin.uid, gone.uid);
    expect(await existsAt(paths.dmThread(thread))).toBe(false);
    expect((await adminDb.collection(paths.dmMessages(thread)).get()).size).toBe(0);
    const messages = await adminDb
      .collection(paths.adminMessages)
      .where('to', '==', gone.uid)
      .get();
    expect(messages.size).toBe(0);
  });

  it('keeps the published product and the donation record without the member’s details', async () => {
    const product = await rolledUp(owned, { likesCount: 1 });
    expect(product).toMatchObject({ approved: true, submitter: null });
    expect(await existsAt(paths.productOwner(owned))).toBe(false);
    const donation = await storedAt(paths.donation(donationId));
    expect(donation).toMatchObject({
      amount: 2_000,
      status: 'paid',
      email: null,
      uid: null,
      customerId: null,
      paymentIntentId: 'pi_dr_gone',
    });
    const text = JSON.stringify(donation);
    expect(text).not.toContain(gone.email.toLowerCase());
    expect(text).not.toContain(gone.uid);
  });

  it('lets no later Stripe event bring the member’s details back to the kept donation', async () => {
    // The record of the session the member started keeps no uid either.
    expect(await storedAt(paths.checkoutSession(donationId))).toMatchObject({
      uid: null,
      amount: 2_000,
    });
    // Stripe may still send events for the session (a retry, a late async payment): they name
    // the member in the session's metadata and customer details.
    const session = paymentSession({
      id: donationId,
      uid: gone.uid,
      amount: 2_000,
      email: gone.email,
      paymentIntent: 'pi_dr_gone',
    });
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      expect(
        (await deliver(stripeEvent(type, { ...session, customer: 'cus_dr_gone' }))).status,
      ).toBe(200);
    }
    const donation = await storedAt(paths.donation(donationId));
    expect(donation).toMatchObject({ status: 'paid', email: null, uid: null, customerId: null });
    expect(JSON.stringify(donation)).not.toContain(gone.uid);
    expect(await existsAt(paths.donationTotalsOf(gone.uid))).toBe(false);
  });

  it('deletes the contact messages sent from the account or its address, and no others', async () => {
    expect((await contact.fromAccount.get()).exists).toBe(false);
    expect((await contact.fromAddress.get()).exists).toBe(false);
    expect((await contact.aboutAddress.get()).exists).toBe(true);
    await contact.aboutAddress.delete();
  });

  it('scrubs the member’s name and words from the moderation log’s labels', async () => {
    const hides = (await logEntriesFor(ownReply)).filter((e) => e.action === 'reply.hide');
    expect(hides).toHaveLength(1);
    for (const entry of hides) {
      expect(entry.target.label).toBe(ERASED_AUTHOR_LABEL);
      expect(entry.aboutUid).toBeNull();
    }
    const older = (await olderEntries.quoting.get()).data() as ModerationLogDoc<Timestamp>;
    expect(older.target.label).toBe(ERASED_AUTHOR_LABEL);
    // A label that only starts like the name, on an entry that quotes no member, stays.
    const tag = (await olderEntries.tagNamed.get()).data() as ModerationLogDoc<Timestamp>;
    expect(tag.target.label).toBe(`${gone.name}: a tag`);
    await Promise.all([olderEntries.quoting.delete(), olderEntries.tagNamed.delete()]);
  });

  it('replaces the title of the member’s submissions in the log with a neutral label', async () => {
    const entry = (await submissionEntry.get()).data() as ModerationLogDoc<Timestamp>;
    expect(entry).toMatchObject({
      action: 'link.reject',
      target: { kind: 'submission', id: submissionId, label: ERASED_SUBMISSION_LABEL },
    });
    expect(JSON.stringify(entry)).not.toContain('A title only the member chose');
    await submissionEntry.delete();
  });

  it('leaves no erasure marker once everything went', async () => {
    expect(await existsAt(`${COLLECTIONS.erasures}/${gone.uid}`)).toBe(false);
  });

  it('logs the action without the member’s name or e-mail, and a later run finds nothing', async () => {
    const entries = await logEntriesFor(gone.uid);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    for (const entry of entries) {
      expect(entry.action).toBe('member.delete-data');
      expect(entry.actor.uid).toBe(admin.uid);
      const text = JSON.stringify(entry).toLowerCase();
      expect(text).not.toContain(gone.email.toLowerCase());
      expect(text).not.toContain(gone.name.toLowerCase());
    }
    const again = await deleteData(gone.uid, gone.email, admin.idToken);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(DATA_RIGHTS_MESSAGES.memberNotFound);
  });
});

describe('deleting an admin’s data', () => {
  it('keeps what they did in the moderation log, under their uid without the e-mail', async () => {
    const [deciding, leaving] = await Promise.all([
      namedAccount('dr-deciding', true),
      namedAccount('dr-leaving', true),
    ]);
    const entry = adminDb.collection(paths.moderationLog).doc();
    await entry.set(
      docs.moderationLogEntry({
        actor: { uid: leaving.uid, email: leaving.email },
        target: { kind: 'tag', id: 'dr-tag', productId: null, commentId: null, label: 'dr-tag' },
      }),
    );
    const res = await deleteData(leaving.uid, leaving.email, deciding.idToken);
    expect(res.status).toBe(200);
    expect((await entry.get()).data()).toMatchObject({
      action: 'tag.add',
      actor: { uid: leaving.uid, email: null },
    });
    await entry.delete();
  });
});

describe('the retention job', () => {
  // A date long before any seeded or test data, so the job's cutoffs touch only what this
  // test writes: every record is dated just before or just after its limit from `now`.
  const now = new Date('1990-06-15T12:00:00Z');
  const day = 24 * 60 * 60_000;
  const before = (iso: string) => new Date(Date.parse(iso) - 60_000);
  const after = (iso: string) => new Date(Date.parse(iso) + 60_000);
  const tag = randomBytes(4).toString('hex');
  const written: string[] = [];

  async function put(path: string, data: object) {
    await adminDb.doc(path).set(data);
    written.push(path);
  }

  /** An account created at `createdAt`, unverified in its users document. */
  async function account(name: string, createdAt: Date, verifiedInAuth: boolean) {
    const { uid, email } = await importAccount({
      ageMs: Date.now() - createdAt.getTime(),
      emailVerified: verifiedInAuth,
      prefix: `retention-${name}`,
    });
    await put(paths.user(uid), docs.user(uid, { email, createdAt }));
    await put(paths.profile(uid), docs.profile({ createdAt }));
    return uid;
  }

  afterAll(async () => {
    await Promise.all(written.map((path) => adminDb.doc(path).delete()));
  });

  it('deletes what is older than each target and keeps what is younger', async () => {
    const contactLimit = '1989-06-15T12:00:00Z';
    const securityLimit = new Date(now.getTime() - 90 * day).toISOString();
    const donationLimit = '1983-06-15T12:00:00Z';
    const accountLimit = new Date(now.getTime() - day - 30 * day).toISOString();
    const contact = (createdAt: Date) =>
      docs.contactMessage({
        name: 'Old Sender',
        email: 'old@example.com',
        message: 'An old message',
        createdAt,
        searchKeys: [],
      });
    const records = {
      oldContact: paths.contactMessage(`dr-old-${tag}`),
      youngContact: paths.contactMessage(`dr-young-${tag}`),
      oldEvent: paths.stripeEvent(`evt_dr_old_${tag}`),
      youngEvent: paths.stripeEvent(`evt_dr_young_${tag}`),
      endedWindow: paths.rateLimit(`dr-ended-${tag}`),
      openWindow: paths.rateLimit(`dr-open-${tag}`),
      oldDonation: paths.donation(`dr-old-${tag}`),
      youngDonation: paths.donation(`dr-young-${tag}`),
    };
    await put(records.oldContact, contact(before(contactLimit)));
    await put(records.youngContact, contact(after(contactLimit)));
    const event = (receivedAt: Date) =>
      docs.stripeEvent({ type: 'invoice.paid', receivedAt, outcome: 'x' });
    await put(records.oldEvent, event(before(securityLimit)));
    await put(records.youngEvent, event(after(securityLimit)));
    const window = (expiresAt: Date) => ({ count: 1, windowStart: expiresAt, expiresAt });
    await put(records.endedWindow, window(before(now.toISOString())));
    await put(records.openWindow, window(after(now.toISOString())));
    await put(records.oldDonation, docs.donation({ createdAt: before(donationLimit) }));
    await put(records.youngDonation, docs.donation({ createdAt: after(donationLimit) }));
    const closed = await account('closed', before(accountLimit), false);
    const recent = await account('recent', after(accountLimit), false);
    const verified = await account('verified', before(accountLimit), true);
    // Accounts that never synced have no users document: the job finds them in Auth.
    const neverSynced = async (name: string, createdAt: Date, emailVerified = false) =>
      (
        await importAccount({
          ageMs: Date.now() - createdAt.getTime(),
          emailVerified,
          prefix: `retention-${name}`,
        })
      ).uid;
    const unsynced = await neverSynced('unsynced', before(accountLimit));
    const unsyncedRecent = await neverSynced('unsynced-recent', after(accountLimit));
    const unsyncedVerified = await neverSynced('unsynced-verified', before(accountLimit), true);

    const report = await applyRetention(now);

    expect(report).toEqual({
      contactMessages: 1,
      securityRecords: 2,
      donations: 1,
      closedAccounts: 1,
      unsyncedAccounts: 1,
      unusedUploads: 0,
      erasuresFinished: 0,
      ageSessionsRedacted: 0,
      suspensionsEnded: 0,
    });
    const deleted = [
      records.oldContact,
      records.oldEvent,
      records.endedWindow,
      records.oldDonation,
    ];
    const kept = [
      records.youngContact,
      records.youngEvent,
      records.openWindow,
      records.youngDonation,
    ];
    for (const path of [...deleted, ...kept]) {
      expect(await existsAt(path), path).toBe(kept.includes(path));
    }
    expect(await storedUser(closed)).toBeUndefined();
    expect(await storedProfile(closed)).toBeUndefined();
    expect(await authExists(closed)).toBe(false);
    const [entry] = await logEntriesFor(closed);
    expect(entry?.actor).toEqual(RETENTION_ACTOR);
    for (const uid of [recent, verified]) {
      expect(await storedUser(uid)).toBeDefined();
      expect(await authExists(uid)).toBe(true);
    }
    expect(await authExists(unsynced)).toBe(false);
    expect((await logEntriesFor(unsynced))[0]?.actor).toEqual(RETENTION_ACTOR);
    for (const uid of [unsyncedRecent, unsyncedVerified]) {
      expect(await authExists(uid)).toBe(true);
    }

    // A second run the same day finds nothing more.
    expect(await applyRetention(now)).toEqual({
      contactMessages: 0,
      securityRecords: 0,
      donations: 0,
      closedAccounts: 0,
      unsyncedAccounts: 0,
      unusedUploads: 0,
      erasuresFinished: 0,
      ageSessionsRedacted: 0,
      suspensionsEnded: 0,
    });
  });

  it('cancels a closed account’s monthly donation at Stripe before erasing it, and its own contact messages', async () => {
    const accountLimit = new Date(now.getTime() - day - 30 * day).toISOString();
    const closed = await account('donor', before(accountLimit), false);
    const { email } = await adminAuth.getUser(closed);
    const subscription = `sub_dr_${tag}`;
    const subscriptionPath = paths.donationSubscription(subscription);
    await put(
      subscriptionPath,
      docs.donationSubscription({ uid: closed, email, customerId: 'cus_dr_closed' }),
    );
    const fromAccount = await contactMessage({ email: email ?? '', uid: closed, message: 'Hi' });
    const fromAddress = await contactMessage({
      email: (email ?? '').toUpperCase(),
      uid: null,
      message: 'Hello',
    });

    const stripeApi = await fakeStripeApi();
    try {
      expect(await applyRetention(now, () => Promise.resolve(stripeApi.client))).toMatchObject({
        closedAccounts: 1,
      });
    } finally {
      await stripeApi.close();
    }
    expect(stripeApi.requests).toEqual([
      { method: 'DELETE', path: `/v1/subscriptions/${subscription}` },
    ]);
    expect(await storedAt(subscriptionPath)).toMatchObject({
      status: 'cancelled',
      uid: null,
      email: null,
      customerId: null,
      anonymised: true,
    });
    expect(await storedUser(closed)).toBeUndefined();
    expect(await authExists(closed)).toBe(false);
    expect((await fromAccount.get()).exists).toBe(false);
    // The address was never proven: a message sent signed out from it may be someone else's.
    expect((await fromAddress.get()).exists).toBe(true);
    await fromAddress.delete();
  });
});

describe('an erasure cut short', () => {
  it('is finished by the retention job: the request died after the Auth account went', async () => {
    const member = await claimedMember('drcut');
    const submitted = await submit(member.idToken);
    expect(submitted.status).toBe(201);
    const submission = submitted.body.submission.id;
    const sent = await contactMessage({ email: member.email, uid: member.uid, message: 'Hi' });
    const sessionId = `vs_dr_cut_${randomBytes(6).toString('hex')}`;
    await adminDb.doc(paths.ageSession(sessionId)).set(docs.ageSession(member.uid));
    await adminDb.doc(paths.localVerification(sessionId)).set(docs.localVerification(member.uid));
    // What the member's DELETE /api/users/me wrote before the request died: the marker, then
    // the Auth account's deletion; the member can no longer sign in to try again.
    const startedAt = new Date(Date.now() - 10 * 60_000);
    const actor = { uid: 'xmates-self-deletion', email: null };
    await adminDb.doc(`${COLLECTIONS.erasures}/${member.uid}`).set({
      actor,
      startedAt,
      lastAttemptAt: startedAt,
      attempts: 1,
      emails: [member.email.toLowerCase()],
      displayName: member.name,
      redactions: [sessionId],
      erasedAt: null,
    });
    await adminAuth.deleteUser(member.uid);
    expect(await storedUser(member.uid)).toBeDefined();

    expect(await finishErasures(new Date())).toBeGreaterThanOrEqual(1);

    expect(await storedUser(member.uid)).toBeUndefined();
    expect(await storedProfile(member.uid)).toBeUndefined();
    expect(await existsAt(paths.submission(submission))).toBe(false);
    expect(await existsAt(paths.nameClaim(displayNameKey(member.name)))).toBe(false);
    expect((await sent.get()).exists).toBe(false);
    expect(await existsAt(paths.ageSession(sessionId))).toBe(false);
    expect(await existsAt(paths.localVerification(sessionId))).toBe(false);
    // The session was redacted (a redaction left would keep the marker), and the log names
    // who asked, as the request would have.
    expect(await existsAt(`${COLLECTIONS.erasures}/${member.uid}`)).toBe(false);
    const entries = await logEntriesFor(member.uid);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([['member.delete-data', actor]]);
  });

  it('leaves a marker younger than a few minutes to the request still running', async () => {
    const member = await namedAccount('dr-running');
    const marker = adminDb.doc(`${COLLECTIONS.erasures}/${member.uid}`);
    await marker.set({
      actor: { uid: 'xmates-self-deletion', email: null },
      startedAt: new Date(),
      lastAttemptAt: new Date(),
      attempts: 1,
      emails: [],
      displayName: null,
      redactions: [],
      erasedAt: null,
    });
    await finishErasures(new Date());
    expect(await storedUser(member.uid)).toBeDefined();
    expect(await authExists(member.uid)).toBe(true);
    await marker.delete();
  });
});

describe('redacting failed and cancelled age checks', () => {
  it('asks the provider to redact each once; a pending one, or one failed today, waits', async () => {
    const member = await namedAccount('dr-redact');
    const id = (state: string) => `vs_dr_${state}_${randomBytes(5).toString('hex')}`;
    const sessions = {
      failed: id('failed'),
      canceled: id('canceled'),
      pending: id('pending'),
      failedToday: id('failed-today'),
    } as const;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    const stored = {
      failed: { state: 'failed', createdAt: twoDaysAgo, updatedAt: twoDaysAgo },
      canceled: { state: 'canceled' },
      pending: { state: 'pending' },
      failedToday: { state: 'failed' },
    } as const;
    for (const [key, sessionId] of Object.entries(sessions)) {
      await adminDb
        .doc(paths.ageSession(sessionId))
        .set(docs.ageSession(member.uid, stored[key as keyof typeof stored]));
      await adminDb
        .doc(paths.localVerification(sessionId))
        .set(docs.localVerification(member.uid, { state: 'cancelled' }));
    }
    expect(await redactEndedAgeSessions(new Date())).toBeGreaterThanOrEqual(2);
    for (const [state, sessionId] of Object.entries(sessions)) {
      const redacted = state === 'failed' || state === 'canceled';
      const session = await storedAt(paths.ageSession(sessionId));
      const local = await storedAt(paths.localVerification(sessionId));
      expect(session?.redactedAt !== undefined, state).toBe(redacted);
      expect(local?.redactedAt !== undefined, state).toBe(redacted);
    }
    // Once each: a second run asks nothing about them again.
    const first = (await storedAt(paths.ageSession(sessions.failed)))?.redactedAt;
    await redactEndedAgeSessions(new Date());
    expect((await storedAt(paths.ageSession(sessions.failed)))?.redactedAt).toEqual(first);
    await Promise.all(
      Object.values(sessions).flatMap((sessionId) => [
        adminDb.doc(paths.ageSession(sessionId)).delete(),
        adminDb.doc(paths.localVerification(sessionId)).delete(),
      ]),
    );
  });
});

describe('the member’s export', () => {
  const { admin, member, other } = accountsBeforeAll({
    admin: () => namedAccount('dr-exp-admin', true),
    member: () => claimedMember('drexp'),
    other: () => claimedMember('drexpother'),
  });
  const checkoutId = `cs_test_dr_exp_${randomBytes(6).toString('hex')}`;
  const ageSessionId = `vs_dr_exp_${randomBytes(6).toString('hex')}`;
  let product: string;
  let uploadId: string;
  let contact: Record<'signedIn' | 'signedOut' | 'thirdParty', DocumentReference>;

  beforeAll(async () => {
    product = await fixtureProduct();
    expect((await act(product, 'like', member.idToken)).status).toBe(200);
    expect((await reportLink(product, member.idToken, 'gone')).status).toBe(200);
    const mine = (await postComment(product, member.idToken, 'Mine')).body.id;
    expect((await postReply(product, mine, other.idToken, 'A reply to you')).status).toBe(201);
    const theirs = (await postComment(product, other.idToken, 'Theirs')).body.id;
    expect((await reportComment(product, theirs, member.idToken)).status).toBe(200);
    const reported = await api('POST', `/api/users/${other.uid}/report`, {
      token: member.idToken,
      body: { reason: 'spam', details: 'Sends links' },
    });
    expect(reported.status).toBe(201);
    const notice = await api('POST', `/api/admin/users/${member.uid}/message`, {
      token: admin.idToken,
      body: { message: 'About your submission' },
    });
    expect(notice.status).toBe(201);
    const dm = await api('POST', '/api/notifications/dm/start', {
      token: admin.idToken,
      body: { userId: member.uid, text: 'Hello from an admin' },
    });
    expect(dm.status).toBe(201);
    const up = await upload(member.idToken, await jpeg(200, 200), { purpose: 'avatar' });
    expect(up.status).toBe(201);
    uploadId = up.body.public_id;
    await recordSession(checkoutId, member.uid, 'one-off', 1_500);
    await adminDb.doc(paths.ageSession(ageSessionId)).set(docs.ageSession(member.uid));
    contact = {
      signedIn: await contactMessage({ email: member.email, uid: member.uid, message: 'In' }),
      signedOut: await contactMessage({ email: member.email, uid: null, message: 'Out' }),
      // Another member, signed in, typed this member's address into the form.
      thirdParty: await contactMessage({
        email: member.email,
        uid: other.uid,
        message: 'Someone else’s words',
      }),
    };
  });

  afterAll(async () => {
    await Promise.all([
      ...Object.values(contact).map((ref) => ref.delete()),
      adminDb.doc(paths.ageSession(ageSessionId)).delete(),
      adminDb.recursiveDelete(adminDb.doc(paths.reportedMember(other.uid))),
    ]);
  });

  it('holds every category the member has, and no one else’s uid, admin or message', async () => {
    await noticesOf(member.uid, 'REPLY');
    await afterTriggers(member.uid);
    const res = await api<MemberExport>('GET', '/api/users/me/export', { token: member.idToken });
    expect(res.status).toBe(200);
    const file = res.body;
    expect(file.adminMessages).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'About your submission' })]),
    );
    for (const message of file.adminMessages) {
      expect(Object.keys(message).sort()).toEqual(['createdAt', 'id', 'message']);
    }
    expect(file.uploads.map((u) => u.id)).toEqual([uploadId]);
    expect(file.reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'comment' }),
        expect.objectContaining({ kind: 'broken-link', productId: product, reason: 'gone' }),
      ]),
    );
    // The member they reported, by name only: the reason and details they gave, and when.
    expect(file.reports.filter((r) => r.kind === 'member')).toEqual([
      {
        id: member.uid,
        kind: 'member',
        member: { displayName: other.name },
        reason: 'spam',
        details: 'Sends links',
        createdAt: expect.any(String),
      },
    ]);
    expect(file.ageSessions.map((a) => a.id)).toEqual([ageSessionId]);
    expect(file.checkoutSessions).toEqual([
      expect.objectContaining({ id: checkoutId, amount: 1_500 }),
    ]);
    expect(file.nameClaims).toEqual([expect.objectContaining({ name: member.name })]);
    expect(file.contactMessages.map((m) => m.id).sort()).toEqual(
      [contact.signedIn.id, contact.signedOut.id].sort(),
    );
    expect(res.body.directMessages).toHaveLength(1);
    expect(res.body.directMessages[0]?.messages).toEqual([
      expect.objectContaining({ text: 'Hello from an admin', sentByYou: false }),
    ]);
    expect(res.body.notifications.length).toBeGreaterThanOrEqual(1);
    const text = JSON.stringify(file);
    for (const absent of [other.uid, other.email, admin.uid, admin.email, 'Someone else’s']) {
      expect(text).not.toContain(absent);
    }
  });
});

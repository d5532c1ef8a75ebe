// Age verification (issue 25): POST /api/age/verify, GET /api/age/status, the emulator's local
// test verification, and Stripe Identity's events at the real webhook: only {over18, method,
// verifiedAt} is kept, the claim age: 'verified' is merged with the account's other claims, and
// forged, unsigned, foreign and replayed events change nothing. Runs in either mode: a member
// may verify before the operator switches to verified.
import { describe, expect, it } from 'vitest';
import {
  AGE_MESSAGES,
  type AgeStatusAnswer,
  type AgeVerifyAnswer,
  type LocalVerificationAnswer,
  type LocalVerificationDoneAnswer,
} from '@xmates/domain';
import { adminAuth, adminDb, existsAt, storedAt } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember, type Account } from '../support/auth';
import { docs } from '../support/documents';
import { XMATES_URL } from '../support/env';
import { paths } from '../support/paths';
import { accountsBeforeAll, sync } from './helpers';
import { deliver, stripeEvent, stripeId } from './stripe-helpers';

const ADULT = '2000-05-04';
/** 1 January of the year 17 years ago: 17 years old all year. */
const MINOR = `${new Date().getUTCFullYear() - 17}-01-01`;

const verify = (token?: string) =>
  api<AgeVerifyAnswer>('POST', '/api/age/verify', { token, body: {} });
const status = (token?: string) => api<AgeStatusAnswer>('GET', '/api/age/status', { token });
const local = (id: string) => `/api/age/local-verification/${id}`;
const complete = (token: string, id: string, dateOfBirth: unknown) =>
  api<LocalVerificationDoneAnswer>('POST', `${local(id)}/complete`, {
    token,
    body: { dateOfBirth },
  });
const cancel = (token: string, id: string) =>
  api<LocalVerificationDoneAnswer>('POST', `${local(id)}/cancel`, { token, body: {} });

const record = (uid: string) => storedAt(paths.ageRecord(uid));
const session = (id: string) => storedAt(paths.ageSession(id));
const localDoc = (id: string) => storedAt(paths.localVerification(id));
const claims = async (uid: string) => (await adminAuth.getUser(uid)).customClaims ?? {};
const sessionsOf = async (uid: string) =>
  (await adminDb.collection(paths.ageSessions).where('uid', '==', uid).get()).size;

/** A started check's session id (the local provider's `vs_local_…`). */
async function started(member: Account): Promise<string> {
  const res = await verify(member.idToken);
  expect(res.status).toBe(200);
  return res.body.sessionId;
}

/** An identity.verification_session object as Stripe sends it in its events. */
const identitySession = (id: string, uid: string, status: string) => ({
  id,
  object: 'identity.verification_session',
  type: 'document',
  status,
  metadata: { uid },
  last_error: null,
  url: null,
});

const identityEvent = (kind: 'verified' | 'requires_input' | 'canceled', id: string, uid: string) =>
  stripeEvent(`identity.verification_session.${kind}`, identitySession(id, uid, kind));

describe('starting an age check', () => {
  const { owner, stranger } = accountsBeforeAll({
    owner: () => newVerifiedMember('age-owner'),
    stranger: () => newVerifiedMember('age-stranger'),
  });

  it('refuses a visitor with 401 and records nothing', async () => {
    const before = (await adminDb.collection(paths.ageSessions).count().get()).data().count;
    expect((await verify()).status).toBe(401);
    expect((await status()).status).toBe(401);
    const after = (await adminDb.collection(paths.ageSessions).count().get()).data().count;
    expect(after).toBe(before);
  });

  it('answers the local page and records a pending session', async () => {
    expect((await status(owner.idToken)).body).toEqual({ state: 'none', verified: false });
    const res = await verify(owner.idToken);
    expect(res.status).toBe(200);
    const { sessionId, url } = res.body;
    expect(sessionId).toMatch(/^vs_local_/);
    expect(url).toBe(`${XMATES_URL}/verify-age/local/${sessionId}`);
    expect(await session(sessionId)).toEqual({
      uid: owner.uid,
      method: 'stripe-identity',
      state: 'pending',
      createdAt: expect.anything(),
      updatedAt: expect.anything(),
    });
    expect((await status(owner.idToken)).body).toEqual({ state: 'pending', verified: false });
    const page = await api<LocalVerificationAnswer>('GET', local(sessionId), {
      token: owner.idToken,
    });
    expect(page.body).toEqual({ sessionId, state: 'open' });
  });

  it("does not let another member read, complete or cancel a member's session (404)", async () => {
    const sessionId = await started(owner);
    const notFound = { error: AGE_MESSAGES.localVerificationNotFound, code: 'not-found' };
    const read = await api('GET', local(sessionId), { token: stranger.idToken });
    expect(read.status).toBe(404);
    expect(read.body).toEqual(notFound);
    const done = await complete(stranger.idToken, sessionId, ADULT);
    expect(done.status).toBe(404);
    expect(done.body).toEqual(notFound);
    expect((await cancel(stranger.idToken, sessionId)).status).toBe(404);
    expect(await localDoc(sessionId)).toEqual({
      uid: owner.uid,
      state: 'open',
      createdAt: expect.anything(),
    });
    expect(await session(sessionId)).toMatchObject({ state: 'pending' });
    expect(await record(stranger.uid)).toBeUndefined();
    expect(await claims(stranger.uid)).toEqual({});
  });

  it('refuses a bad date of birth with 400 and changes nothing', async () => {
    const sessionId = await started(owner);
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    for (const dateOfBirth of ['2001-02-30', '04/05/2000', '1899-12-31', future, 20000504, null]) {
      const res = await complete(owner.idToken, sessionId, dateOfBirth);
      expect(res.status, String(dateOfBirth)).toBe(400);
      expect(res.body).toEqual({
        error: AGE_MESSAGES.badDateOfBirth,
        code: 'invalid-input',
        field: 'dateOfBirth',
      });
    }
    const extra = await api('POST', `${local(sessionId)}/complete`, {
      token: owner.idToken,
      body: { dateOfBirth: ADULT, over18: true },
    });
    expect(extra.status).toBe(400);
    expect(await localDoc(sessionId)).toMatchObject({ state: 'open' });
    expect(await localDoc(sessionId)).not.toHaveProperty('dateOfBirth');
    expect(await session(sessionId)).toMatchObject({ state: 'pending' });
    expect(await record(owner.uid)).toBeUndefined();
  });
});

describe('the local test verification, through the real webhook', () => {
  const { adult, minor, canceller, admin } = accountsBeforeAll({
    adult: () => newVerifiedMember('age-adult'),
    minor: () => newVerifiedMember('age-minor'),
    canceller: () => newVerifiedMember('age-cancel'),
    admin: () => newAdmin('age-admin'),
  });

  it('records an adult as over 18, sets the claim, and keeps no date of birth', async () => {
    const sessionId = await started(adult);
    const done = await complete(adult.idToken, sessionId, ADULT);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      returnUrl: `${XMATES_URL}/verify-age/result?session=${sessionId}`,
    });
    expect((await status(adult.idToken)).body).toEqual({ state: 'verified', verified: true });
    expect(await claims(adult.uid)).toEqual({ age: 'verified' });

    const stored = await record(adult.uid);
    expect(Object.keys(stored ?? {}).sort()).toEqual(['method', 'over18', 'verifiedAt']);
    expect(stored).toMatchObject({ over18: true, method: 'stripe-identity' });
    // The date of birth is nowhere: read once from the local document, which lost it then.
    expect(await localDoc(sessionId)).toEqual({
      uid: adult.uid,
      state: 'complete',
      createdAt: expect.anything(),
    });
    expect(Object.keys((await session(sessionId)) ?? {}).sort()).toEqual([
      'createdAt',
      'method',
      'state',
      'uid',
      'updatedAt',
    ]);
    expect(await session(sessionId)).toMatchObject({ state: 'verified' });

    // Finished: a second completion is refused, and a verified member starts no new check.
    expect((await complete(adult.idToken, sessionId, MINOR)).status).toBe(404);
    const again = await verify(adult.idToken);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: AGE_MESSAGES.alreadyVerified, code: 'wrong-state' });
    expect(await sessionsOf(adult.uid)).toBe(1);
    expect(await record(adult.uid)).toEqual(stored);
  });

  it('records a minor as not over 18, with no claim', async () => {
    const sessionId = await started(minor);
    expect((await complete(minor.idToken, sessionId, MINOR)).status).toBe(200);
    expect((await status(minor.idToken)).body).toEqual({ state: 'under18', verified: false });
    expect(await record(minor.uid)).toEqual({
      over18: false,
      method: 'stripe-identity',
      verifiedAt: expect.anything(),
    });
    expect(await claims(minor.uid)).toEqual({});
    expect(await localDoc(sessionId)).not.toHaveProperty('dateOfBirth');
  });

  it('records a cancelled check as canceled, and nothing else', async () => {
    const sessionId = await started(canceller);
    const done = await cancel(canceller.idToken, sessionId);
    expect(done.status).toBe(200);
    expect(done.body.returnUrl).toBe(`${XMATES_URL}/verify-age/result?session=${sessionId}`);
    expect((await status(canceller.idToken)).body).toEqual({ state: 'canceled', verified: false });
    expect(await localDoc(sessionId)).toMatchObject({ state: 'cancelled' });
    expect(await record(canceller.uid)).toBeUndefined();
    expect(await claims(canceller.uid)).toEqual({});
    expect((await complete(canceller.idToken, sessionId, ADULT)).status).toBe(404);
  });

  it("keeps an admin's claim when the age claim is added", async () => {
    const sessionId = await started(admin);
    expect((await complete(admin.idToken, sessionId, ADULT)).status).toBe(200);
    expect(await claims(admin.uid)).toEqual({ admin: true, age: 'verified' });
  });
});

describe("Stripe Identity's events at the webhook", () => {
  const { member, replayed, twice, failing } = accountsBeforeAll({
    member: () => newVerifiedMember('age-hook'),
    replayed: () => newVerifiedMember('age-replay'),
    twice: () => newVerifiedMember('age-twice'),
    failing: () => newVerifiedMember('age-fail'),
  });

  /** A started check whose test date of birth waits to be read, as after completion. */
  async function readyToRead(account: Account, dateOfBirth: string): Promise<string> {
    const sessionId = await started(account);
    await adminDb.doc(paths.localVerification(sessionId)).update({ dateOfBirth });
    return sessionId;
  }

  it('refuses a forged or unsigned event with 400 and records nothing', async () => {
    const sessionId = await readyToRead(member, ADULT);
    const event = identityEvent('verified', sessionId, member.uid);
    expect((await deliver(event, 'whsec_not_the_secret')).status).toBe(400);
    expect((await api('POST', '/api/stripe/webhook', { body: event })).status).toBe(400);
    expect(await existsAt(paths.stripeEvent(event.id))).toBe(false);
    expect(await session(sessionId)).toMatchObject({ state: 'pending' });
    expect(await localDoc(sessionId)).toMatchObject({ dateOfBirth: ADULT });
    expect(await record(member.uid)).toBeUndefined();
    expect(await claims(member.uid)).toEqual({});
  });

  it('acknowledges an event of a session this app did not start, and records nothing', async () => {
    const foreign = stripeId('vs');
    const event = identityEvent('verified', foreign, member.uid);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    expect(await existsAt(paths.ageSession(foreign))).toBe(false);
    expect(await record(member.uid)).toBeUndefined();
    expect(await claims(member.uid)).toEqual({});
  });

  it('applies a replayed event once', async () => {
    const sessionId = await readyToRead(replayed, ADULT);
    const event = identityEvent('verified', sessionId, replayed.uid);
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false });
    const [firstRecord, firstSession] = [await record(replayed.uid), await session(sessionId)];
    expect(firstRecord).toMatchObject({ over18: true });
    expect(firstSession).toMatchObject({ state: 'verified' });

    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    expect(await record(replayed.uid)).toEqual(firstRecord);
    expect(await session(sessionId)).toEqual(firstSession);
    expect(await claims(replayed.uid)).toEqual({ age: 'verified' });
  });

  it('never downgrades an over-18 record, whatever a later event says', async () => {
    const sessionId = await readyToRead(twice, ADULT);
    await deliver(identityEvent('verified', sessionId, twice.uid));
    const verified = await record(twice.uid);
    expect(verified).toMatchObject({ over18: true });

    // A later event of the same session leaves its outcome alone.
    await deliver(identityEvent('requires_input', sessionId, twice.uid));
    expect(await session(sessionId)).toMatchObject({ state: 'verified' });

    // Another session of the member (started before the first finished) finds a minor.
    const second = stripeId('vs');
    await adminDb.doc(paths.ageSession(second)).set(docs.ageSession(twice.uid));
    await adminDb
      .doc(paths.localVerification(second))
      .set(docs.localVerification(twice.uid, { state: 'complete', dateOfBirth: MINOR }));
    const res = await deliver(identityEvent('verified', second, twice.uid));
    expect(res.status).toBe(200);
    expect(await session(second)).toMatchObject({ state: 'under18' });
    expect(await record(twice.uid)).toEqual(verified);
    expect(await claims(twice.uid)).toEqual({ age: 'verified' });
    expect((await status(twice.idToken)).body).toEqual({ state: 'under18', verified: true });
  });

  it('records requires_input as failed, and a verified session with no date of birth too', async () => {
    const sessionId = await started(failing);
    await deliver(identityEvent('requires_input', sessionId, failing.uid));
    expect((await status(failing.idToken)).body).toEqual({ state: 'failed', verified: false });

    // Nothing to read (never completed, or already read): failed, never a guess.
    const unread = await started(failing);
    expect((await deliver(identityEvent('verified', unread, failing.uid))).status).toBe(200);
    expect(await session(unread)).toMatchObject({ state: 'failed' });
    expect(await record(failing.uid)).toBeUndefined();
    expect(await claims(failing.uid)).toEqual({});
  });
});

describe("erasing a member's data", () => {
  const { admin, verified } = accountsBeforeAll({
    admin: () => newAdmin('age-eraser'),
    verified: () => newVerifiedMember('age-erased'),
  });

  it('deletes the record, the sessions and the local verifications', async () => {
    await sync(verified.idToken);
    const sessionId = await started(verified);
    expect((await complete(verified.idToken, sessionId, ADULT)).status).toBe(200);
    expect(await record(verified.uid)).toBeDefined();

    const res = await api('POST', `/api/admin/users/${verified.uid}/delete-data`, {
      token: admin.idToken,
      body: { confirm: verified.email },
    });
    expect(res.status).toBe(200);
    expect(await record(verified.uid)).toBeUndefined();
    expect(await sessionsOf(verified.uid)).toBe(0);
    const locals = adminDb.collection(paths.localVerifications).where('uid', '==', verified.uid);
    expect((await locals.get()).size).toBe(0);
  });
});

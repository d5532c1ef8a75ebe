// The token checks as production runs them, with Auth's answers stubbed: the Auth emulator
// always checks revocation, whatever verifyIdToken is asked, so only a stub shows that the API
// asks for it (checkRevoked) and turns the refusals into 401s. The stored admin flag is stubbed
// too, to count its reads (tests/api/moderation-access.test.ts runs the refusal for real).
import type { Request, Response } from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, MEMBER_REPORT_MESSAGES, MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import {
  currentToken,
  isAdminToken,
  optionalMemberToken,
  optionalUser,
  requireAdmin,
  requireMember,
  requireUser,
  requireUserEvenExpired,
} from './auth';

const verifyIdToken = vi.fn<(token: string, checkRevoked?: boolean) => Promise<DecodedIdToken>>();
const findAuthUser = vi.fn<(uid: string) => Promise<UserRecord | null>>();

vi.mock('../db/firebase', async (original) => ({
  ...(await original<typeof import('../db/firebase')>()),
  adminAuth: () => ({ verifyIdToken }),
  findAuthUser: (uid: string) => findAuthUser(uid),
}));

const storedAdminFlag = vi.fn<(uid: string) => Promise<boolean>>();

vi.mock('../db/users', () => ({ storedAdminFlag: (uid: string) => storedAdminFlag(uid) }));

const storedSuspension = vi.fn<(uid: string) => Promise<{ untilMs: number | null } | null>>();

vi.mock('../db/member-reports', () => ({
  storedSuspension: (uid: string) => storedSuspension(uid),
}));

const HOUR = 3_600_000;

function decoded(emailVerified: boolean): DecodedIdToken {
  return {
    uid: 'u1',
    sub: 'u1',
    email: 'u1@example.com',
    email_verified: emailVerified,
  } as DecodedIdToken;
}

/** An Auth record created `ageMs` ago. */
function record(emailVerified: boolean, ageMs: number): UserRecord {
  const creationTime = new Date(Date.now() - ageMs).toUTCString();
  return { uid: 'u1', emailVerified, metadata: { creationTime } } as UserRecord;
}

function call(
  middleware: (req: Request, res: Response, next: () => void) => unknown,
  token: string | null = 'the-token',
) {
  const req = {
    get: (name: string) => (name === 'authorization' && token ? `Bearer ${token}` : undefined),
  } as Request;
  const res = { locals: {} } as Response;
  const next = vi.fn();
  return { res, next, done: Promise.resolve(middleware(req, res, next)) };
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

beforeEach(() => {
  verifyIdToken.mockReset();
  findAuthUser.mockReset();
  storedAdminFlag.mockReset();
  storedSuspension.mockReset();
  storedSuspension.mockResolvedValue(null);
});

describe('token verification', () => {
  it('asks Auth to check revocation (checkRevoked true) on every verification', async () => {
    verifyIdToken.mockResolvedValue(decoded(true));
    for (const middleware of [requireUser, requireUserEvenExpired, optionalUser, requireMember]) {
      const { done, next } = call(middleware);
      await done;
      expect(next).toHaveBeenCalledOnce();
    }
    expect(verifyIdToken).toHaveBeenCalledTimes(4);
    for (const args of verifyIdToken.mock.calls) expect(args).toEqual(['the-token', true]);
  });

  const refused = [
    'auth/id-token-revoked',
    'auth/user-disabled',
    'auth/user-not-found',
    'auth/id-token-expired',
  ];
  for (const code of refused) {
    it(`answers Auth's ${code} with 401 and runs nothing after`, async () => {
      verifyIdToken.mockRejectedValue(Object.assign(new Error(code), { code }));
      const { done, next, res } = call(requireUser);
      const err = await refusal(done);
      expect(err.status).toBe(401);
      expect(err.body).toEqual({ error: MESSAGES.invalidToken, code: 'unauthenticated' });
      expect(next).not.toHaveBeenCalled();
      expect(() => currentToken(res)).toThrow();
    });
  }

  it('lets other Auth failures through as server errors', async () => {
    verifyIdToken.mockRejectedValue(
      Object.assign(new Error('down'), { code: 'auth/internal-error' }),
    );
    const err: unknown = await call(requireUser).done.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(HttpError);
  });
});

describe('suspensions: the stored flag', () => {
  const untilMs = Date.now() + 3 * 24 * HOUR;

  it('refuses a suspended or banned member on every signed-in route, with the reason', async () => {
    verifyIdToken.mockResolvedValue(decoded(true));
    for (const [stored, error] of [
      [{ untilMs }, MEMBER_REPORT_MESSAGES.accountSuspended(untilMs)],
      [{ untilMs: null }, MEMBER_REPORT_MESSAGES.accountBanned],
    ] as const) {
      storedSuspension.mockResolvedValue(stored);
      for (const middleware of [requireUser, requireMember]) {
        const { done, next } = call(middleware);
        const err = await refusal(done);
        expect(err.status).toBe(403);
        expect(err.body).toEqual({ error, code: 'account-suspended' });
        expect(next).not.toHaveBeenCalled();
      }
    }
    expect(storedSuspension).toHaveBeenCalledWith('u1');
  });

  it('admits a member whose suspension has ended, and reads no flag for a visitor route', async () => {
    verifyIdToken.mockResolvedValue(decoded(true));
    storedSuspension.mockResolvedValue({ untilMs: Date.now() - 1 });
    const member = call(requireMember);
    await member.done;
    expect(member.next).toHaveBeenCalledOnce();
    storedSuspension.mockClear();
    const visitor = call(optionalUser);
    await visitor.done;
    expect(visitor.next).toHaveBeenCalledOnce();
    expect(storedSuspension).not.toHaveBeenCalled();
  });

  it('tells a token the suspension revoked why it is refused (403, not 401)', async () => {
    const revoked = Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
    verifyIdToken.mockRejectedValue(revoked);
    storedSuspension.mockResolvedValue({ untilMs: null });
    // Refused as revoked, the token was authentic: its subject is read from its payload.
    const payload = Buffer.from(JSON.stringify({ sub: 'u1' })).toString('base64url');
    const err = await refusal(call(optionalUser, `header.${payload}.signature`).done);
    expect(storedSuspension).toHaveBeenCalledWith('u1');
    expect(err.status).toBe(403);
    expect(err.body).toEqual({
      error: MEMBER_REPORT_MESSAGES.accountBanned,
      code: 'account-suspended',
    });
    storedSuspension.mockResolvedValue(null);
    expect((await refusal(call(requireMember, `header.${payload}.signature`).done)).status).toBe(
      401,
    );
    // A token without a readable payload is a plain 401.
    expect((await refusal(call(requireMember).done)).status).toBe(401);
  });
});

describe('e-mail verification', () => {
  it('admits a verified token everywhere without looking the account up', async () => {
    verifyIdToken.mockResolvedValue(decoded(true));
    const { done, next, res } = call(requireMember);
    await done;
    expect(next).toHaveBeenCalledOnce();
    expect(optionalMemberToken(res)?.uid).toBe('u1');
    expect(findAuthUser).not.toHaveBeenCalled();
  });

  it('admits an unverified account within 24 hours as a user, not as a member', async () => {
    verifyIdToken.mockResolvedValue(decoded(false));
    findAuthUser.mockResolvedValue(record(false, HOUR));
    const user = call(requireUser);
    await user.done;
    expect(user.next).toHaveBeenCalledOnce();
    expect(optionalMemberToken(user.res)).toBeNull();

    const member = call(requireMember);
    const err = await refusal(member.done);
    expect(err.status).toBe(403);
    expect(err.body).toEqual({ error: MESSAGES.verifyFirst, code: 'email-unverified' });
    expect(member.next).not.toHaveBeenCalled();
  });

  it('admits a member who verified after the token was issued (Auth record decides)', async () => {
    verifyIdToken.mockResolvedValue(decoded(false));
    findAuthUser.mockResolvedValue(record(true, 48 * HOUR));
    const { done, next } = call(requireMember);
    await done;
    expect(next).toHaveBeenCalledOnce();
  });

  it('refuses an unverified account past 24 hours everywhere but recycling', async () => {
    verifyIdToken.mockResolvedValue(decoded(false));
    findAuthUser.mockResolvedValue(record(false, LIMITS.unverifiedWindowMs + HOUR));
    for (const middleware of [requireUser, optionalUser, requireMember]) {
      const { done, next } = call(middleware);
      const err = await refusal(done);
      expect(err.status).toBe(403);
      expect(err.body).toEqual({ error: MESSAGES.unverifiedExpired, code: 'account-expired' });
      expect(next).not.toHaveBeenCalled();
    }
    const recycle = call(requireUserEvenExpired);
    await recycle.done;
    expect(recycle.next).toHaveBeenCalledOnce();
  });

  it('answers 401 when the account is gone by the time it is looked up', async () => {
    verifyIdToken.mockResolvedValue(decoded(false));
    findAuthUser.mockResolvedValue(null);
    const err = await refusal(call(requireUser).done);
    expect(err.status).toBe(401);
  });
});

describe('admins: the claim and the stored flag', () => {
  const withAdminClaim = (): DecodedIdToken => ({ ...decoded(true), admin: true });

  /** requireMember then requireAdmin, as an admin route runs them. */
  async function adminRoute() {
    const member = call(requireMember);
    await member.done;
    const next = vi.fn();
    const run = Promise.resolve().then(() => {
      requireAdmin({} as Request, member.res, next);
    });
    return { res: member.res, next, run };
  }

  it('admits a token with the claim whose stored flag says admin', async () => {
    verifyIdToken.mockResolvedValue(withAdminClaim());
    storedAdminFlag.mockResolvedValue(true);
    const { next, run, res } = await adminRoute();
    await run;
    expect(next).toHaveBeenCalledOnce();
    expect(isAdminToken(currentToken(res))).toBe(true);
    expect(storedAdminFlag.mock.calls).toEqual([['u1']]);
  });

  it('refuses 403 a token still carrying the claim whose stored flag was cleared', async () => {
    verifyIdToken.mockResolvedValue(withAdminClaim());
    storedAdminFlag.mockResolvedValue(false);
    const { next, run, res } = await adminRoute();
    const err = await refusal(run);
    expect(err.status).toBe(403);
    expect(err.body).toEqual({ error: MESSAGES.adminsOnly, code: 'forbidden' });
    expect(next).not.toHaveBeenCalled();
    expect(isAdminToken(currentToken(res))).toBe(false);
  });

  it('refuses a token without the claim, whatever is stored, and reads nothing for it', async () => {
    verifyIdToken.mockResolvedValue(decoded(true));
    storedAdminFlag.mockResolvedValue(true);
    const { next, run } = await adminRoute();
    expect((await refusal(run)).status).toBe(403);
    expect(next).not.toHaveBeenCalled();
    expect(storedAdminFlag).not.toHaveBeenCalled();
  });

  it('does not take a token it did not verify for an admin, claim or not', () => {
    expect(isAdminToken(withAdminClaim())).toBe(false);
  });
});

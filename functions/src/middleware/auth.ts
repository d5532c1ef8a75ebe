// Firebase ID token verification (Authorization: Bearer <token>), the e-mail verification
// gate of member privileges, the suspension check (the stored flag), and the admin check (the
// claim and the stored flag).
import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import {
  MESSAGES,
  suspensionAt,
  suspensionRefusal,
  unverifiedState,
  type UnverifiedState,
} from '@xmates/domain';
import { adminAuth, errorCode, findAuthUser } from '../db/firebase';
import { storedSuspension } from '../db/member-reports';
import type { Actor } from '../db/moderation';
import { storedAdminFlag } from '../db/users';
import { HttpError } from '../http/http-error';

const TOKEN_KEY = 'idToken';
const STATE_KEY = 'verification';

/**
 * Auth error codes that mean "this token is not acceptable" (forged, expired, revoked, for a
 * deleted or disabled user). Other failures (e.g. Auth unreachable) are server errors.
 */
const REJECTED_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A present but unusable header is a bad credential, not a missing one.
  return match?.[1] ?? '';
}

/**
 * A suspended or banned member is refused (403 account-suspended, saying until when): the
 * stored flag suspensions/{uid}, one read, whatever the token says.
 */
async function refuseSuspended(uid: string): Promise<void> {
  const refusal = suspensionRefusal(suspensionAt(await storedSuspension(uid), Date.now()));
  if (refusal) throw new HttpError(403, refusal, { code: 'account-suspended' });
}

/**
 * A suspension revokes the member's tokens: a token revoked by one is told why (403) rather than
 * just 401. firebase-admin says "revoked" only of a token whose signature and expiry it has
 * checked, so its subject is the member's own; it is read from the payload, since verifying the
 * token again would fail the same way wherever revocation is always checked (the Auth emulator).
 */
async function refuseSuspendedHolder(token: string): Promise<void> {
  const payload = token.split('.')[1] ?? '';
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return;
  }
  const sub = typeof claims === 'object' && claims !== null && 'sub' in claims ? claims.sub : null;
  if (typeof sub === 'string' && sub !== '') await refuseSuspended(sub);
}

async function verify(token: string): Promise<DecodedIdToken> {
  if (!token) throw new HttpError(401, MESSAGES.invalidToken);
  try {
    // checkRevoked: one Auth lookup per call refuses a token whose refresh tokens were revoked
    // (erasure, a removed admin claim, a suspension) or whose user was disabled or deleted, at
    // once rather than when the token expires (up to an hour later).
    return await adminAuth().verifyIdToken(token, true);
  } catch (err) {
    const code = errorCode(err);
    if (code === 'auth/id-token-revoked') await refuseSuspendedHolder(token);
    if (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) {
      logger.warn('auth.token_rejected', { code });
      throw new HttpError(401, MESSAGES.invalidToken);
    }
    throw err;
  }
}

/**
 * Where the caller stands against the 24-hour verification window. A token says
 * email_verified true only once the e-mail was verified, so that needs no lookup; otherwise
 * the Auth record decides (the member may have verified since the token was issued) and gives
 * the account's creation time.
 */
async function verificationOf(token: DecodedIdToken): Promise<UnverifiedState> {
  if (token.email_verified === true) return 'verified';
  const record = await findAuthUser(token.uid);
  if (!record) throw new HttpError(401, MESSAGES.invalidToken);
  return unverifiedState(record.emailVerified, Date.parse(record.metadata.creationTime));
}

/**
 * The tokens of this instance's requests whose admin claim the stored flag confirmed (see
 * isAdminToken); held weakly, so each goes with its request.
 */
const confirmedAdmins = new WeakSet<DecodedIdToken>();

/**
 * An admin: the token's claim admin: true and the flag isAdmin on users/{uid}, which
 * `npm run admin-claim` writes with the claim. The claim alone is not enough: a token keeps its
 * claims until it expires, and a claim set by any other path has no flag. The stored flag is
 * read only for a token that carries the claim, so other callers pay no read.
 */
async function confirmedAdmin(token: DecodedIdToken): Promise<boolean> {
  return token.admin === true && (await storedAdminFlag(token.uid));
}

/** Verifies the token, refuses an unverified account past its window, and keeps both. */
async function authenticate(res: Response, token: string, allowExpired = false): Promise<void> {
  const decoded = await verify(token);
  const [state, admin] = await Promise.all([verificationOf(decoded), confirmedAdmin(decoded)]);
  if (state === 'expired' && !allowExpired) {
    throw new HttpError(403, MESSAGES.unverifiedExpired, { code: 'account-expired' });
  }
  if (admin) confirmedAdmins.add(decoded);
  res.locals[TOKEN_KEY] = decoded;
  res.locals[STATE_KEY] = state;
}

/** The request's bearer token, required (401 without one), authenticated and kept. */
async function authenticateRequest(
  req: Request,
  res: Response,
  allowExpired = false,
): Promise<void> {
  const token = bearerToken(req);
  if (token === null) throw new HttpError(401, MESSAGES.signInRequired);
  await authenticate(res, token, allowExpired);
}

/** The verified token of the current request; only valid after requireUser. */
export function currentToken(res: Response): DecodedIdToken {
  const token = res.locals[TOKEN_KEY] as DecodedIdToken | undefined;
  if (!token) throw new Error('currentToken() used on a route without requireUser');
  return token;
}

/** The verified token when the caller sent one (optionalUser), else null. */
export function optionalToken(res: Response): DecodedIdToken | null {
  return (res.locals[TOKEN_KEY] as DecodedIdToken | undefined) ?? null;
}

/**
 * The token when the caller is a verified member (after optionalUser), else null: an
 * unverified account is answered what a visitor is (no outgoing links, no own reactions).
 */
export function optionalMemberToken(res: Response): DecodedIdToken | null {
  return res.locals[STATE_KEY] === 'verified' ? optionalToken(res) : null;
}

/**
 * Admin means the custom claim admin: true on the token and the stored flag on users/{uid}
 * (confirmedAdmin), checked when the request's token was verified: neither grants it alone.
 * Only a token requireUser or optionalUser verified can be an admin's.
 */
export function isAdminToken(token: DecodedIdToken): boolean {
  return confirmedAdmins.has(token);
}

/**
 * A signed-in caller: a valid, unrevoked token of an enabled account, verified or still
 * within its 24-hour window (an unverified account past it gets 403 account-expired), neither
 * suspended nor banned (403 account-suspended: the session sync refuses too, so the SPA signs
 * the member out with the reason). Alone it guards only what an unverified account needs
 * (sync, reading its own account, the welcome notice); every member privilege adds
 * requireVerified.
 */
export async function requireUser(req: Request, res: Response, next: NextFunction) {
  await authenticateRequest(req, res);
  await refuseSuspended(currentToken(res).uid);
  next();
}

/**
 * requireUser that lets an unverified account past its window through: only for clearing
 * that account (POST /api/auth/recycle-unverified), which is its way to sign up again.
 */
export async function requireUserEvenExpired(req: Request, res: Response, next: NextFunction) {
  await authenticateRequest(req, res, true);
  next();
}

/**
 * After requireUser: member privileges (reactions, ratings, comments, replies, reports,
 * submissions, uploads, messages, donations, the member's lists and settings, and admin
 * work) need a verified e-mail; an unverified account gets 403 email-unverified.
 */
export function requireVerified(_req: Request, res: Response, next: NextFunction) {
  currentToken(res);
  if (res.locals[STATE_KEY] !== 'verified') {
    throw new HttpError(403, MESSAGES.verifyFirst, { code: 'email-unverified' });
  }
  next();
}

/** A member privilege's route: requireUser and requireVerified in one. */
export async function requireMember(req: Request, res: Response, next: NextFunction) {
  await requireUser(req, res, () => requireVerified(req, res, next));
}

/**
 * requireMember that lets a suspended or banned member through: only for the member's rights
 * over their own data (downloading it, deleting the account), which a suspension does not take
 * away, as on Mastodon. Their sessions were revoked by the suspension: this is a new sign-in.
 */
export async function requireMemberEvenSuspended(req: Request, res: Response, next: NextFunction) {
  await authenticateRequest(req, res);
  requireVerified(req, res, next);
}

/** The names of the checks that refuse a caller without a token, for the route tests. */
export const SIGN_IN_CHECKS: readonly string[] = [
  requireUser,
  requireUserEvenExpired,
  requireMember,
  requireMemberEvenSuspended,
].map((check) => check.name);

/**
 * For public routes that answer more to signed-in callers; a bad token is still a 401, and
 * an unverified account past its window a 403, as on every route.
 */
export async function optionalUser(req: Request, res: Response, next: NextFunction) {
  const token = bearerToken(req);
  if (token !== null) await authenticate(res, token);
  next();
}

/** The admin acting in this request, as the moderation log names them; after requireAdmin. */
export function currentAdmin(res: Response): Actor {
  const token = currentToken(res);
  return { uid: token.uid, email: token.email ?? null };
}

export function requireAdmin(_req: Request, res: Response, next: NextFunction) {
  if (!isAdminToken(currentToken(res))) throw new HttpError(403, MESSAGES.adminsOnly);
  next();
}

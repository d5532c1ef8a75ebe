// Firebase ID token verification (Authorization: Bearer <token>) and the admin claim check.
import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import { MESSAGES } from '@xmates/domain';
import { adminAuth, errorCode } from '../db/firebase';
import type { Actor } from '../db/moderation';
import { HttpError } from '../http/http-error';

const TOKEN_KEY = 'idToken';

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

async function verify(token: string): Promise<DecodedIdToken> {
  if (!token) throw new HttpError(401, MESSAGES.invalidToken);
  try {
    // Revocation is not checked (it costs a user lookup per call); tokens live one hour.
    return await adminAuth().verifyIdToken(token, false);
  } catch (err) {
    const code = errorCode(err);
    if (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) {
      logger.warn('auth.token_rejected', { code });
      throw new HttpError(401, MESSAGES.invalidToken);
    }
    throw err;
  }
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

/** Admin means the custom claim admin: true on the token; nothing stored can grant it. */
export function isAdminToken(token: DecodedIdToken): boolean {
  return token.admin === true;
}

export async function requireUser(req: Request, res: Response, next: NextFunction) {
  const token = bearerToken(req);
  if (token === null) throw new HttpError(401, MESSAGES.signInRequired);
  res.locals[TOKEN_KEY] = await verify(token);
  next();
}

/** For public routes that answer more to signed-in callers; a bad token is still a 401. */
export async function optionalUser(req: Request, res: Response, next: NextFunction) {
  const token = bearerToken(req);
  if (token !== null) res.locals[TOKEN_KEY] = await verify(token);
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

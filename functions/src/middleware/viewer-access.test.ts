// The API's one access decision per request: the caller's token (as optionalUser verified it,
// Auth stubbed), the age gate's header and the site's mode (age-assurance/mode.ts, stubbed: its
// reading of siteSettings/ageAssurance is tested in mode.test.ts).
import type { Request, Response } from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgeAssuranceMode } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import { optionalUser } from './auth';
import { viewerAccess } from './viewer-access';

const verifyIdToken = vi.fn<(token: string, checkRevoked?: boolean) => Promise<DecodedIdToken>>();

// An account whose e-mail is not verified yet, created a moment ago (within its window).
const justCreated = {
  uid: 'u1',
  emailVerified: false,
  metadata: { creationTime: new Date().toUTCString() },
} as UserRecord;

vi.mock('../db/firebase', async (original) => ({
  ...(await original<typeof import('../db/firebase')>()),
  adminAuth: () => ({ verifyIdToken }),
  findAuthUser: () => Promise.resolve(justCreated),
}));

const site: { mode: AgeAssuranceMode | null } = { mode: 'declaration' };
vi.mock('../age-assurance/mode', () => ({
  currentAgeMode: () => site.mode,
  ageMode: () => {
    if (site.mode === null) throw new HttpError(503, 'unknown', { code: 'unavailable' });
    return site.mode;
  },
}));

beforeEach(() => {
  site.mode = 'declaration';
});

/** The access of a request with these headers, after optionalUser (claims: the token's). */
async function accessOf(headers: Record<string, string>, claims?: Record<string, unknown>) {
  if (claims) {
    verifyIdToken.mockResolvedValue({ uid: 'u1', email_verified: true, ...claims } as never);
  }
  const all: Record<string, string> = claims ? { authorization: 'Bearer t', ...headers } : headers;
  const req = { get: (name: string) => all[name.toLowerCase()] } as Request;
  const res = { locals: {} } as Response;
  await optionalUser(req, res, () => undefined);
  return viewerAccess(req, res);
}

const GATE = { 'x-ras-accepted': 'true' };
const NONE = { images: false, links: false };
const ALL = { images: true, links: true };

describe('viewerAccess', () => {
  it('declaration (the default): the gate shows images, links need a signed-in member too', async () => {
    expect(await accessOf({})).toEqual(NONE);
    expect(await accessOf(GATE)).toEqual({ images: true, links: false });
    expect(await accessOf({ 'x-ras-accepted': '1' }, {})).toEqual(ALL);
    expect(await accessOf({}, {})).toEqual(NONE);
  });

  it("verified: only a member whose token says age: 'verified', whatever the gate", async () => {
    site.mode = 'verified';
    expect(await accessOf(GATE)).toEqual(NONE);
    expect(await accessOf(GATE, {})).toEqual(NONE);
    expect(await accessOf(GATE, { age: 'over18' })).toEqual(NONE);
    expect(await accessOf({}, { age: 'verified' })).toEqual(ALL);
    // An account without a verified e-mail is answered what a visitor is.
    expect(await accessOf(GATE, { age: 'verified', email_verified: false })).toEqual(NONE);
  });

  it('answers 503 while the mode is unknown, but to a caller who would see nothing in any mode', async () => {
    site.mode = null;
    await expect(accessOf(GATE, { age: 'verified' })).rejects.toMatchObject({ status: 503 });
    await expect(accessOf(GATE)).rejects.toMatchObject({ status: 503 });
    expect(await accessOf({})).toEqual(NONE);
    expect(await accessOf({}, {})).toEqual(NONE);
  });
});

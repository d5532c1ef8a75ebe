// DELETE /api/users/me's re-authentication rule, on tokens as production's verifyIdToken
// decodes them (the emulator's revocation check refuses an old sign-in of a new account first,
// so the API test cannot reach this rule with a six-minute-old sign-in).
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { LIMITS, OWN_ACCOUNT_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import { deleteOwnAccount } from './own-account';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const signedIn = (msAgo: number) =>
  ({ uid: 'member-uid', auth_time: Math.floor((NOW - msAgo) / 1000) }) as DecodedIdToken;

describe('deleteOwnAccount', () => {
  it('refuses a sign-in older than five minutes with 401 and its message, before any work', async () => {
    const refusal = await deleteOwnAccount(
      signedIn(LIMITS.accountDeleteRecentLoginMs + 1_000),
      NOW,
    ).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 401,
      code: 'recent-login-required',
      message: OWN_ACCOUNT_MESSAGES.recentLoginRequired,
    });
  });

  it('takes five minutes as the limit', () => {
    expect(LIMITS.accountDeleteRecentLoginMs).toBe(5 * 60_000);
  });
});

// POST /api/users/login-metrics/ping and /mark-shown. The count is the login count kept by
// sync; the nudge that would use it is switched off by the spec, so showNudge is always false.
import { MESSAGES, type LoginMetricsAnswer, type MarkShownAnswer } from '@xmates/domain';
import { runTransaction } from '../db/firebase';
import { userRef, type StoredUser } from '../db/users';
import { HttpError } from '../http/http-error';

/** Runs a change on an existing users/{uid}; members who never synced get a 404, no write. */
async function updateSyncedUser<T>(
  uid: string,
  change: (user: StoredUser) => { patch: Partial<StoredUser>; result: T },
) {
  return runTransaction(async (tx) => {
    const snap = await tx.get(userRef(uid));
    const user = snap.data();
    if (!user) throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
    const { patch, result } = change(user);
    tx.update(userRef(uid), patch);
    return result;
  });
}

export function pingLoginMetrics(
  uid: string,
  stamp: string | number | undefined,
): Promise<LoginMetricsAnswer> {
  return updateSyncedUser(uid, (user) => ({
    patch: { loginStamp: stamp ?? null },
    result: { count: user.loginCount, showNudge: false },
  }));
}

export function markNudgeShown(uid: string, count: number): Promise<MarkShownAnswer> {
  return updateSyncedUser(uid, () => ({
    patch: { nudgeShownCount: count },
    result: { ok: true },
  }));
}

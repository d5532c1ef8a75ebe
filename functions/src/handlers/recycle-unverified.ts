// POST /api/auth/recycle-unverified: "clear and sign up again" for the caller's own account
// whose e-mail was never verified. It must never delete a verified account or a Google one.
import type { RecycleAnswer, RecycleReason } from '@xmates/domain';
import { adminAuth, db, findAuthUser } from '../db/firebase';
import { profileRef, userRef } from '../db/users';

const notRecycled = (reason: RecycleReason): RecycleAnswer => ({
  recycled: false,
  reason,
  error: null,
});

export async function recycleUnverified(uid: string): Promise<RecycleAnswer> {
  const user = await findAuthUser(uid);
  if (!user) return notRecycled('not-found');
  if (user.emailVerified) return notRecycled('verified');
  if (user.providerData.some((p) => p.providerId === 'google.com')) return notRecycled('google');
  // Documents first: if deleting the Auth user then fails, a retry still finds the account,
  // and the next sign-in would recreate the documents anyway.
  const batch = db().batch();
  batch.delete(userRef(user.uid));
  batch.delete(profileRef(user.uid));
  await batch.commit();
  await adminAuth().deleteUser(user.uid);
  return { recycled: true, reason: null, error: null };
}

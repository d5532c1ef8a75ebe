// POST /api/auth/recycle-unverified: "clear and sign up again" for the caller's own account
// whose e-mail was never verified. It must never delete a verified account or a Google one.
// The account goes the way any member's data goes (eraseMember): everything it wrote, its
// display name's claim, the contact messages it sent signed in, then its documents. Its address
// was never proven, so nothing is erased by it: a visitor's messages from that address stay.
import type { RecycleAnswer, RecycleReason } from '@xmates/domain';
import { findAuthUser } from '../db/firebase';
import type { Actor } from '../db/moderation';
import { eraseMember } from '../shared/erase-member';

/** How the moderation log names a member's own recycling of their unverified account. */
export const RECYCLE_ACTOR: Actor = { uid: 'xmates-recycle-unverified', email: null };

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
  // The erasure marker is written first, then the Auth account goes: a step that fails after
  // it leaves the marker, which the retention job finishes.
  await eraseMember(user.uid, RECYCLE_ACTOR);
  return { recycled: true, reason: null, error: null };
}

// Change password at the identity provider: re-authenticate with the current password, then
// set the new one.
import { USER_MESSAGES } from '@xmates/domain';
import { isWrongPassword, needsRecentLogin } from '@/lib/auth-errors';
import { getAuthClient } from '@/lib/firebase';
import { reauthenticate, setPassword } from '@/lib/identity';

/** Resolves, or rejects with an Error whose message is the text to show. */
export async function changePassword(current: string, next: string): Promise<void> {
  const user = getAuthClient().currentUser;
  if (!user?.email) throw new Error(USER_MESSAGES.sessionNotReady);
  try {
    await reauthenticate(user, user.email, current);
  } catch (err) {
    throw new Error(
      isWrongPassword(err) ? USER_MESSAGES.passwordWrong : USER_MESSAGES.passwordFailed,
      { cause: err },
    );
  }
  try {
    await setPassword(user, next);
  } catch (err) {
    throw new Error(
      needsRecentLogin(err) ? USER_MESSAGES.passwordRelogin : USER_MESSAGES.passwordFailed,
      { cause: err },
    );
  }
}

/** Whether the member has a password at all (Google-only accounts have none to change). */
export function hasPassword(): boolean {
  return (getAuthClient().currentUser?.providerData ?? []).some((p) => p.providerId === 'password');
}

// Change password at the identity provider: re-authenticate with the current password, then
// set the new one.
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { USER_MESSAGES } from '@xmates/domain';
import { getAuthClient } from '@/lib/firebase';

const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** Resolves, or rejects with an Error whose message is the text to show. */
export async function changePassword(current: string, next: string): Promise<void> {
  const user = getAuthClient().currentUser;
  if (!user?.email) throw new Error(USER_MESSAGES.sessionNotReady);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new Error(
      typeof code === 'string' && WRONG_PASSWORD.has(code)
        ? USER_MESSAGES.passwordWrong
        : USER_MESSAGES.passwordFailed,
      { cause: err },
    );
  }
  try {
    await updatePassword(user, next);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new Error(
      code === 'auth/requires-recent-login'
        ? USER_MESSAGES.passwordRelogin
        : USER_MESSAGES.passwordFailed,
      { cause: err },
    );
  }
}

/** Whether the member has a password at all (Google-only accounts have none to change). */
export function hasPassword(): boolean {
  return (getAuthClient().currentUser?.providerData ?? []).some((p) => p.providerId === 'password');
}

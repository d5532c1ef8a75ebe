// The member's own data: the export file (GET /api/users/me/export) and deleting the account
// (DELETE /api/users/me after proving who they are again, then signing out).
import {
  OWN_ACCOUNT_MESSAGES,
  USER_MESSAGES,
  type DeleteOwnAccountAnswer,
  type MemberExport,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { isWrongPassword } from '@/lib/auth-errors';
import { getAuthClient } from '@/lib/firebase';
import { reauthenticate, reauthenticateWithGoogle, signOutUser } from '@/lib/identity';

/** Saves everything stored about the member as one JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<MemberExport>('/users/me/export');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `xmates-my-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Proves who the member is again (their password, or Google's window for a Google account),
 * so the server sees a sign-in under five minutes old, deletes the account, then signs out.
 * Rejects with an Error whose message is the text to show for a wrong password.
 */
export async function deleteMyAccount(password: string | null): Promise<DeleteOwnAccountAnswer> {
  const user = getAuthClient().currentUser;
  if (!user) throw new Error(USER_MESSAGES.sessionNotReady);
  try {
    if (password !== null && user.email) await reauthenticate(user, user.email, password);
    else await reauthenticateWithGoogle(user);
  } catch (err) {
    throw new Error(
      isWrongPassword(err) ? USER_MESSAGES.passwordWrong : OWN_ACCOUNT_MESSAGES.deleteFailed,
      { cause: err },
    );
  }
  const answer = await api.delete<DeleteOwnAccountAnswer>('/users/me', { freshToken: true });
  await signOutUser().catch(() => undefined);
  return answer;
}

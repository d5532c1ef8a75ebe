// The identity-provider operations the pages use, on the one Auth instance of lib/firebase
// (loaded on first use).
import {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { getAuthClient, loadAuth } from '@/lib/firebase';

export async function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  return signInWithEmailAndPassword(await loadAuth(), email.trim(), password);
}

export async function signUpWithEmail(email: string, password: string): Promise<UserCredential> {
  return createUserWithEmailAndPassword(await loadAuth(), email.trim(), password);
}

export async function signInWithGoogle(): Promise<UserCredential> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return signInWithPopup(await loadAuth(), provider);
}

export async function sendReset(email: string): Promise<void> {
  return sendPasswordResetEmail(await loadAuth(), email.trim());
}

/** Sends the verification e-mail to the given user, or to whoever is signed in. */
export async function sendVerification(user?: User): Promise<void> {
  const target = user ?? getAuthClient().currentUser;
  if (!target) throw new Error('No signed-in user.');
  await sendEmailVerification(target);
}

export async function signOutUser(): Promise<void> {
  return signOut(await loadAuth());
}

export function currentAuthUser(): User | null {
  return getAuthClient().currentUser;
}

/** Re-reads the user from the provider; true when the e-mail has been verified meanwhile. */
export async function reloadVerified(): Promise<boolean> {
  const user = getAuthClient().currentUser;
  if (!user) return false;
  await user.reload();
  return user.emailVerified;
}

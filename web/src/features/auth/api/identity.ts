// The identity-provider operations the pages use, on the one Auth instance of lib/firebase.
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
import { getAuthClient } from '@/lib/firebase';

export function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  return signInWithEmailAndPassword(getAuthClient(), email.trim(), password);
}

export function signUpWithEmail(email: string, password: string): Promise<UserCredential> {
  return createUserWithEmailAndPassword(getAuthClient(), email.trim(), password);
}

export function signInWithGoogle(): Promise<UserCredential> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return signInWithPopup(getAuthClient(), provider);
}

export function sendReset(email: string): Promise<void> {
  return sendPasswordResetEmail(getAuthClient(), email.trim());
}

/** Sends the verification e-mail to the given user, or to whoever is signed in. */
export async function sendVerification(user?: User): Promise<void> {
  const target = user ?? getAuthClient().currentUser;
  if (!target) throw new Error('No signed-in user.');
  await sendEmailVerification(target);
}

export function signOutUser(): Promise<void> {
  return signOut(getAuthClient());
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

// The identity-provider operations the pages use, on the one Auth instance of firebase.ts
// (loaded on first use), and the Auth types they pass around: features call Firebase Auth
// only through this module. Their errors are told apart with auth-errors.ts.
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { claimsAgeVerified } from '@xmates/domain';
import { getAuthClient, loadAuth } from './firebase';

export type { Auth, User, UserCredential };

/** Follows who is signed in: `onUser` hears every change (null once signed out); returns the stop. */
export function watchUser(auth: Auth, onUser: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth, onUser);
}

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

/** Re-reads the user from the provider; true when the e-mail has been verified meanwhile. */
export async function reloadVerified(): Promise<boolean> {
  const user = getAuthClient().currentUser;
  if (!user) return false;
  await user.reload();
  return user.emailVerified;
}

/** Proves the user's password again, as Auth asks before the password changes. */
export async function reauthenticate(user: User, email: string, password: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));
}

/** Proves a Google account again with Google's sign-in window. */
export async function reauthenticateWithGoogle(user: User): Promise<void> {
  await reauthenticateWithPopup(user, new GoogleAuthProvider());
}

export async function setPassword(user: User, password: string): Promise<void> {
  return updatePassword(user, password);
}

/**
 * Whether the signed-in user's ID token carries the age claim (`age: 'verified'`). `refresh`
 * asks the provider for a new token first (after a check succeeded): the new token then goes
 * with every later Firestore read and /api call, so no sign-out is needed.
 */
export async function tokenAgeVerified(refresh = false): Promise<boolean> {
  const user = getAuthClient().currentUser;
  if (!user) return false;
  return claimsAgeVerified((await user.getIdTokenResult(refresh)).claims);
}

/**
 * Grants or revokes the admin custom claim by e-mail:
 *   npm run admin-claim -- grant <email>
 *   npm run admin-claim -- revoke <email>
 * Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else against the real
 * project of GOOGLE_APPLICATION_CREDENTIALS / application default credentials.
 * Exit codes: 0 done, 1 failure (e.g. unknown e-mail), 2 bad usage.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@xmates/domain';
import { openAdminApp } from './lib/admin-app';

const USAGE = 'Usage: npm run admin-claim -- <grant|revoke> <email>';

function usage(message: string): never {
  console.error(`admin-claim: ${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const [action, email, ...rest] = process.argv.slice(2);
  if (action !== 'grant' && action !== 'revoke') usage(`unknown action '${action ?? ''}'`);
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) usage('an e-mail address is needed');
  if (rest.length > 0) usage(`unexpected arguments: ${rest.join(' ')}`);

  const emulated = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const app = openAdminApp(emulated);
  const target = emulated
    ? `Auth emulator ${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}`
    : `project ${app.options.projectId ?? '(from credentials)'}`;
  const auth = getAuth(app);

  let user;
  try {
    user = await auth.getUserByEmail(email.trim().toLowerCase());
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      console.error(`admin-claim: no account with the e-mail ${email} (${target}).`);
      process.exit(1);
    }
    throw error;
  }

  const grant = action === 'grant';
  // Keep any other claims the account carries; only the admin flag changes.
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (grant) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);

  // The users document mirrors the claim (role/isAdmin are what the session endpoint returns).
  // With only the Auth emulator named, Firestore would silently mean production: skip it then.
  const firestoreOk = !emulated || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const ref = getFirestore(app).doc(`${COLLECTIONS.users}/${user.uid}`);
  const hasDoc = firestoreOk && (await ref.get()).exists;
  if (hasDoc) {
    await ref.update({
      role: grant ? 'admin' : 'member',
      isAdmin: grant,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }

  // Revoking refresh tokens makes the change take effect at the next token refresh / sign-in,
  // instead of whenever the current ID token happens to expire.
  await auth.revokeRefreshTokens(user.uid);

  console.log(
    `admin-claim: ${grant ? 'granted' : 'revoked'} admin for ${user.email ?? email} ` +
      `(uid ${user.uid}) on ${target}.\n` +
      `  custom claims now: ${JSON.stringify(claims)}\n` +
      `  ${COLLECTIONS.users}/${user.uid}: ` +
      (!firestoreOk
        ? 'not updated (FIRESTORE_EMULATOR_HOST is not set)'
        : hasDoc
          ? `role=${grant ? 'admin' : 'member'}, isAdmin=${String(grant)}`
          : 'not found (it is created at first sign-in), left alone') +
      `\n  refresh tokens revoked: the user must sign in again for the change to apply.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`admin-claim: failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

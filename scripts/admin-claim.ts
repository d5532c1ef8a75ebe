/**
 * Grants or revokes admin by e-mail:
 *   npm run admin-claim -- grant <email>
 *   npm run admin-claim -- revoke <email>
 * Admin takes two things, both written here: the stored flag on users/{uid} (isAdmin, role),
 * which firestore.rules and the API read beside the claim, and the custom claim admin: true.
 * The flag is written first (a revocation counts at once, even for an ID token that still
 * carries the claim), then the claims, by the functions' one claims writer, which computes
 * them whole from what is stored (so an age check running meanwhile cannot put the claim
 * back), then the account's refresh tokens are revoked.
 * Against the emulators when FIREBASE_AUTH_EMULATOR_HOST is set (FIRESTORE_EMULATOR_HOST too),
 * else against the real project of GOOGLE_APPLICATION_CREDENTIALS / application default
 * credentials. Exit codes: 0 done, 1 failure (e.g. unknown e-mail), 2 bad usage.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@xmates/domain';
import { writeClaims } from '@xmates/functions/db/custom-claims';
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
  // With only the Auth emulator named, Firestore would silently mean production.
  if (emulated && !process.env.FIRESTORE_EMULATOR_HOST) {
    usage('FIRESTORE_EMULATOR_HOST is needed beside FIREBASE_AUTH_EMULATOR_HOST');
  }
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
  // The stored flag first. A grant before the first sign-in creates the document with the
  // flag alone (sign-in fills in the rest); a revocation leaves a missing document missing.
  const ref = getFirestore(app).doc(`${COLLECTIONS.users}/${user.uid}`);
  const flag = { role: grant ? 'admin' : 'member', isAdmin: grant };
  const hasDoc = (await ref.get()).exists;
  if (grant || hasDoc) {
    await ref.set({ ...flag, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }

  // Then the claims, from the stored flag and age record.
  await writeClaims(user.uid);
  const claims = (await auth.getUser(user.uid)).customClaims ?? {};

  // Revoking refresh tokens makes the change take effect at the next token refresh / sign-in,
  // instead of whenever the current ID token happens to expire.
  await auth.revokeRefreshTokens(user.uid);

  console.log(
    `admin-claim: ${grant ? 'granted' : 'revoked'} admin for ${user.email ?? email} ` +
      `(uid ${user.uid}) on ${target}.\n` +
      `  custom claims now: ${JSON.stringify(claims)}\n` +
      `  ${COLLECTIONS.users}/${user.uid}: ` +
      (grant || hasDoc
        ? `role=${flag.role}, isAdmin=${String(grant)}${hasDoc ? '' : ' (created)'}`
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

// The one writer of an account's custom claims. Each claim follows what is stored: `admin`
// the flag on users/{uid} (npm run admin-claim writes it), `age: 'verified'` the member's age
// record (ageRecords/{uid}, written by the age webhook; with no record the claim stays as it
// is, as the seed and the tests set it). A writer stores its change first and then calls
// writeClaims, which writes the claims whole, computed from the stored state, and reads that
// state again afterwards: if it moved meanwhile, it writes again. So whoever writes last
// writes what is stored, and an age check running beside `admin-claim revoke` cannot put
// `admin: true` back (a read-modify-write of the claims could).
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Timestamp } from 'firebase-admin/firestore';
import { AGE_CLAIM, AGE_CLAIM_VERIFIED, COLLECTIONS, type AgeRecordDoc } from '@xmates/domain';
import { typed } from './converter';
import { adminAuth, db, isNoSuchUser } from './firebase';
import { storedAdminFlag } from './users';

/** What the claims follow. `ageVerified` null: no age record, the age claim is kept. */
export interface ClaimState {
  admin: boolean;
  ageVerified: boolean | null;
}

/** The two Auth calls the writer makes (a unit test stubs them). */
export type ClaimsAuth = Pick<Auth, 'getUser' | 'setCustomUserClaims'>;

/** More writes than this for one call means the state never settles: a fault, not a race. */
const MAX_WRITES = 5;

/** The claims of `state`, whole: nothing else is kept from `current` but a recordless age. */
export function claimsOf(
  state: ClaimState,
  current: Record<string, unknown>,
): Record<string, unknown> {
  const age = state.ageVerified ?? current[AGE_CLAIM] === AGE_CLAIM_VERIFIED;
  return {
    ...(state.admin ? { admin: true } : {}),
    ...(age ? { [AGE_CLAIM]: AGE_CLAIM_VERIFIED } : {}),
  };
}

const sameClaims = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

const sameState = (a: ClaimState, b: ClaimState) =>
  a.admin === b.admin && a.ageVerified === b.ageVerified;

async function authUser(auth: ClaimsAuth, uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (err) {
    if (isNoSuchUser(err)) return null;
    throw err;
  }
}

/**
 * Writes the claims `readState` gives until the state read after a write is the one written.
 * A deleted account has no claims to set: false then, true when done.
 */
export async function reconcileClaims(
  uid: string,
  readState: () => Promise<ClaimState>,
  auth: ClaimsAuth,
): Promise<boolean> {
  let state = await readState();
  for (let write = 0; write < MAX_WRITES; write++) {
    const user = await authUser(auth, uid);
    if (!user) return false;
    const current = user.customClaims ?? {};
    const claims = claimsOf(state, current);
    if (!sameClaims(claims, current)) await auth.setCustomUserClaims(uid, claims);
    const after = await readState();
    if (sameState(after, state)) return true;
    state = after;
  }
  throw new Error(`The custom claims of ${uid} did not settle after ${String(MAX_WRITES)} writes`);
}

async function storedAgeVerified(uid: string): Promise<boolean | null> {
  const records = typed<AgeRecordDoc<Timestamp>>(db().collection(COLLECTIONS.ageRecords));
  return (await records.doc(uid).get()).data()?.over18 ?? null;
}

/**
 * Rewrites the account's claims from the stored state. `ageVerified`: the age outcome the
 * caller has just stored, else the age record is read.
 */
export async function writeClaims(uid: string, ageVerified?: boolean): Promise<boolean> {
  const readState = async (): Promise<ClaimState> => {
    const [admin, age] = await Promise.all([
      storedAdminFlag(uid),
      ageVerified ?? storedAgeVerified(uid),
    ]);
    return { admin, ageVerified: age };
  };
  return reconcileClaims(uid, readState, adminAuth());
}

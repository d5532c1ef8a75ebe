// Display names: unique ignoring case, accents and look-alike letters, held through
// nameClaims/{displayNameKey(name)} (the name's TR39 skeleton). A claim is created in the
// transaction that gives the member the name and the old one is deleted in it, so two members
// claiming the same name at once cannot both win: the second transaction finds the first one's
// claim (Firestore retries it on the conflict) and answers 409. A claim made before skeletons,
// under the lower-cased name, still blocks that name until the migration moves it.
import { Timestamp } from 'firebase-admin/firestore';
import {
  MESSAGES,
  NAME_SUGGESTIONS,
  USER_MESSAGES,
  displayNameKey,
  displayNameRefusal,
  legacyDisplayNameKey,
  nameCandidates,
  normaliseDisplayName,
  type NameClaimDoc,
  type NameCheckAnswer,
  type NameClaimAnswer,
} from '@xmates/domain';
import { runTransaction } from '../db/firebase';
import { nameClaimRef, profileRef, userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { readAll } from '../db/converter';

function checkedName(raw: string, isAdmin: boolean): string {
  const error = displayNameRefusal(raw, isAdmin);
  if (error) throw new HttpError(400, error, { field: 'name' });
  return normaliseDisplayName(raw);
}

/** The claims that hold a name: under its skeleton, and under the key claims had before. */
const claimRefs = (name: string) =>
  [...new Set([displayNameKey(name), legacyDisplayNameKey(name)])].map(nameClaimRef);

/** Another member's claim among them: the name is taken (or looks like a taken one). */
const heldByOther = (claims: (NameClaimDoc | undefined)[], uid: string) =>
  claims.find((claim) => claim !== undefined && claim.uid !== uid);

/** Free, or already the caller's (a change of case only). */
async function isAvailable(name: string, uid: string): Promise<boolean> {
  const claims = await readAll(claimRefs(name));
  return !heldByOther(
    claims.map((snap) => snap.data()),
    uid,
  );
}

/** Up to 6 of 10 candidates that nobody holds, read in one batch. */
async function suggestionsFor(name: string, isAdmin: boolean): Promise<string[]> {
  const candidates = nameCandidates(name, Math.random, isAdmin);
  const snaps = await readAll(candidates.map((c) => nameClaimRef(displayNameKey(c))));
  return candidates.filter((_, i) => !snaps[i]?.exists).slice(0, NAME_SUGGESTIONS.offered);
}

export async function checkName(
  uid: string,
  raw: string,
  isAdmin: boolean,
): Promise<NameCheckAnswer> {
  const name = checkedName(raw, isAdmin);
  const available = await isAvailable(name, uid);
  return { available, suggestions: available ? [] : await suggestionsFor(name, isAdmin) };
}

export async function claimName(
  uid: string,
  raw: string,
  isAdmin: boolean,
): Promise<NameClaimAnswer> {
  const name = checkedName(raw, isAdmin);
  const key = displayNameKey(name);
  const holder = await runTransaction(async (tx) => {
    const [userSnap, ...claimSnaps] = await Promise.all([
      tx.get(userRef(uid)),
      ...claimRefs(name).map((ref) => tx.get(ref)),
    ]);
    const other = heldByOther(
      claimSnaps.map((snap) => snap.data()),
      uid,
    );
    if (other) return other;
    const user = userSnap.data();
    if (!user) {
      throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
    }
    // The old name's claims are released in the same transaction (unless it keeps its key).
    const oldRefs = user.displayName
      ? claimRefs(user.displayName).filter((ref) => ref.id !== key)
      : [];
    const olds = await Promise.all(oldRefs.map((ref) => tx.get(ref)));
    for (const old of olds) if (old.data()?.uid === uid) tx.delete(old.ref);
    tx.set(nameClaimRef(key), { uid, name, claimedAt: Timestamp.now() });
    tx.update(userRef(uid), {
      displayName: name,
      displayNameLower: name.toLowerCase(),
      updatedAt: Timestamp.now(),
    });
    tx.set(profileRef(uid), { displayName: name }, { merge: true });
    return null;
  });
  if (holder) {
    // The same name told as taken; a different one that looks alike said so.
    const same = holder.name.toLowerCase() === name.toLowerCase();
    throw new HttpError(
      409,
      same ? USER_MESSAGES.displayNameTaken : USER_MESSAGES.displayNameLookAlike,
      {
        code: 'name-taken',
        field: 'name',
        suggestions: await suggestionsFor(name, isAdmin),
      },
    );
  }
  return { displayName: name };
}

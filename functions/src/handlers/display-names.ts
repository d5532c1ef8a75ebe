// Display names: unique ignoring case, held through nameClaims/{displayNameKey(name)}. A claim
// is created in the transaction that gives the member the name and the old one is deleted in
// it, so two members claiming the same name at once cannot both win: the second transaction
// finds the first one's claim (Firestore retries it on the conflict) and answers 409.
import { Timestamp } from 'firebase-admin/firestore';
import {
  MESSAGES,
  NAME_SUGGESTIONS,
  USER_MESSAGES,
  displayNameError,
  displayNameKey,
  nameCandidates,
  type NameCheckAnswer,
  type NameClaimAnswer,
} from '@xmates/domain';
import { runTransaction } from '../db/firebase';
import { nameClaimRef, profileRef, userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { readAll } from '../db/converter';

function checkedName(raw: string, isAdmin: boolean): string {
  const error = displayNameError(raw, isAdmin);
  if (error) throw new HttpError(400, error, { field: 'name' });
  return raw.trim();
}

/** Free, or already the caller's (a change of case only). */
async function isAvailable(name: string, uid: string): Promise<boolean> {
  const claim = (await nameClaimRef(displayNameKey(name)).get()).data();
  return !claim || claim.uid === uid;
}

export async function checkName(
  uid: string,
  raw: string,
  isAdmin: boolean,
): Promise<NameCheckAnswer> {
  return { available: await isAvailable(checkedName(raw, isAdmin), uid) };
}

/** Up to 6 of 10 candidates that nobody holds, read in one batch. */
async function suggestionsFor(name: string, isAdmin: boolean): Promise<string[]> {
  const candidates = nameCandidates(name, Math.random, isAdmin);
  const snaps = await readAll(candidates.map((c) => nameClaimRef(displayNameKey(c))));
  return candidates.filter((_, i) => !snaps[i]?.exists).slice(0, NAME_SUGGESTIONS.offered);
}

export async function claimName(
  uid: string,
  raw: string,
  isAdmin: boolean,
): Promise<NameClaimAnswer> {
  const name = checkedName(raw, isAdmin);
  const key = displayNameKey(name);
  const taken = await runTransaction(async (tx) => {
    const [claimSnap, userSnap] = await Promise.all([
      tx.get(nameClaimRef(key)),
      tx.get(userRef(uid)),
    ]);
    const claim = claimSnap.data();
    if (claim && claim.uid !== uid) return true;
    const user = userSnap.data();
    if (!user) {
      throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
    }
    // The old name is released in the same transaction (unless only its case changes).
    const oldKey = user.displayName ? displayNameKey(user.displayName) : null;
    if (oldKey && oldKey !== key) {
      const old = await tx.get(nameClaimRef(oldKey));
      if (old.data()?.uid === uid) tx.delete(nameClaimRef(oldKey));
    }
    tx.set(nameClaimRef(key), { uid, name, claimedAt: Timestamp.now() });
    tx.update(userRef(uid), {
      displayName: name,
      displayNameLower: name.toLowerCase(),
      updatedAt: Timestamp.now(),
    });
    tx.set(profileRef(uid), { displayName: name }, { merge: true });
    return false;
  });
  if (taken) {
    throw new HttpError(409, USER_MESSAGES.displayNameTaken, {
      code: 'name-taken',
      field: 'name',
      suggestions: await suggestionsFor(name, isAdmin),
    });
  }
  return { displayName: name };
}

// The outgoing links of products, which the rules give to verified members only (the ID
// token's email_verified): one query for a whole page of cards (at most 30 ids, the most an
// `in` filter takes, and a limit as large: the rules refuse a list without one). Anyone else
// sees cards without links, as a visitor does.
import { WINDOW_MAX } from '@xmates/domain';
import { getAuthClient, loadFirestoreLite } from '@/lib/firebase';
import { watchLinksCollection } from '@/lib/firestore-refs';

async function tokenIsVerified(): Promise<boolean> {
  const user = getAuthClient().currentUser;
  return user !== null && (await user.getIdTokenResult()).claims.email_verified === true;
}

/** The links of `ids`; none unless `allowed` (adultReads) and the token's e-mail is verified. */
export async function getWatchLinks(
  ids: readonly string[],
  allowed = true,
): Promise<Map<string, string>> {
  if (ids.length === 0 || !allowed || !(await tokenIsVerified())) return new Map();
  const lite = await loadFirestoreLite();
  const { fs } = lite;
  const snap = await fs.getDocs(
    fs.query(
      watchLinksCollection(lite),
      fs.where(fs.documentId(), 'in', ids.slice(0, WINDOW_MAX)),
      fs.where('approved', '==', true),
      fs.limit(WINDOW_MAX),
    ),
  );
  return new Map(snap.docs.map((d) => [d.id, d.data().link]));
}

// The outgoing links of products, which the rules give to verified members only (the ID
// token's email_verified): one query for a whole page of cards (at most 30 ids, the most an
// `in` filter takes). Anyone else sees cards without links, as a visitor does.
import { COLLECTIONS } from '@xmates/domain';
import { getAuthClient, loadFirestoreLite } from '@/lib/firebase';

async function tokenIsVerified(): Promise<boolean> {
  const user = getAuthClient().currentUser;
  return user !== null && (await user.getIdTokenResult()).claims.email_verified === true;
}

export async function getWatchLinks(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0 || !(await tokenIsVerified())) return new Map();
  const { db, fs } = await loadFirestoreLite();
  const snap = await fs.getDocs(
    fs.query(
      fs.collection(db, COLLECTIONS.watchLinks),
      fs.where(fs.documentId(), 'in', ids.slice(0, 30)),
      fs.where('approved', '==', true),
    ),
  );
  const links = new Map<string, string>();
  for (const d of snap.docs) {
    const link: unknown = d.get('link');
    if (typeof link === 'string') links.set(d.id, link);
  }
  return links;
}

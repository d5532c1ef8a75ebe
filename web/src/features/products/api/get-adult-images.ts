// Verified mode keeps an adults-only product's images off its public document, in
// adultImages/{productId}, which the rules give only to members whose token carries the age
// claim (and admins): one query for a whole page of cards (at most 30 ids, the most an `in`
// filter takes, and a limit as large: the rules refuse a list without one), as the watch links
// are read.
import { WINDOW_MAX, type ProductImage } from '@xmates/domain';
import { loadFirestoreLite } from '@/lib/firebase';
import { adultImagesCollection } from '@/lib/firestore-refs';

/** The images of the adults-only products among `ids`; empty unless `allowed` (adultReads). */
export async function getAdultImages(
  ids: readonly string[],
  allowed: boolean,
): Promise<Map<string, ProductImage[]>> {
  if (!allowed || ids.length === 0) return new Map();
  const lite = await loadFirestoreLite();
  const { fs } = lite;
  const snap = await fs.getDocs(
    fs.query(
      adultImagesCollection(lite),
      fs.where(fs.documentId(), 'in', ids.slice(0, WINDOW_MAX)),
      fs.where('approved', '==', true),
      fs.limit(WINDOW_MAX),
    ),
  );
  return new Map(snap.docs.map((d) => [d.id, d.data().images]));
}

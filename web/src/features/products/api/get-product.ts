// A product for its page: by slug (slug == x and approved == true), else by document id
// (whose page then redirects to the slug URL). Unknown or unapproved → null.
import { loadFirestoreLite } from '@/lib/firebase';
import { isPermissionDenied } from '@/lib/firebase-errors';
import { productsCollection } from '@/lib/firestore-refs';
import { useAsync } from '@/lib/use-async';
import { cardFromDoc, type CardProduct } from '../types';
import { getWatchLinks } from './get-watch-links';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export async function getProduct(
  slugOrId: string,
): Promise<{ product: CardProduct; bySlug: boolean } | null> {
  const lite = await loadFirestoreLite();
  const { fs } = lite;
  const products = productsCollection(lite);
  const bySlug = await fs.getDocs(
    fs.query(
      products,
      fs.where('slug', '==', slugOrId),
      fs.where('approved', '==', true),
      fs.limit(1),
    ),
  );
  const found = bySlug.docs[0];
  if (found) {
    const links = await getWatchLinks([found.id]);
    return {
      product: cardFromDoc(found.id, found.data(), links.get(found.id) ?? null),
      bySlug: true,
    };
  }
  if (!ID_PATTERN.test(slugOrId)) return null;
  try {
    const snap = await fs.getDoc(fs.doc(products, slugOrId));
    const data = snap.data();
    if (!data?.approved) return null;
    const links = await getWatchLinks([snap.id]);
    return { product: cardFromDoc(snap.id, data, links.get(snap.id) ?? null), bySlug: false };
  } catch (err) {
    // The rules refuse an unapproved product to non-admins: to them it does not exist.
    if (isPermissionDenied(err)) return null;
    throw err;
  }
}

export type ProductState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; product: CardProduct; bySlug: boolean };

/**
 * The product's state, with a reload for after a failed read. A `served` product (the one the
 * served HTML shows) stands in for the read, which runs only when `read` says the viewer sees
 * more than a visitor (a member's link, an adults-only product's images), and until it answers.
 */
export function useProduct(
  slugOrId: string,
  served: CardProduct | null,
  read: boolean,
): ProductState & { reload: () => void } {
  const product = useAsync(served && !read ? null : slugOrId, getProduct);
  const { reload } = product;
  if (product.status === 'ready') {
    const found = product.data;
    return found ? { status: 'ready', ...found, reload } : { status: 'missing', reload };
  }
  if (served) return { status: 'ready', product: served, bySlug: true, reload };
  return { status: product.status, reload };
}

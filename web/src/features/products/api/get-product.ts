// A product for its page: by slug (slug == x and approved == true), else by document id
// (whose page then redirects to the slug URL). Unknown or unapproved → null.
import type { AdultReads } from '@/components/age-assurance/use-adult-access';
import { loadFirestoreLite } from '@/lib/firebase';
import { isPermissionDenied } from '@/lib/firebase-errors';
import { productsCollection, type StoredProduct } from '@/lib/firestore-refs';
import { useAsync } from '@/lib/use-async';
import { cardFromDoc, type CardProduct } from '../types';
import { getAdultImages } from './get-adult-images';
import { getWatchLinks } from './get-watch-links';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** A product document's card, with its link and (verified mode) images, as `reads` says. */
async function card(id: string, data: StoredProduct, reads: AdultReads): Promise<CardProduct> {
  const [links, images] = await Promise.all([
    getWatchLinks([id], reads.links),
    getAdultImages([id], reads.images && data.isAdultsOnly),
  ]);
  return cardFromDoc(id, data, links.get(id) ?? null, images.get(id));
}

/** `reads`: what to read beside the product (adultReads). */
export async function getProduct(
  slugOrId: string,
  reads: AdultReads,
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
  if (found) return { product: await card(found.id, found.data(), reads), bySlug: true };
  if (!ID_PATTERN.test(slugOrId)) return null;
  try {
    const snap = await fs.getDoc(fs.doc(products, slugOrId));
    const data = snap.data();
    if (!data?.approved) return null;
    return { product: await card(snap.id, data, reads), bySlug: false };
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
 * When `reads` change (verified mode: the member's age was verified) it is read again.
 */
export function useProduct(
  slugOrId: string,
  served: CardProduct | null,
  read: boolean,
  reads: AdultReads,
): ProductState & { reload: () => void } {
  const key = served && !read ? null : `${reads.images}:${reads.links}:${slugOrId}`;
  const product = useAsync(key, () => getProduct(slugOrId, reads));
  const { reload } = product;
  if (product.status === 'ready') {
    const found = product.data;
    return found ? { status: 'ready', ...found, reload } : { status: 'missing', reload };
  }
  if (served) return { status: 'ready', product: served, bySlug: true, reload };
  return { status: product.status, reload };
}

// The claims that keep products unique: productLinks/{productLinkDocId(linkKey)} names the
// product that uses a canonical link, productSlugs/{slug} the product that owns a slug. Both
// are written in the transaction that creates the product (and by the seed), so a duplicate
// check is one document read, and two admins racing for one link conflict on one document.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, productLinkDocId, type DuplicateHint } from '@xmates/domain';
import { typed, readAll } from './converter';
import { db } from './firebase';
import { productRef } from './products';

export interface ProductLinkClaim {
  linkKey: string;
  productId: string;
  createdAt: Timestamp;
}

export interface ProductSlugClaim {
  productId: string;
  createdAt: Timestamp;
}

const NO_DUPLICATE: DuplicateHint = { exists: false, existing: null };

export function linkClaimRef(linkKey: string) {
  const claims = typed<ProductLinkClaim>(db().collection(COLLECTIONS.productLinks));
  return claims.doc(productLinkDocId(linkKey));
}

export function slugClaimRef(slug: string) {
  return typed<ProductSlugClaim>(db().collection(COLLECTIONS.productSlugs)).doc(slug);
}

/**
 * The approved product holding each link key, if any. A claim whose product was removed (or
 * never approved) no longer blocks the link. Two batched reads whatever the number of keys.
 */
export async function approvedProductsByLinkKeys(
  keys: readonly (string | null)[],
): Promise<DuplicateHint[]> {
  const wanted = [...new Set(keys.filter((k): k is string => k !== null))];
  if (wanted.length === 0) return keys.map(() => NO_DUPLICATE);
  const claims = await readAll(wanted.map(linkClaimRef));
  const productIds = claims.map((c) => c.data()?.productId);
  const ids = [...new Set(productIds.filter((id): id is string => Boolean(id)))];
  const products = await readAll(ids.map((id) => productRef(id)));
  const byId = new Map(products.map((p) => [p.id, p.data()]));

  const byKey = new Map<string, DuplicateHint>();
  wanted.forEach((key, i) => {
    const id = productIds[i];
    const product = id ? byId.get(id) : undefined;
    if (id && product?.approved === true) {
      byKey.set(key, {
        exists: true,
        existing: { id, title: product.title ?? '', slug: product.slug ?? id },
      });
    }
  });
  return keys.map((key) => (key !== null ? byKey.get(key) : undefined) ?? NO_DUPLICATE);
}

/** The duplicate hint of one link key (a null key, an invalid link, has no duplicate). */
export async function approvedProductByLinkKey(key: string | null): Promise<DuplicateHint> {
  const [hint = NO_DUPLICATE] = await approvedProductsByLinkKeys([key]);
  return hint;
}

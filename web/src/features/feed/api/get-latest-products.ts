import { useEffect, useState } from 'react';
import type { Timestamp } from 'firebase/firestore';
import { COLLECTIONS, LIMITS, type ProductDoc } from '@xmates/domain';
import { loadFirestore } from '@/lib/firebase';

export type FeedProduct = ProductDoc<Timestamp> & { id: string };

/** The newest approved products, read directly from Firestore under the security rules. */
export async function getLatestProducts(
  count: number = LIMITS.feedPageSize,
): Promise<FeedProduct[]> {
  const { db, sdk } = await loadFirestore();
  const q = sdk.query(
    sdk.collection(db, COLLECTIONS.products),
    sdk.where('approved', '==', true),
    sdk.orderBy('createdAt', 'desc'),
    sdk.limit(count),
  );
  const snap = await sdk.getDocs(q);
  return snap.docs.map((d) => ({ ...(d.data() as ProductDoc<Timestamp>), id: d.id }));
}

type LatestState =
  | { status: 'loading'; products: [] }
  | { status: 'ready'; products: FeedProduct[] }
  | { status: 'error'; products: [] };

export function useLatestProducts(count: number = LIMITS.feedPageSize): LatestState {
  const [state, setState] = useState<LatestState>({ status: 'loading', products: [] });
  useEffect(() => {
    let live = true;
    getLatestProducts(count).then(
      (products) => live && setState({ status: 'ready', products }),
      () => live && setState({ status: 'error', products: [] }), // list failures fall back to empty
    );
    return () => {
      live = false;
    };
  }, [count]);
  return state;
}

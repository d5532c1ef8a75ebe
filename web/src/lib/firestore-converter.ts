// Typed Firestore reads, the twin of functions/src/db/converter.ts. Firestore keeps no schema,
// so reading a document as T rests on every writer using the domain's document types (the API
// through its own typed layer, the seed through the same types): the one place that trusts it
// is the `as T` below.
import type { CollectionReference, DocumentData } from 'firebase/firestore/lite';
import type { Lite } from './firebase';

/**
 * The collection (or subcollection) at `path`, its documents read as T. The SPA never writes
 * to Firestore (every write goes through /api): writes would pass through as they are.
 */
export function typed<T extends DocumentData>(
  { db, fs }: Lite,
  ...path: [string, ...string[]]
): CollectionReference<T, T> {
  return fs.collection(db, ...path).withConverter<T, T>({
    toFirestore: <D>(data: D) => data,
    fromFirestore: (snapshot) => snapshot.data() as T,
  });
}

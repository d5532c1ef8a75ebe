// Typed Firestore access. Firestore keeps no schema, so reading a document as T rests on every
// writer using these same types (the API through this layer, the seed through the domain's
// document types): the one place that trusts it is `trusted` below.
import type {
  CollectionGroup,
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  Query,
  QueryDocumentSnapshot,
  ReadOptions,
  Transaction,
} from 'firebase-admin/firestore';
import { db } from './firebase';

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the one trust point
function trusted<T>(data: DocumentData): T {
  return data as T;
}

/**
 * Documents are stored as they are typed: writes pass through (one generic function fits both
 * the whole-document and the merge overload), reads are taken as T.
 */
function converter<T extends DocumentData>(): FirestoreDataConverter<T, T> {
  return {
    toFirestore: <D>(data: D) => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => trusted<T>(snapshot.data()),
  };
}

/**
 * A trigger's snapshot (triggers hand over untyped ones) read as T; undefined when the
 * document does not exist (the before of a create, the after of a delete).
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the path's stored type, named by the caller
export function storedData<T>(snapshot: DocumentSnapshot | undefined): T | undefined {
  const data = snapshot?.data();
  return data === undefined ? undefined : trusted<T>(data);
}

/** A collection (or subcollection) whose documents are T. */
export function typed<T extends DocumentData>(
  collection: CollectionReference,
): CollectionReference<T, T> {
  return collection.withConverter(converter<T>());
}

/** Every collection of one name, wherever it sits (a collection-group query), as T. */
export function typedGroup<T extends DocumentData>(group: CollectionGroup): CollectionGroup<T, T> {
  return group.withConverter(converter<T>());
}

/**
 * Only `fields` of each document, to read less. select() drops the converter, because a
 * projection is not a whole T; it is a Partial<T>.
 */
export function selectFields<T extends DocumentData>(
  query: Query<T, T>,
  fields: readonly (keyof T & string)[],
): Query<Partial<T>, Partial<T>> {
  return query.select(...fields).withConverter(converter<Partial<T>>());
}

/**
 * The documents of `refs` in their order, in one read (inside `tx` when given), typed like the
 * references. getAll() applies each reference's converter, as Transaction.getAll's generic
 * signature says; Firestore.getAll's own signature forgets the type. No references read
 * nothing (getAll() refuses an empty list).
 */
export async function readAll<T extends DocumentData>(
  refs: readonly DocumentReference<T, T>[],
  { tx, ...options }: ReadOptions & { tx?: Transaction } = {},
): Promise<DocumentSnapshot<T, T>[]> {
  if (refs.length === 0) return [];
  if (tx) return tx.getAll<T, T>(...refs, options);
  return (await db().getAll(...refs, options)) as DocumentSnapshot<T, T>[];
}

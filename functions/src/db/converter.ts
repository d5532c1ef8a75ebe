// Typed Firestore access. Firestore keeps no schema, so reading a document as T rests on every
// writer using these same types (the API through this layer, the seed through the domain's
// document types): the one place that trusts it is the converter below.
import type {
  CollectionGroup,
  CollectionReference,
  DocumentData,
  FirestoreDataConverter,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/**
 * Documents are stored as they are typed: writes pass through (one generic function fits both
 * the whole-document and the merge overload), reads are taken as T.
 */
function converter<T extends DocumentData>(): FirestoreDataConverter<T, T> {
  return {
    toFirestore: <D>(data: D) => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
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

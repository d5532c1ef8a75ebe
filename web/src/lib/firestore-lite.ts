// The Firestore Lite functions the SPA uses, re-exported by name so the bundler keeps only
// these (about 27 KB gzip instead of the full SDK's 130+ KB): the feed, product pages and the
// member's reactions are one-shot reads, so they need no listeners or offline cache.
// Loaded on demand through loadFirestoreLite() in firebase.ts, never imported directly.
export {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore/lite';

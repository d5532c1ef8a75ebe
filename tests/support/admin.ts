// Admin SDK against the emulators, for arranging and inspecting data in tests.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Query } from 'firebase-admin/firestore';
import { PROJECT_ID } from './env';

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

/** How many documents a query (or a whole collection) matches, by one count aggregation. */
export async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/** A document's stored data (paths.ts names it), or undefined when there is none. */
export async function storedAt(path: string) {
  return (await adminDb.doc(path).get()).data();
}

export async function existsAt(path: string): Promise<boolean> {
  return (await adminDb.doc(path).get()).exists;
}

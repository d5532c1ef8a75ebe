// What the migration scripts share: their one option (--apply, else a dry run) and the Firestore
// they work on: the emulator when FIRESTORE_EMULATOR_HOST is set, else the project of the
// application default credentials (GCLOUD_PROJECT).
import {
  FieldPath,
  getFirestore,
  type CollectionReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { openAdminApp } from './admin-app';

export interface Migration {
  /** True with --apply; a dry run writes nothing. */
  apply: boolean;
  db: Firestore;
}

/** Reads the arguments (exit 2 on anything but --apply), opens Firestore and says where. */
export function startMigration(name: string, usage: string): Migration {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--apply');
  if (unknown.length > 0) {
    console.error(`${name}: unexpected arguments: ${unknown.join(' ')}\n${usage}`);
    process.exit(2);
  }
  const apply = args.includes('--apply');
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const app = openAdminApp(emulated);
  const target = emulated
    ? `Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST ?? ''}`
    : `project ${app.options.projectId ?? '(from credentials)'}`;
  console.log(`${name}: ${apply ? 'applying to' : 'dry run against'} ${target}`);
  return { apply, db: getFirestore(app) };
}

/** A collection's documents in pages of `size`, by id, each page after the last one read. */
export async function* pagesOf(
  collection: CollectionReference,
  size: number,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = collection.orderBy(FieldPath.documentId()).limit(size);
    const snap = await (last ? page.startAfter(last) : page).get();
    if (snap.empty) return;
    last = snap.docs[snap.docs.length - 1];
    yield snap.docs;
  }
}

// What the migration scripts share: their options (--apply, else a dry run; a script may name
// options that take a value, as --to verified) and the Firestore
// they work on: the emulator when FIRESTORE_EMULATOR_HOST is set, else the project of the
// application default credentials (GCLOUD_PROJECT).
import {
  FieldPath,
  getFirestore,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { openAdminApp } from './admin-app';

export interface Migration {
  /** True with --apply; a dry run writes nothing. */
  apply: boolean;
  db: Firestore;
  /** The values of the options the script named (`--to verified` gives { to: 'verified' }). */
  values: Record<string, string>;
}

/**
 * Reads the arguments (exit 2 on anything but --apply and the script's own `valued` options,
 * each followed by its value), opens Firestore and says where.
 */
export function startMigration(name: string, usage: string, valued: string[] = []): Migration {
  const args = process.argv.slice(2);
  const values: Record<string, string> = {};
  const unknown: string[] = [];
  let apply = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const option = arg.replace(/^--/, '');
    const value = args[i + 1];
    if (arg === '--apply') apply = true;
    else if (arg.startsWith('--') && valued.includes(option) && value !== undefined) {
      values[option] = value;
      i += 1;
    } else unknown.push(arg);
  }
  if (unknown.length > 0) {
    console.error(`${name}: unexpected arguments: ${unknown.join(' ')}\n${usage}`);
    process.exit(2);
  }
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const app = openAdminApp(emulated);
  const target = emulated
    ? `Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST ?? ''}`
    : `project ${app.options.projectId ?? '(from credentials)'}`;
  console.log(`${name}: ${apply ? 'applying to' : 'dry run against'} ${target}`);
  return { apply, db: getFirestore(app), values };
}

/**
 * A collection's documents (or a query's, filtered by equality) in pages of `size`, by id,
 * each page after the last one read.
 */
export async function* pagesOf(
  collection: Query,
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

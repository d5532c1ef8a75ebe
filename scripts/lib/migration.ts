// What the migrations share: their options (--apply, else a dry run; a command may name
// options that take a value, as --to verified or --only products), the Firestore they work on
// (the emulator when FIRESTORE_EMULATOR_HOST is set, else the project of the application default
// credentials, GCLOUD_PROJECT), what a migration step is handed, and the reading of stored data.
import {
  FieldPath,
  getFirestore,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { openAdminApp } from './admin-app';

export interface MigrationOptions {
  /** True with --apply; a dry run writes nothing. */
  apply: boolean;
  /** The values of the options the command named (`--to verified` gives { to: 'verified' }). */
  values: Record<string, string>;
}

export interface Migration extends MigrationOptions {
  db: Firestore;
}

/** What one step of `npm run migrate` works with (scripts/migrate/steps.ts). */
export interface MigrationContext {
  db: Firestore;
  /** True with --apply; a dry run writes nothing. */
  apply: boolean;
  /** Prints one line of what the step changes (or would change). */
  log: (line: string) => void;
}

/** Prints `message` and the usage, and exits 2 (bad usage). */
export function badUsage(name: string, message: string, usage: string): never {
  console.error(`${name}: ${message}\n${usage}`);
  process.exit(2);
}

/**
 * Reads the arguments: exit 2 on anything but --apply and the command's own `valued` options,
 * each followed by its value.
 */
export function readOptions(name: string, usage: string, valued: string[] = []): MigrationOptions {
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
  if (unknown.length > 0) badUsage(name, `unexpected arguments: ${unknown.join(' ')}`, usage);
  return { apply, values };
}

/** Opens Firestore and says where, and whether the run writes. */
export function openFirestore(name: string, apply: boolean): Firestore {
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const app = openAdminApp(emulated);
  const target = emulated
    ? `Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST ?? ''}`
    : `project ${app.options.projectId ?? '(from credentials)'}`;
  console.log(`${name}: ${apply ? 'applying to' : 'dry run against'} ${target}`);
  return getFirestore(app);
}

/** Reads the arguments (readOptions), opens Firestore and says where (openFirestore). */
export function startMigration(name: string, usage: string, valued: string[] = []): Migration {
  const options = readOptions(name, usage, valued);
  return { ...options, db: openFirestore(name, options.apply) };
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

/** The strings of a stored array field (none when the field is missing or not an array). */
export const storedStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Whether two stored values are the same, field order included. */
export const sameStored = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

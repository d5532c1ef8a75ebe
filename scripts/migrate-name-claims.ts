/**
 * Moves display-name claims to today's keys (the name's TR39 skeleton, displayNameKey):
 *   npm run migrate-name-claims                 dry run: prints what it would move, writes nothing
 *   npm run migrate-name-claims -- --apply      moves them
 * Claims made before skeletons sit under the lower-cased name. The API reads both keys, so an
 * old claim blocks its own name either way; only under the skeleton does it also block the
 * names that look like it. Each claim moves in a transaction with a read of its new key: when
 * another member already holds that key (two old names that look alike), the old claim stays
 * where it is and is printed, for an admin to settle. Running it again changes nothing.
 * Against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set, else against the project
 * of the application default credentials (GCLOUD_PROJECT).
 * Exit codes: 0 done, 1 failure, 2 bad usage.
 */
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, displayNameKey } from '@xmates/domain';

const PAGE = 200;
const USAGE = 'Usage: npm run migrate-name-claims [-- --apply]';

type Outcome = 'moved' | 'merged' | 'conflict';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--apply');
  if (unknown.length > 0) {
    console.error(`migrate-name-claims: unexpected arguments: ${unknown.join(' ')}\n${USAGE}`);
    process.exit(2);
  }
  const apply = args.includes('--apply');
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (emulated) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const app = emulated
    ? initializeApp({ projectId: projectId ?? 'demo-xmates' })
    : initializeApp({ credential: applicationDefault(), ...(projectId ? { projectId } : {}) });
  const db = getFirestore(app);
  const target = emulated
    ? `Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST ?? ''}`
    : `project ${app.options.projectId ?? '(from credentials)'}`;
  console.log(`migrate-name-claims: ${apply ? 'applying to' : 'dry run against'} ${target}`);

  const claims = db.collection(COLLECTIONS.nameClaims);
  /** Moves one claim to `key` unless another member holds it there. */
  const move = (doc: QueryDocumentSnapshot, key: string) =>
    db.runTransaction(async (tx): Promise<Outcome> => {
      const [old, held] = await Promise.all([tx.get(doc.ref), tx.get(claims.doc(key))]);
      const data = old.data();
      if (!data) return 'merged';
      if (held.exists && held.get('uid') !== data.uid) return 'conflict';
      if (!held.exists) tx.create(claims.doc(key), data);
      tx.delete(doc.ref);
      return held.exists ? 'merged' : 'moved';
    });

  let last: QueryDocumentSnapshot | undefined;
  let read = 0;
  const counts: Record<Outcome | 'toMove', number> = {
    moved: 0,
    merged: 0,
    conflict: 0,
    toMove: 0,
  };
  for (;;) {
    const page = claims.orderBy(FieldPath.documentId()).limit(PAGE);
    const snap = await (last ? page.startAfter(last) : page).get();
    if (snap.empty) break;
    read += snap.size;
    last = snap.docs[snap.docs.length - 1];
    for (const doc of snap.docs) {
      const name: unknown = doc.get('name');
      if (typeof name !== 'string') continue;
      const key = displayNameKey(name);
      if (key === doc.id) continue;
      counts.toMove += 1;
      if (!apply) {
        console.log(`  ${COLLECTIONS.nameClaims}/${doc.id} → ${key}`);
        continue;
      }
      const outcome = await move(doc, key);
      counts[outcome] += 1;
      if (outcome === 'conflict') {
        console.log(`  ${COLLECTIONS.nameClaims}/${doc.id}: kept, another member holds ${key}`);
      }
    }
  }
  console.log(
    `migrate-name-claims: ${read} claims read, ${counts.toMove} under an old key` +
      (apply
        ? ` (${counts.moved} moved, ${counts.merged} already held by the same member, ${counts.conflict} kept).`
        : '. Dry run: nothing was written; add --apply to write.'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('migrate-name-claims: failed:', error);
    process.exit(1);
  },
);

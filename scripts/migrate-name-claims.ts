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
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, displayNameKey } from '@xmates/domain';
import { pagesOf, startMigration } from './lib/migration';

const PAGE = 200;
const USAGE = 'Usage: npm run migrate-name-claims [-- --apply]';

type Outcome = 'moved' | 'merged' | 'conflict';

async function main(): Promise<void> {
  const { apply, db } = startMigration('migrate-name-claims', USAGE);

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

  let read = 0;
  const counts: Record<Outcome | 'toMove', number> = {
    moved: 0,
    merged: 0,
    conflict: 0,
    toMove: 0,
  };
  for await (const docs of pagesOf(claims, PAGE)) {
    read += docs.length;
    for (const doc of docs) {
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

/**
 * The name-claims step of `npm run migrate` (also alone: `npm run migrate -- --only
 * name-claims`): moves display-name claims to today's keys (the name's TR39 skeleton,
 * displayNameKey). Claims made before skeletons sit under the lower-cased name. The API reads
 * both keys, so an old claim blocks its own name either way; only under the skeleton does it
 * also block the names that look like it. Each claim moves in a transaction with a read of its
 * new key: when another member already holds that key (two old names that look alike), the old
 * claim stays where it is and is printed, for an admin to settle. A dry run prints what it would
 * move; running it again moves nothing more.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, displayNameKey } from '@xmates/domain';
import { pagesOf, type MigrationContext } from '../lib/migration';

const PAGE = 200;

type Outcome = 'moved' | 'merged' | 'conflict';

/** Runs the step; answers its summary. */
export async function migrateNameClaims({ db, apply, log }: MigrationContext): Promise<string> {
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
        log(`  ${COLLECTIONS.nameClaims}/${doc.id} → ${key}`);
        continue;
      }
      const outcome = await move(doc, key);
      counts[outcome] += 1;
      if (outcome === 'conflict') {
        log(`  ${COLLECTIONS.nameClaims}/${doc.id}: kept, another member holds ${key}`);
      }
    }
  }
  return (
    `${read} claims read, ${counts.toMove} under an old key` +
    (apply
      ? ` (${counts.moved} moved, ${counts.merged} already held by the same member, ${counts.conflict} kept).`
      : '.')
  );
}

/**
 * The dislikes step of `npm run migrate` (also alone: `npm run migrate -- --only dislikes`):
 * gives the disliked reactions stored before the feed counted dislikes by their keys their
 * dislikedKeys (domain feed/dislikes.ts), so a member's page count stays exact. For each member,
 * their disliked reactions (users/{uid}/reactions where disliked == true) get the keys their
 * copies of the product's categories and tags give (none for a product moderation removed).
 * A dry run prints what it would change; running it again changes nothing.
 */
import { COLLECTIONS, dislikedKeys } from '@xmates/domain';
import { pagesOf, sameStored, storedStrings, type MigrationContext } from '../lib/migration';

const PAGE = 100;

/** Runs the step; answers its summary. */
export async function migrateDislikes({ db, apply, log }: MigrationContext): Promise<string> {
  let read = 0;
  let changed = 0;
  for await (const users of pagesOf(db.collection(COLLECTIONS.users), PAGE)) {
    for (const user of users) {
      const reactions = user.ref.collection(COLLECTIONS.reactions);
      const snap = await reactions.where('disliked', '==', true).get();
      read += snap.size;
      const writer = db.batch();
      let writes = 0;
      for (const doc of snap.docs) {
        const keys = dislikedKeys({
          disliked: true,
          unlisted: doc.get('unlisted') === true,
          categories: storedStrings(doc.get('categories')),
          tags: storedStrings(doc.get('tags')),
        });
        if (sameStored(storedStrings(doc.get('dislikedKeys')), keys)) continue;
        log(`  ${doc.ref.path}: ${keys.length} dislikedKeys`);
        writer.update(doc.ref, { dislikedKeys: keys });
        writes += 1;
      }
      changed += writes;
      if (apply && writes > 0) await writer.commit();
    }
  }
  return `${read} disliked reactions read, ${changed} ${apply ? 'changed' : 'to change'}.`;
}

/**
 * Gives the disliked reactions stored before the feed counted dislikes by their keys their
 * dislikedKeys (domain feed/dislikes.ts), so a member's page count stays exact:
 *   npm run migrate-dislikes                 dry run: prints what it would change, writes nothing
 *   npm run migrate-dislikes -- --apply      writes the changes
 * For each member, their disliked reactions (users/{uid}/reactions where disliked == true)
 * get the keys their copies of the product's categories and tags give (none for a product
 * moderation removed). Running it again changes nothing. Against the Firestore emulator when
 * FIRESTORE_EMULATOR_HOST is set, else against the project of the application default
 * credentials (GCLOUD_PROJECT). Exit codes: 0 done, 1 failure, 2 bad usage.
 */
import { COLLECTIONS, dislikedKeys } from '@xmates/domain';
import { pagesOf, startMigration } from './lib/migration';

const PAGE = 100;
const USAGE = 'Usage: npm run migrate-dislikes [-- --apply]';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

async function main(): Promise<void> {
  const { apply, db } = startMigration('migrate-dislikes', USAGE);
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
          categories: strings(doc.get('categories')),
          tags: strings(doc.get('tags')),
        });
        if (JSON.stringify(strings(doc.get('dislikedKeys'))) === JSON.stringify(keys)) continue;
        console.log(`  ${doc.ref.path}: ${keys.length} dislikedKeys`);
        writer.update(doc.ref, { dislikedKeys: keys });
        writes += 1;
      }
      changed += writes;
      if (apply && writes > 0) await writer.commit();
    }
  }
  console.log(
    `migrate-dislikes: ${read} disliked reactions read, ${changed} ` +
      `${apply ? 'changed' : 'to change'}.` +
      (apply ? '' : ' Dry run: nothing was written; add --apply to write.'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('migrate-dislikes: failed:', error);
    process.exit(1);
  },
);

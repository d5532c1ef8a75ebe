/**
 * The link-checks step of `npm run migrate` (also alone: `npm run migrate -- --only
 * link-checks`): gives the link checker's records stored before the admin's Link health list
 * their severity (domain link-health/health.ts), the field the list is ordered by; a record
 * without it would be missing from the list until its link's next check. A dry run prints what
 * it would change; running it again changes nothing.
 */
import { COLLECTIONS, severityOf, type LinkVerdict } from '@xmates/domain';
import { pagesOf, type MigrationContext } from '../lib/migration';

const PAGE = 500;
const isVerdict = (value: unknown): value is LinkVerdict =>
  value === 'alive' || value === 'dead' || value === 'unknown';

/** Runs the step; answers its summary. */
export async function migrateLinkChecks({ db, apply, log }: MigrationContext): Promise<string> {
  let read = 0;
  let changed = 0;
  for await (const records of pagesOf(db.collection(COLLECTIONS.linkChecks), PAGE)) {
    read += records.length;
    const writer = db.batch();
    let writes = 0;
    for (const record of records) {
      const verdict: unknown = record.get('verdict');
      const status: unknown = record.get('status');
      const severity = severityOf({
        verdict: isVerdict(verdict) ? verdict : null,
        status: typeof status === 'number' ? status : null,
      });
      if (record.get('severity') === severity) continue;
      log(`  ${record.ref.path}: severity ${severity}`);
      writer.update(record.ref, { severity });
      writes += 1;
    }
    changed += writes;
    if (apply && writes > 0) await writer.commit();
  }
  return `${read} link checks read, ${changed} ${apply ? 'changed' : 'to change'}.`;
}

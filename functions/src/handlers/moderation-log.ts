// The moderation log for admins: newest first, pages of 20 by cursor (the log only grows, so
// an offset would read ever more skipped entries), with the total for "Page x / y".
import { LIMITS, type FeedCursor, type ModerationLogPage } from '@xmates/domain';
import { newestLogEntries } from '../db/moderation';
import { pageAfter } from '../db/query';
import { toLogEntryView } from '../views/moderation-view';

export async function listModerationLog(after: FeedCursor | null): Promise<ModerationLogPage> {
  const query = newestLogEntries();
  const [{ docs, nextCursor }, counted] = await Promise.all([
    pageAfter(query, 'at', after, LIMITS.adminPageSize),
    query.count().get(),
  ]);
  const total = counted.data().count;
  return {
    entries: docs.map((d) => toLogEntryView(d.id, d.data())),
    total,
    pages: Math.max(1, Math.ceil(total / LIMITS.adminPageSize)),
    nextCursor,
  };
}

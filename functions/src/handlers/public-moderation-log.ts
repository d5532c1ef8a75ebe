// The public moderation log: newest first, pages of 20 by cursor (21 reads a page), naming
// nobody (domain/src/moderation/public-log.ts).
import { LIMITS, type FeedCursor, type PublicLogPage } from '@xmates/domain';
import { newestPublicEntries } from '../db/moderation';
import { pageAfter } from '../db/query';
import { toPublicLogEntryView } from '../views/moderation-view';

export async function listPublicLog(after: FeedCursor | null): Promise<PublicLogPage> {
  const { docs, nextCursor } = await pageAfter(
    newestPublicEntries(),
    'at',
    after,
    LIMITS.adminPageSize,
  );
  return { entries: docs.map((d) => toPublicLogEntryView(d.data())), nextCursor };
}

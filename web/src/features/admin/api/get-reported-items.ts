import type {
  ModeratedKind,
  ReportedCommentsPage,
  ReportedItemView,
  ReportedList,
  ReportedRepliesPage,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAdminPage } from '../hooks/use-admin-page';

const PATHS = { comment: '/admin/reported-comments', reply: '/admin/reported-replies' } as const;

/** GET /api/admin/reported-comments or -replies?list=&page=, as one shape for both kinds. */
export async function getReportedItems(
  kind: ModeratedKind,
  list: ReportedList,
  page: number,
  signal?: AbortSignal,
) {
  const options = { query: { list, page }, signal };
  if (kind === 'comment') {
    const { comments, ...paging } = await api.get<ReportedCommentsPage>(PATHS.comment, options);
    return { items: comments, ...paging };
  }
  const { replies, ...paging } = await api.get<ReportedRepliesPage>(PATHS.reply, options);
  return { items: replies, ...paging };
}

export function useReportedItems(kind: ModeratedKind, list: ReportedList) {
  const items = useAdminPage(`${kind}:${list}`, (page, signal) =>
    getReportedItems(kind, list, page, signal),
  );
  return { ...items, items: items.data?.items ?? ([] as ReportedItemView[]) };
}

export type ReportedItems = ReturnType<typeof useReportedItems>;

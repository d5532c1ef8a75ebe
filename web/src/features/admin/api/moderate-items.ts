// Moderating a reported comment or reply: hide or unhide, delete, or reject its report. Each
// takes the item out of the reported list.
import type {
  DeleteItemAnswer,
  HideAnswer,
  RejectReportAnswer,
  ReportedItemView,
} from '@xmates/domain';
import { api } from '@/lib/api-client';

/** /api/admin/{productId}/comments/{commentId}[/replies/{replyId}] */
function itemPath(item: ReportedItemView): string {
  const comment = `/admin/${encodeURIComponent(item.productId)}/comments/${encodeURIComponent(item.commentId)}`;
  return item.kind === 'reply' ? `${comment}/replies/${encodeURIComponent(item.id)}` : comment;
}

export const hideItem = (item: ReportedItemView, hide: boolean) =>
  api.patch<HideAnswer>(`${itemPath(item)}/hide`, { hide });

export const deleteItem = (item: ReportedItemView) => api.delete<DeleteItemAnswer>(itemPath(item));

export const rejectItemReport = (item: ReportedItemView) =>
  api.post<RejectReportAnswer>(
    `/admin/reported-${item.kind === 'comment' ? 'comments' : 'replies'}/${encodeURIComponent(item.reportId)}/reject`,
  );

// The decision on a product's broken-link reports: approve removes the product from every
// public listing, reject clears the reports and the product stays. And the link checker's
// "Check now" of one product's link.
import type { LinkCheckNowAnswer, LinkReportDecisionAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

export function decideLinkReport(productId: string, decision: 'approve' | 'reject') {
  return api.post<LinkReportDecisionAnswer>(
    `/admin/${encodeURIComponent(productId)}/${decision}-broken-link`,
  );
}

/** POST /api/admin/{id}/check-link: the link checked now, and recorded as the job would. */
export function checkLinkNow(productId: string) {
  return api.post<LinkCheckNowAnswer>(`/admin/${encodeURIComponent(productId)}/check-link`);
}

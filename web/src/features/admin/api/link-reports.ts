// The decision on a product's broken-link reports: approve removes the product from every
// public listing, reject clears the reports and the product stays.
import type { LinkReportDecisionAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

export function decideLinkReport(productId: string, decision: 'approve' | 'reject') {
  return api.post<LinkReportDecisionAnswer>(
    `/admin/${encodeURIComponent(productId)}/${decision}-broken-link`,
  );
}

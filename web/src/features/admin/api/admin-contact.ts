import type {
  AdminContactPage,
  ContactBulkAnswer,
  ContactReason,
  ContactStatus,
  ContactStatusAnswer,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAdminPage } from '../hooks/use-admin-page';
import { filterQuery } from '../utils/filter-query';

export interface ContactFilters {
  q: string;
  type: ContactReason | '';
  status: ContactStatus | '';
}

/** GET /api/admin/contact: 20 a page, newest first, filtered. */
export function getContactMessages(f: ContactFilters, page: number, signal?: AbortSignal) {
  return api.get<AdminContactPage>('/admin/contact', {
    query: { ...filterQuery(f), page, limit: 20 },
    signal,
  });
}

export function useContactMessages(f: ContactFilters) {
  return useAdminPage(`contact:${JSON.stringify(filterQuery(f))}`, (page, signal) =>
    getContactMessages(f, page, signal),
  );
}

/** PATCH /api/admin/contact/{id}/status */
export function setContactStatus(id: string, status: ContactStatus) {
  return api.patch<ContactStatusAnswer>(`/admin/contact/${encodeURIComponent(id)}/status`, {
    status,
  });
}

/** PATCH /api/admin/contact/bulk: a status for every id, or their deletion. */
export function bulkContact(
  ids: string[],
  change: { action: 'status'; status: ContactStatus } | { action: 'delete' },
) {
  return api.patch<ContactBulkAnswer>('/admin/contact/bulk', { ids, ...change });
}

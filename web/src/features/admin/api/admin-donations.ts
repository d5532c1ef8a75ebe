import type { AdminDonationsPage, DonationStatsAnswer, DonationStatus } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { useAdminPage } from '../hooks/use-admin-page';
import { filterQuery } from '../utils/filter-query';

export interface DonationFilters {
  q: string;
  status: DonationStatus | '';
  recurring: '' | 'true' | 'false';
}

const filterKey = (f: DonationFilters) => JSON.stringify(filterQuery(f));

/** GET /api/admin/donations: 20 a page, newest first, filtered. */
export function getDonations(f: DonationFilters, page: number, signal?: AbortSignal) {
  return api.get<AdminDonationsPage>('/admin/donations', {
    query: { ...filterQuery(f), page, limit: 20 },
    signal,
  });
}

export function useDonations(f: DonationFilters) {
  return useAdminPage(`donations:${filterKey(f)}`, (page, signal) => getDonations(f, page, signal));
}

/** GET /api/admin/donations/stats for the same filters. */
export function getDonationStats(f: DonationFilters, signal?: AbortSignal) {
  return api.get<DonationStatsAnswer>('/admin/donations/stats', { query: filterQuery(f), signal });
}

export function useDonationStats(f: DonationFilters, version: number) {
  return useAsync(`donation-stats:${filterKey(f)}:${version}`, (_, signal) =>
    getDonationStats(f, signal),
  );
}

/** GET /api/admin/donations/export: the filtered set as CSV text. */
export function exportDonations(f: DonationFilters) {
  return api.get<string>('/admin/donations/export', {
    query: filterQuery(f),
    headers: { accept: 'text/csv' },
    timeoutMs: 60_000,
  });
}

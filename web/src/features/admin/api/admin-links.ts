// Link Verification & Create calls (admin spec, section 7). The API client sends the bearer
// token; the server checks the admin claim on every one.
import type { DuplicateHint, LinkRisk, ProductView, SubmissionView } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** A submitted link in the admin queue: the submission, its risk check and duplicate hint. */
export interface QueueLink extends SubmissionView {
  risk: LinkRisk;
  duplicate: DuplicateHint;
}

export type QueueStatus = 'pending' | 'approved';

export interface QueuePage {
  links: QueueLink[];
  page: number;
  pages: number;
  total: number;
}

/** GET /api/admin/pending-links?status=&page=: 20 per page, newest first. */
export function getLinkQueue(status: QueueStatus, page: number, signal?: AbortSignal) {
  return api.get<QueuePage>('/admin/pending-links', { query: { status, page }, signal });
}

export function approveLink(id: string) {
  return api.post<{ message: string }>(`/admin/pending-links/${encodeURIComponent(id)}/approve`);
}

export function rejectLink(id: string) {
  return api.post<{ message: string }>(`/admin/pending-links/${encodeURIComponent(id)}/reject`);
}

export interface LinkCheck {
  risk: LinkRisk;
  duplicate: DuplicateHint;
}

/** GET /api/admin/link-check?link=: the risk check and the duplicate check together. */
export function checkLink(link: string, signal?: AbortSignal) {
  return api.get<LinkCheck>('/admin/link-check', { query: { link }, signal });
}

export interface CreateProductInput {
  title: string;
  description: string;
  /** public_ids of images uploaded through /api/uploads/images. */
  images: string[];
  tags: string[];
  category: string;
  isAdultsOnly: boolean;
}

/** POST /api/admin/pending-links/{id}/create-product: 201 {product}, 409 on a duplicate. */
export function createProduct(id: string, input: CreateProductInput) {
  return api.post<{ message: string; product: ProductView }>(
    `/admin/pending-links/${encodeURIComponent(id)}/create-product`,
    input,
  );
}

/** GET /api/admin/users/count: {count, total} (the spec leaves the field name open). */
export function getUsersCount(signal?: AbortSignal) {
  return api.get<{ count?: number; total?: number }>('/admin/users/count', { signal });
}

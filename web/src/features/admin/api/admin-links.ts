// Link Verification & Create actions (admin spec, section 7): approve, reject, create a product.
// The API client sends the bearer token; the server checks the admin claim on every one.
import type { ProductView } from '@xmates/domain';
import { api } from '@/lib/api-client';

export function approveLink(id: string) {
  return api.post<{ message: string }>(`/admin/pending-links/${encodeURIComponent(id)}/approve`);
}

export function rejectLink(id: string) {
  return api.post<{ message: string }>(`/admin/pending-links/${encodeURIComponent(id)}/reject`);
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

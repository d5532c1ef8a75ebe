// Link Verification & Create actions (admin spec, section 7): approve, reject, create a product.
// The API client sends the bearer token; the server checks the admin claim on every one.
import type { CreateProductAnswer, ProductInput, ReviewAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

export function approveLink(id: string) {
  return api.post<ReviewAnswer>(`/admin/pending-links/${encodeURIComponent(id)}/approve`);
}

export function rejectLink(id: string) {
  return api.post<ReviewAnswer>(`/admin/pending-links/${encodeURIComponent(id)}/reject`);
}

/** POST /api/admin/pending-links/{id}/create-product: 201 {product}, 409 on a duplicate. */
export function createProduct(id: string, input: ProductInput) {
  return api.post<CreateProductAnswer>(
    `/admin/pending-links/${encodeURIComponent(id)}/create-product`,
    input,
  );
}

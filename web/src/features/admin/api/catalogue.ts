// Manage Categories/Tags: pages of names, and adding, featuring and deleting them.
import type {
  AdminCategoriesPage,
  AdminTagsPage,
  CatalogueDeleteAnswer,
  CatalogueKind,
  CategoryAnswer,
  TagAnswer,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAdminPage } from '../hooks/use-admin-page';

const PATHS = { category: '/admin/categories', tag: '/admin/tags' } as const;

export function getAdminCategories(page: number, signal?: AbortSignal) {
  return api.get<AdminCategoriesPage>(PATHS.category, { query: { page }, signal });
}

export function getAdminTags(page: number, signal?: AbortSignal) {
  return api.get<AdminTagsPage>(PATHS.tag, { query: { page }, signal });
}

export function useAdminCategories() {
  const list = useAdminPage('categories', getAdminCategories);
  return { ...list, rows: list.data?.categories ?? [] };
}

export function useAdminTags() {
  const list = useAdminPage('tags', getAdminTags);
  return { ...list, rows: list.data?.tags ?? [] };
}

export const addCategory = (name: string, featured: boolean) =>
  api.post<CategoryAnswer>(PATHS.category, { name, featured });

export const addTag = (name: string) => api.post<TagAnswer>(PATHS.tag, { name });

export const setFeatured = (name: string, featured: boolean) =>
  api.patch<CategoryAnswer>(`${PATHS.category}/${encodeURIComponent(name)}`, { featured });

export const deleteName = (kind: CatalogueKind, name: string) =>
  api.delete<CatalogueDeleteAnswer>(`${PATHS[kind]}/${encodeURIComponent(name)}`);

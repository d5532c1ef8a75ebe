import { z } from 'zod';
import { LIMITS } from '../core/constants';
import type { Checked } from '../core/requests';
import { nameDocId } from './catalogue';
import { CATALOGUE_MESSAGES, type CatalogueKind } from './messages';

/** POST /api/admin/categories: {name, featured?}. */
export const addCategoryBody = z
  .object({ name: z.string(), featured: z.boolean().optional() })
  .strict();

/** POST /api/admin/tags: {name}. */
export const addTagBody = z.object({ name: z.string() }).strict();

/** PATCH /api/admin/categories/{name}: {featured}. */
export const featureCategoryBody = z.object({ featured: z.boolean() }).strict();

/**
 * A category or tag name as kept: trimmed, 1..40 characters, no commas (lists of names travel
 * comma-separated), and never a Firestore-reserved id. Uniqueness ignoring case is the
 * document id's job (nameDocId), checked where the name is stored.
 */
export function checkCatalogueName(kind: CatalogueKind, raw: string): Checked<{ name: string }> {
  const texts = CATALOGUE_MESSAGES[kind];
  const name = raw.trim();
  const fail = (error: string) => ({ ok: false as const, error, field: 'name' as const });
  if (!name) return fail(texts.required);
  if (name.length > LIMITS.adminNameMax) return fail(texts.tooLong);
  if (name.includes(',')) return fail(texts.comma);
  if (/^__.*__$/.test(nameDocId(name))) return fail(texts.reserved);
  return { ok: true, value: { name } };
}

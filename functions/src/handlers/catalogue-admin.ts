// Manage Categories/Tags (admin): pages of names, adding (unique ignoring case: the document id
// is the lower-cased name, so two admins adding "HD" and "hd" meet on one document), the
// featured flag, and deleting. A name that products use is not deleted: every product keeps a
// category from the list (the create form requires one and the feed filters by it), and a
// product's tags make its filter keys, which no admin screen edits. Removed products count
// too: they are kept for the record, naming it. Each change writes its log entry in its
// transaction.
import type { DocumentReference } from 'firebase-admin/firestore';
import {
  CATALOGUE_MESSAGES,
  LIMITS,
  checkCatalogueName,
  logLabel,
  nameKey,
  type AdminCategoriesPage,
  type AdminTagsPage,
  type CatalogueDeleteAnswer,
  type CatalogueKind,
  type CategoryView,
  type ModerationTarget,
  type TagDoc,
  type TagView,
} from '@xmates/domain';
import { categoriesCollection, categoryRef, tagRef, tagsCollection } from '../db/catalogue';
import { runTransaction } from '../db/firebase';
import { logAction, type Actor } from '../db/moderation';
import { productsNaming } from '../db/products';
import { offsetPage } from '../db/query';
import { HttpError } from '../http/http-error';

const KEYS_FIELD = { category: 'categoryKeys', tag: 'tagKeys' } as const;

export async function listAdminCategories(page: number): Promise<AdminCategoriesPage> {
  const query = categoriesCollection().orderBy('nameLower');
  const { docs, ...paging } = await offsetPage(query, page, LIMITS.adminPageSize);
  const categories = docs.map((d) => {
    const { name, featured } = d.data();
    return { _id: d.id, name, featured };
  });
  return { categories, ...paging };
}

export async function listAdminTags(page: number): Promise<AdminTagsPage> {
  const query = tagsCollection().orderBy('nameLower');
  const { docs, ...paging } = await offsetPage(query, page, LIMITS.adminPageSize);
  return { tags: docs.map((d) => ({ _id: d.id, name: d.data().name })), ...paging };
}

const target = (kind: CatalogueKind, id: string, name: string): ModerationTarget => ({
  kind,
  id,
  productId: null,
  commentId: null,
  label: logLabel(name),
});

/** The clean name, or the rule it breaks as a 400 naming the field. */
function cleanName(kind: CatalogueKind, raw: string): string {
  const checked = checkCatalogueName(kind, raw);
  if (!checked.ok) throw new HttpError(400, checked.error, { field: checked.field });
  return checked.value.name;
}

/** A name from the URL; one that breaks the rules cannot exist, so it is the same 404. */
function storedName(kind: CatalogueKind, raw: string): string {
  const checked = checkCatalogueName(kind, raw);
  if (!checked.ok) throw new HttpError(404, CATALOGUE_MESSAGES[kind].notFound);
  return checked.value.name;
}

async function addName<D extends TagDoc>(
  kind: CatalogueKind,
  ref: DocumentReference<D, D>,
  doc: D,
  actor: Actor,
  note: string | null,
): Promise<void> {
  await runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) {
      throw new HttpError(400, CATALOGUE_MESSAGES[kind].duplicate, { field: 'name' });
    }
    tx.create(ref, doc);
    logAction(tx, actor, `${kind}.add`, target(kind, ref.id, doc.name), { note });
  });
}

export async function addCategory(
  raw: string,
  featured: boolean,
  actor: Actor,
): Promise<CategoryView> {
  const name = cleanName('category', raw);
  const ref = categoryRef(name);
  const doc = { name, nameLower: nameKey(name), featured };
  await addName('category', ref, doc, actor, featured ? 'Featured' : null);
  return { _id: ref.id, name, featured };
}

export async function addTag(raw: string, actor: Actor): Promise<TagView> {
  const name = cleanName('tag', raw);
  const ref = tagRef(name);
  await addName('tag', ref, { name, nameLower: nameKey(name) }, actor, null);
  return { _id: ref.id, name };
}

/** Deletes a name no product uses; answers its stored spelling. */
async function deleteName<D extends TagDoc>(
  kind: CatalogueKind,
  ref: DocumentReference<D, D>,
  actor: Actor,
): Promise<string> {
  return runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) throw new HttpError(404, CATALOGUE_MESSAGES[kind].notFound);
    const users = productsNaming(KEYS_FIELD[kind], nameKey(doc.name)).count();
    const { count } = (await tx.get(users)).data();
    if (count > 0) throw new HttpError(409, CATALOGUE_MESSAGES[kind].inUse(doc.name, count));
    tx.delete(ref);
    logAction(tx, actor, `${kind}.delete`, target(kind, ref.id, doc.name));
    return doc.name;
  });
}

export async function deleteCatalogueName(
  kind: CatalogueKind,
  raw: string,
  actor: Actor,
): Promise<CatalogueDeleteAnswer> {
  const name = storedName(kind, raw);
  const deleted =
    kind === 'category'
      ? await deleteName(kind, categoryRef(name), actor)
      : await deleteName(kind, tagRef(name), actor);
  return { message: CATALOGUE_MESSAGES[kind].deleted(deleted) };
}

/** Sets a category's featured flag (setting it to what it is changes nothing but the log). */
export async function setFeatured(
  raw: string,
  featured: boolean,
  actor: Actor,
): Promise<CategoryView> {
  const ref = categoryRef(storedName('category', raw));
  return runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) throw new HttpError(404, CATALOGUE_MESSAGES.category.notFound);
    tx.update(ref, { featured });
    const action = featured ? 'category.feature' : 'category.unfeature';
    logAction(tx, actor, action, target('category', ref.id, doc.name));
    return { _id: ref.id, name: doc.name, featured };
  });
}

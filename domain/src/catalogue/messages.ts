export type CatalogueKind = 'category' | 'tag';

/** The admin's texts about one kind of catalogue name; the list texts are shared. */
function kindMessages(noun: 'category' | 'tag', Noun: 'Category' | 'Tag') {
  return {
    required: `Please enter a ${noun} name.`,
    tooLong: `${Noun} name too long.`,
    /** Feed URLs and the API's filters list names separated by commas. */
    comma: `${Noun} names cannot contain commas.`,
    /** Firestore refuses document ids that start and end with two underscores. */
    reserved: `${Noun} names cannot start and end with two underscores.`,
    duplicate: `Failed to add ${noun}. It might already exist.`,
    addFailed: `Failed to add ${noun}.`,
    deleteFailed: `Failed to delete ${noun}.`,
    notFound: `${Noun} not found.`,
    added: (name: string) => `${Noun} “${name}” added.`,
    deleted: (name: string) => `${Noun} “${name}” deleted.`,
    /**
     * A used name is not deleted: products keep a category from the list, and a product's tags
     * feed its filter keys. Removed products do not count.
     */
    inUse: (name: string, count: number) =>
      `${Noun} “${name}” is used by ${count} ${count === 1 ? 'product' : 'products'}, ` +
      `so it cannot be deleted.`,
  };
}

/** Manage Categories/Tags: the API's refusals and answers, the panel's failures. */
export const CATALOGUE_MESSAGES = {
  loadFailed: 'Failed to load categories or tags.',
  featureFailed: 'Failed to update category.',
  featured: (name: string, featured: boolean) =>
    `“${name}” is ${featured ? 'now featured' : 'no longer featured'}.`,
  category: kindMessages('category', 'Category'),
  tag: kindMessages('tag', 'Tag'),
} as const;

// /api/cat: the category and tag lists the filters and forms offer.

/** A category as the lists show it; `_id` is its document id. */
export interface CategoryView {
  _id: string;
  name: string;
  featured: boolean;
}

export interface TagView {
  _id: string;
  name: string;
}

/** GET /api/cat/categories, sorted by name. */
export interface CategoriesAnswer {
  categories: CategoryView[];
}

/** GET /api/cat/tags, sorted by name. */
export interface TagsAnswer {
  tags: TagView[];
}

/** GET /api/cat/searchtags?categories=: tag names by group (catalogue/catalogue.ts's groups). */
export interface TagGroupsAnswer {
  groups: Record<string, string[]>;
}

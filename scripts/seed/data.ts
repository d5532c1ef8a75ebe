/**
 * The static demo catalogue (demo-catalogue.json): names and text fragments the generators
 * combine. Tasteful and non-explicit on purpose: the demo is shown to newcomers and in
 * screenshots.
 */
import demo from './demo-catalogue.json' with { type: 'json' };

export interface CategorySeed {
  name: string;
  featured: boolean;
  /** Tags that often go with this category, so filter combinations find realistic matches. */
  affinity: string[];
  /** Title subjects typical of the category. */
  subjects: string[];
  /** Opening sentences of descriptions. */
  intros: string[];
}

export const CATEGORIES: readonly CategorySeed[] = demo.categories;

/**
 * ~60 tags, roughly in order of popularity (earlier ones are drawn more often). Mixed case,
 * and some start with digits or symbols so the tag picker's '#' group has members.
 */
export const TAGS: readonly string[] = demo.tags;

/** Title fragments, combined by words.ts. */
export const TITLE_ADJECTIVES: readonly string[] = demo.titleAdjectives;
export const TITLE_SETTINGS: readonly string[] = demo.titleSettings;
export const TITLE_SUFFIXES: readonly string[] = demo.titleSuffixes;
export const TITLE_SUBTITLES: readonly string[] = demo.titleSubtitles;

/** Description fragments, combined by words.ts. */
export const DESCRIPTION_MIDDLES: readonly string[] = demo.descriptionMiddles;
export const DESCRIPTION_CLOSERS: readonly string[] = demo.descriptionClosers;

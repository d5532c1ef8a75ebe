// The texts of hidden tags and categories (hidden.ts), apart from its rules: Home's JavaScript
// uses the rules, only My Hub, a product page and the API the texts.
import { HIDDEN_LIMITS } from './hidden';

export const HIDDEN_MESSAGES = {
  tooManyTags: `You can hide at most ${HIDDEN_LIMITS.tagsMax} tags. Show one again first.`,
  tooManyCategories: `You can hide at most ${HIDDEN_LIMITS.categoriesMax} categories. Show one again first.`,
  unknownTag: (name: string) => `There is no tag named ${name}.`,
  unknownCategory: (name: string) => `There is no category named ${name}.`,
  saved: 'Saved. Products with these tags and categories are hidden from you.',
  saveFailed: 'Could not save what you hide. Try again.',
  /** My Hub's section. */
  title: 'Hidden tags and categories',
  lead: 'Products with any of these leave your Home and your search results. Only you see this list.',
  empty: 'You hide nothing.',
  addTag: 'Hide a tag',
  addCategory: 'Hide a category',
  /** The action on a tag chip, and its undo in My Hub. */
  hideTag: (name: string) => `Hide #${name}`,
  show: (name: string) => `Show ${name} again`,
  tagHidden: (name: string) => `#${name} is hidden from you. My Hub lists what you hide.`,
} as const;

// The request bodies of the feed's routes (zod): kept apart from the feed's rules, which Home's
// JavaScript imports without zod.
import { z } from 'zod';
import { LIMITS } from '../core/constants';
import { nameKey } from '../core/text';
import { HIDDEN_LIMITS } from './hidden';
import { HIDDEN_MESSAGES } from './hidden-messages';

const names = (max: number, tooMany: string) =>
  z
    .array(z.string().trim().min(1).max(LIMITS.submitTagLengthMax))
    .max(max, tooMany)
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((n) => !seen.has(nameKey(n)) && seen.add(nameKey(n)));
    });

/** PUT /api/users/me/filters: the whole list, replacing the stored one. */
export const hiddenFiltersBody = z
  .object({
    hiddenTags: names(HIDDEN_LIMITS.tagsMax, HIDDEN_MESSAGES.tooManyTags),
    hiddenCategories: names(HIDDEN_LIMITS.categoriesMax, HIDDEN_MESSAGES.tooManyCategories),
  })
  .strict();

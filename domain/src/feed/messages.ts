import { LIMITS } from '../core/constants';

/**
 * The feed's texts: its empty state, what a focus={id} link says when Home cannot show the
 * card, and the errors of GET /api/products and the tag search.
 */
export const FEED_MESSAGES = {
  noVideoFound: 'No video link found',
  focusElsewhere: 'That video link is not in this view of Home, so it opens on its own page.',
  focusMissing: 'That video link is no longer available.',
  ownListOnly: 'You can only list the products submitted with your own e-mail address.',
  ownListUnfiltered: 'A list by ownerEmail cannot be filtered by categories or tags.',
  ownListNewestFirst: 'A list by ownerEmail is ordered newest first: sort must be latest.',
  tooManyCategories: `Choose at most ${LIMITS.maxFilterCategories} categories.`,
  tooManyTags: `Choose at most ${LIMITS.maxFilterTags} tags.`,
  approvedOnly: 'Only approved products are listed here.',
  /** /feed.xml names its categories; one that does not exist is a mistake, not an empty feed. */
  unknownCategory: (name: string) => `Unknown category: ${name}.`,
  afterOrBefore: 'Give either after or before, not both.',
  ownerEmailTooLong: `ownerEmail must be at most ${LIMITS.contactEmailMax} characters.`,
  pageTooDeep: (maxOffset: number) =>
    `This page is too deep to open by number (a page number may skip at most ${maxOffset} ` +
    'products). Follow nextCursor with the after parameter instead.',
} as const;

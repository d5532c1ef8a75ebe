// The home page's head texts, in a module of their own: the home route then carries only
// these, not every public page's (pages.ts), since bundlers split code by module.
import { PRODUCT } from '../core/constants';

export interface PublicPageHead {
  path: string;
  /** The page's name in its title and breadcrumb; null for the home page (the site's title). */
  name: string | null;
  description: string;
}

export const HOME_PAGE = {
  path: '/',
  name: null,
  description: `${PRODUCT.name}: ${PRODUCT.tagline}. Discover video links shared by the community, by category, tag and what members like most. Adults 18+ only.`,
} as const satisfies PublicPageHead;

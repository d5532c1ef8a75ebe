// /api/badges: badge definitions (admins) and the badges members hold.
import type { BadgeGroup } from '../badges/badges';
import type { BadgeDefinition } from '../badges/badges';

/** A definition as the API answers it; _id and id are the key (the document id). */
export interface BadgeDefinitionView extends BadgeDefinition {
  _id: string;
  id: string;
}

/** A badge a member holds: what cards and My Hub show. */
export interface BadgeView {
  _id: string;
  key: string;
  name: string;
  description: string;
  icon: string;
  category: BadgeGroup;
}

/** GET /api/badges/admin */
export interface BadgeDefinitionsAnswer {
  items: BadgeDefinitionView[];
}

/** PATCH /api/badges/admin/{id} */
export interface BadgeUpdateAnswer {
  item: BadgeDefinitionView;
}

/** POST /api/badges/admin/seed */
export interface BadgeSeedAnswer {
  createdCount: number;
  skippedCount: number;
}

/**
 * GET /api/badges/user/{userId}: the badges profiles/{uid} shows (a donor's hidden supporter
 * badges are not among them), catalogue order.
 */
export interface UserBadgesAnswer {
  userId: string;
  badges: BadgeView[];
}

/** GET /api/badges/me: every badge the member holds, and whether the supporter ones are hidden. */
export interface MyBadgesAnswer extends UserBadgesAnswer {
  hideSupporter: boolean;
}

/** PUT /api/badges/me/visibility */
export interface BadgeVisibilityAnswer {
  hideSupporter: boolean;
}

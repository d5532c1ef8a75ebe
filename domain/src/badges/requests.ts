import { z } from 'zod';
import { BADGE_MESSAGES } from './messages';

export const BADGE_CRITERIA_TYPES = ['submission', 'likes', 'reviews', 'custom'] as const;

/** Name, description and icon of a badge: trimmed, bounded, the name never empty. */
export const BADGE_TEXT_LIMITS = { name: 60, description: 200, icon: 16 } as const;

const threshold = z.number({ error: BADGE_MESSAGES.thresholdInvalid }).min(0, {
  error: BADGE_MESSAGES.thresholdInvalid,
});

/**
 * PATCH /api/badges/admin/{id}: a subset of name, description, icon, criteria and isActive.
 * criteria may carry only the threshold (the type stays) or both.
 */
export const badgePatchBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: BADGE_MESSAGES.nameRequired })
      .max(BADGE_TEXT_LIMITS.name),
    description: z.string().trim().max(BADGE_TEXT_LIMITS.description),
    icon: z.string().trim().min(1).max(BADGE_TEXT_LIMITS.icon),
    criteria: z
      .object({ type: z.enum(BADGE_CRITERIA_TYPES).optional(), threshold: threshold.optional() })
      .strict(),
    isActive: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: BADGE_MESSAGES.noChange });
export type BadgePatch = z.infer<typeof badgePatchBody>;

/** PUT /api/badges/me/visibility: whether the member's supporter badges stay off public view. */
export const badgeVisibilityBody = z.object({ hideSupporter: z.boolean() }).strict();

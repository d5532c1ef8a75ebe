import { z } from 'zod';

/** POST /api/users/login-metrics/ping: an optional client stamp of the login. */
export const loginPingBody = z
  .object({ stamp: z.union([z.string().max(64), z.number()]).optional() })
  .strict();

/** POST /api/users/login-metrics/mark-shown: the login count the nudge was last shown at. */
export const markShownBody = z.object({ count: z.number().int().min(0).max(1_000_000) }).strict();

/** POST /api/users/displayname/claim: {name}; the rules are displayNameError's. */
export const claimNameBody = z.object({ name: z.string().max(1_000) }).strict();

/** POST /api/users/avatar: an avatar upload of the caller's, by its public id and URL. */
export const avatarBody = z
  .object({ avatarUrl: z.string().min(1).max(2_048), avatarPublicId: z.string().min(1).max(64) })
  .strict();

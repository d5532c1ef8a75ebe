import { z } from 'zod';
import { MESSAGES } from './messages';

/** POST /api/auth/recycle-unverified: the address of the unverified account to clear. */
export const recycleUnverifiedBody = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: MESSAGES.invalidEmail })),
  })
  .strict();

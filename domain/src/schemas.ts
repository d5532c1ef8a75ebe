import { z } from 'zod';

/** Request bodies of the session endpoints. Unknown fields are refused (strict). */
export const emptyBody = z.object({}).strict();

export const recycleUnverifiedBody = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Please enter a valid email address.' })),
  })
  .strict();

export const loginPingBody = z
  .object({ stamp: z.union([z.string().max(64), z.number().finite()]).optional() })
  .strict();

export const markShownBody = z.object({ count: z.number().int().min(0).max(1_000_000) }).strict();

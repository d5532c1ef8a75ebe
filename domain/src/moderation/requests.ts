import { z } from 'zod';

/** PATCH .../hide on a comment or a reply: {hide: true} hides it, {hide: false} shows it again. */
export const hideBody = z.object({ hide: z.boolean() }).strict();

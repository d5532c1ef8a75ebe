import { z } from 'zod';
import { LIMITS } from '../core/constants';
import { documentIdField as documentId, type Checked } from '../core/requests';
import { NOTIFICATION_SETTING_KEYS, type NotificationSettingKey } from './documents';
import { NOTIFICATION_MESSAGES } from './messages';
import { isWelcomeText } from './welcome';

/** A DM's text: trimmed, 1..dmMaxLength characters. */
export const dmText = z
  .string()
  .trim()
  .min(1, { error: NOTIFICATION_MESSAGES.textEmpty })
  .max(LIMITS.dmMaxLength, { error: NOTIFICATION_MESSAGES.textTooLong });

/** The same rule for the SPA's boxes, before sending. */
export function checkDmText(text: string): Checked<{ text: string }> {
  const result = dmText.safeParse(text);
  return result.success
    ? { ok: true, value: { text: result.data } }
    : { ok: false, error: result.error.issues[0]?.message ?? '', field: 'text' };
}

/** PATCH /api/notifications/read: the ids of the caller's notifications to mark read. */
export const markReadBody = z
  .object({ ids: z.array(documentId).min(1).max(LIMITS.notificationMarkMax) })
  .strict();

const switches = Object.fromEntries(
  NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean().optional()]),
) as Record<NotificationSettingKey, z.ZodOptional<z.ZodBoolean>>;

/**
 * PUT /api/notifications/settings: any of the five switches (the rest stay as saved).
 * adminMessages may be sent only as true: it cannot be switched off.
 */
export const settingsBody = z
  .object({
    ...switches,
    adminMessages: z
      .boolean()
      .refine((on) => on, { error: NOTIFICATION_MESSAGES.adminMessagesAlwaysOn })
      .optional(),
  })
  .strict();

/** POST /api/notifications/dm/start (admins): the member to write to and the first message. */
export const dmStartBody = z
  .object({ userId: z.string().trim().min(1).max(128), text: dmText })
  .strict();

/** POST /api/notifications/dm/reply */
export const dmReplyBody = z
  .object({ threadId: documentId, toUserId: z.string().trim().min(1).max(128), text: dmText })
  .strict();

/**
 * POST /api/notifications/dm/welcome-self and /dm/auto-welcome: an optional `text`, which may
 * only name one of the site's own welcome texts (WELCOME_TEXTS); the client writes none.
 */
export const welcomeBody = z
  .object({
    text: z
      .string()
      .trim()
      .refine(isWelcomeText, { error: NOTIFICATION_MESSAGES.welcomeTextUnknown })
      .optional(),
  })
  .strict();

/** POST /api/admin/users/{uid}/message: the ADMIN notice's words (empty: the default text). */
export const adminMessageBody = z
  .object({
    message: z
      .string()
      .trim()
      .max(LIMITS.dmMaxLength, { error: NOTIFICATION_MESSAGES.textTooLong })
      .optional(),
  })
  .strict();

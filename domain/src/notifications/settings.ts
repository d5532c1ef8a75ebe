import {
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettingKey,
  type NotificationSettings,
  type NotificationSettingsDoc,
  type NotificationType,
} from './documents';

/** The switch that silences a type; ADMIN and DM have none (they always arrive). */
export const SETTING_OF_TYPE: Record<NotificationType, NotificationSettingKey | null> = {
  LIKE: 'onLikeMyProduct',
  COMMENT: 'onCommentMyProduct',
  REPLY: 'onReplyToMyComment',
  APPROVED: 'onMySubmissionApproved',
  BADGE: 'onBadgeEarned',
  ADMIN: null,
  DM: null,
  /** The admins' answer to the member's own submission: it always arrives, like theirs. */
  DUPLICATE: null,
};

/** A member's settings: what they saved over every switch on, adminMessages always true. */
export function resolveSettings(saved: NotificationSettingsDoc | undefined): NotificationSettings {
  const switches = Object.fromEntries(
    NOTIFICATION_SETTING_KEYS.map((key) => [key, saved?.[key] !== false]),
  ) as Record<NotificationSettingKey, boolean>;
  return { ...switches, adminMessages: true };
}

/** Whether a member with these settings receives a notification of this type. */
export function wantsNotification(settings: NotificationSettings, type: NotificationType): boolean {
  const key = SETTING_OF_TYPE[type];
  return key === null || settings[key];
}

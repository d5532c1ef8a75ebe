/**
 * Notifications and direct messages as stored. T is the writer's Timestamp type.
 *
 * users/{uid}/notifications/{id}: one document per recipient and event, written only by the
 *   functions (triggers and the approval hook). The id is derived from the event that caused it
 *   (notificationId), so a redelivered event finds its notification already there and writes
 *   nothing. The recipient reads them (the bell's listener); marking read goes through the API.
 * notificationSettings/{uid}: the member's switches; absent means every switch on.
 * dmThreads/{threadId}: a thread between two participants (dmThreadId of the pair), with
 *   dmThreads/{threadId}/messages/{messageId}. Server-only: members read them through the API.
 * adminMessages/{id}: what an admin sent one member as an ADMIN notice (server-only record).
 */
export const NOTIFICATION_TYPES = [
  'ADMIN',
  'LIKE',
  'COMMENT',
  'REPLY',
  'APPROVED',
  'DM',
  'BADGE',
  'DUPLICATE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Who caused a notification (null for the site's own notices: approvals, badges). */
export interface NotificationActor {
  id: string;
  displayName: string;
}

/** The product a notice is about; slug and title are null when the trigger did not read it. */
export interface NotificationProduct {
  id: string;
  slug: string | null;
  title: string | null;
}

/** What each type carries beyond actor and product. */
export interface NotificationPayload {
  /** ADMIN: the admin's words (empty means the default text). */
  message?: string;
  /** DM: the thread to answer in, and the message. */
  threadId?: string;
  text?: string;
  /** BADGE */
  badgeKey?: string;
  badgeName?: string;
}

export interface NotificationDoc<T = unknown> {
  type: NotificationType;
  isRead: boolean;
  createdAt: T;
  readAt: T | null;
  actor: NotificationActor | null;
  product: NotificationProduct | null;
  payload: NotificationPayload;
}

/** The switches a member may turn off; adminMessages is always on (and DMs always arrive). */
export const NOTIFICATION_SETTING_KEYS = [
  'onLikeMyProduct',
  'onCommentMyProduct',
  'onReplyToMyComment',
  'onMySubmissionApproved',
  'onBadgeEarned',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

export type NotificationSwitches = Record<NotificationSettingKey, boolean>;

/** The settings as the API answers them: the switches plus adminMessages, always true. */
export interface NotificationSettings extends NotificationSwitches {
  adminMessages: true;
}

/** notificationSettings/{uid}: only the switches the member saved. */
export type NotificationSettingsDoc = Partial<NotificationSwitches>;

export interface DmThreadDoc<T = unknown> {
  /** The two participants' uids, sorted. */
  participants: [string, string];
  createdAt: T;
  updatedAt: T;
}

export interface DmMessageDoc<T = unknown> {
  from: string;
  /** The sender's display name when sent (the DM notice shows it without another read). */
  fromName: string;
  to: string;
  text: string;
  createdAt: T;
}

export interface AdminMessageDoc<T = unknown> {
  to: string;
  from: string;
  fromName: string;
  message: string;
  createdAt: T;
}

/**
 * The site itself as a DM participant: it sends the welcome message. It is no account, so a
 * thread with it cannot be answered.
 */
export const SYSTEM_SENDER: NotificationActor = { id: 'xmates-system', displayName: 'xmates' };

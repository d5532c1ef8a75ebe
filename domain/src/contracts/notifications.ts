// /api/notifications: the member's notices, unread count, settings and direct messages.
import type {
  NotificationPayload,
  NotificationSettings,
  NotificationType,
} from '../notifications/documents';

/** A notice as the API answers it; `message` is its line (notificationText). */
export interface NotificationView {
  _id: string;
  id: string;
  type: NotificationType;
  isRead: boolean;
  createdAt: string;
  actor: { _id: string; id: string; displayName: string } | null;
  product: { _id: string; id: string; slug: string | null; title: string | null } | null;
  payload: NotificationPayload;
  message: string;
}

/**
 * GET /api/notifications?page=&limit=&after=: newest first, 20 per page. `nextCursor` opens the
 * next page with `after` (a page number alone skips documents, which is bounded).
 */
export interface NotificationsPage {
  items: NotificationView[];
  page: number;
  hasMore: boolean;
  nextCursor: string | null;
}

/** GET /api/notifications/unread-count: every unread notice of the member. */
export interface UnreadCountAnswer {
  count: number;
}

/** PATCH /api/notifications/read and /read-all: how many notices changed from unread. */
export interface MarkReadAnswer {
  updated: number;
}

/** GET and PUT /api/notifications/settings */
export type NotificationSettingsAnswer = NotificationSettings;

/** A message of a thread, oldest first in DmThreadAnswer. */
export interface DmMessageView {
  _id: string;
  id: string;
  threadId: string;
  from: string;
  fromName: string;
  text: string;
  createdAt: string;
}

/** POST /api/notifications/dm/start (201) */
export interface DmStartAnswer {
  threadId: string;
  message: DmMessageView;
}

/** GET /api/notifications/dm/thread/{id}: the newest 100 messages, oldest first. */
export interface DmThreadAnswer {
  threadId: string;
  participants: [string, string];
  messages: DmMessageView[];
}

/** POST /api/notifications/dm/reply (201) */
export interface DmReplyAnswer {
  threadId: string;
  message: DmMessageView;
}

/**
 * POST /api/notifications/dm/welcome-self and /dm/auto-welcome: `sent` is true for the one call
 * that sent it; later or late calls answer why not.
 */
export interface WelcomeAnswer {
  sent: boolean;
  reason: 'sent' | 'already-sent' | 'not-new';
  threadId: string;
}

import type {
  NotificationActor,
  NotificationPayload,
  NotificationProduct,
  NotificationType,
} from './documents';
import { NOTIFICATION_TEXTS } from './messages';

const withName = (template: string, actor: NotificationActor | null) =>
  template.replace('{name}', actor?.displayName.trim() || NOTIFICATION_TEXTS.anonymous);

/** The line a notice shows (a DM's text follows it on its own). */
export function notificationText(notice: {
  type: NotificationType;
  actor: NotificationActor | null;
  product?: NotificationProduct | null;
  payload: NotificationPayload;
}): string {
  switch (notice.type) {
    case 'LIKE':
    case 'COMMENT':
    case 'REPLY':
    case 'DM':
      return withName(NOTIFICATION_TEXTS[notice.type], notice.actor);
    case 'APPROVED':
      return NOTIFICATION_TEXTS.APPROVED;
    case 'DUPLICATE':
      return `${NOTIFICATION_TEXTS.DUPLICATE} ${notice.product?.title?.trim() ?? ''}`.trim();
    case 'BADGE':
      return `${NOTIFICATION_TEXTS.BADGE} ${notice.payload.badgeName?.trim() || NOTIFICATION_TEXTS.badgeDefault}!`;
    case 'ADMIN':
      return notice.payload.message?.trim() || NOTIFICATION_TEXTS.ADMIN;
  }
}

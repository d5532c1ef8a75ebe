// dmThreads/{threadId}/messages/{id} tells the recipient (the sender's name is on the message),
// and adminMessages/{id} delivers an admin's notice. Neither can be switched off.
import { SYSTEM_SENDER, notificationId } from '@xmates/domain';
import type { StoredAdminMessage, StoredDmMessage } from '../db/notifications';
import { deliver, newIo, report, type DeliveryReport } from './deliver';

export function notifyDirectMessage(
  threadId: string,
  messageId: string,
  message: StoredDmMessage,
): Promise<DeliveryReport> {
  const io = newIo();
  // The site's own participant has no account to notify.
  if (message.to === SYSTEM_SENDER.id) return Promise.resolve(report('not-applicable', io));
  return deliver(
    {
      recipient: message.to,
      id: notificationId('dm', messageId),
      type: 'DM',
      createdAt: message.createdAt,
      causedBy: message.from,
      actor: { id: message.from, displayName: message.fromName },
      product: null,
      payload: { threadId, text: message.text },
    },
    io,
  );
}

export function notifyAdminMessage(
  id: string,
  message: StoredAdminMessage,
): Promise<DeliveryReport> {
  return deliver(
    {
      recipient: message.to,
      id: notificationId('admin', id),
      type: 'ADMIN',
      createdAt: message.createdAt,
      causedBy: message.from,
      actor: { id: message.from, displayName: message.fromName },
      product: null,
      payload: { message: message.message },
    },
    newIo(),
  );
}

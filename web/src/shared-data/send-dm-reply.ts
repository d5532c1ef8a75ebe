import type { DmReplyAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/notifications/dm/reply: answers a thread the caller is part of. */
export function sendDmReply(threadId: string, toUserId: string, text: string) {
  return api.post<DmReplyAnswer>('/notifications/dm/reply', { threadId, toUserId, text });
}

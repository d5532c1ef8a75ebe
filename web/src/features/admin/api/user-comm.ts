// User Communication (admin): find users, read and write the admin's thread with one, and send
// one an ADMIN notice. Answers to a thread go through the shared sendDmReply.
import { useState } from 'react';
import {
  dmThreadId,
  type AdminMessageAnswer,
  type DmStartAnswer,
  type DmThreadAnswer,
  type UserSearchAnswer,
} from '@xmates/domain';
import { api, hasErrorCode } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/admin/users/search?q=&page=: 20 users a page by e-mail or display-name prefix. */
export function searchUsers(q: string, page: number, signal?: AbortSignal) {
  return api.get<UserSearchAnswer>('/admin/users/search', { query: { q, page }, signal });
}

/** The users matching `q`, a page at a time (back to the first when q changes); none while q is empty. */
export function useUserSearch(q: string) {
  const query = q.trim();
  const [paged, setPaged] = useState({ query, page: 1 });
  const page = paged.query === query ? paged.page : 1;
  const state = useAsync(query ? `${page}:${query}` : null, (_, signal) =>
    searchUsers(query, page, signal),
  );
  return {
    users: state.data?.users ?? [],
    page,
    hasMore: state.data?.hasMore ?? false,
    setPage: (next: number) => setPaged({ query, page: next }),
    status: query ? state.status : ('ready' as const),
  };
}

/** The thread of two users; none yet answers an empty one. */
export async function getThread(threadId: string, signal?: AbortSignal): Promise<DmThreadAnswer> {
  try {
    return await api.get<DmThreadAnswer>(
      `/notifications/dm/thread/${encodeURIComponent(threadId)}`,
      { signal },
    );
  } catch (err) {
    if (hasErrorCode(err, 'not-found')) return { threadId, participants: ['', ''], messages: [] };
    throw err;
  }
}

/** The admin's thread with `userId`, reloaded on demand. */
export function useThread(adminUid: string, userId: string) {
  const threadId = dmThreadId(adminUid, userId);
  const state = useAsync(threadId, (id, signal) => getThread(id, signal));
  return {
    threadId,
    messages: state.last?.data?.messages ?? [],
    status: state.status,
    reload: state.reload,
  };
}

/** POST /api/notifications/dm/start: the first message of a thread (admins only). */
export function startDm(userId: string, text: string) {
  return api.post<DmStartAnswer>('/notifications/dm/start', { userId, text });
}

/** POST /api/admin/users/{uid}/message: an ADMIN notice to one user. */
export function sendAdminMessage(uid: string, message: string) {
  return api.post<AdminMessageAnswer>(`/admin/users/${encodeURIComponent(uid)}/message`, {
    message,
  });
}

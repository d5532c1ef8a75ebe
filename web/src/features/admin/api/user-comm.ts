// User Communication (admin): find users, read and write the admin's thread with one, and send
// one an ADMIN notice. Answers to a thread go through the shared sendDmReply.
import {
  dmThreadId,
  type AdminMessageAnswer,
  type DmStartAnswer,
  type DmThreadAnswer,
  type UserSearchAnswer,
} from '@xmates/domain';
import { api, hasErrorCode } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/admin/users/search?q=: up to 20 users by e-mail or display-name prefix. */
export function searchUsers(q: string, signal?: AbortSignal) {
  return api.get<UserSearchAnswer>('/admin/users/search', { query: { q }, signal });
}

/** The users matching `q`, none while q is empty. */
export function useUserSearch(q: string) {
  const query = q.trim();
  const state = useAsync(query || null, (key, signal) => searchUsers(key, signal));
  return {
    users: state.data?.users ?? [],
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

// A member's blocks (domain/src/users/blocks.ts): block from a comment or a reply, the list and
// Unblock in My Hub.
import type { BlockAnswer, BlocksPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

const path = (uid: string) => `/blocks/${encodeURIComponent(uid)}`;

export const blockMember = (uid: string) => api.put<BlockAnswer>(path(uid), {});
export const unblockMember = (uid: string) => api.delete<BlockAnswer>(path(uid));

export function getBlocks(after: string | null, signal?: AbortSignal) {
  return api.get<BlocksPage>('/blocks', { query: { after: after ?? undefined }, signal });
}

/** The members the signed-in member blocked (the first page: 50, newest first). */
export function useBlocks() {
  return useAsync('blocks', (_, signal) => getBlocks(null, signal));
}

// Reported members (docs/moderation.md#reported-members): the list, the outcomes, lifting.
import type {
  LiftSuspensionAnswer,
  ReportedMembersPage,
  ResolveMemberAnswer,
  ResolveMemberInput,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useCursorPages } from '../hooks/use-cursor-pages';

const member = (uid: string) => encodeURIComponent(uid);

/** GET /api/admin/reported-users?after=: 20 members, the newest open report first. */
export function getReportedMembers(after: string | null, signal?: AbortSignal) {
  return api.get<ReportedMembersPage>('/admin/reported-users', {
    query: { after: after ?? undefined },
    signal,
  });
}

/** The list a page at a time, by cursor. */
export function useReportedMembers() {
  const { data, ...list } = useCursorPages('reported-members', getReportedMembers);
  return { ...list, members: data?.members ?? [] };
}

export const resolveMember = (uid: string, input: ResolveMemberInput) =>
  api.post<ResolveMemberAnswer>(`/admin/reported-users/${member(uid)}/resolve`, input);

export const liftSuspension = (uid: string) =>
  api.delete<LiftSuspensionAnswer>(`/admin/suspensions/${member(uid)}`);

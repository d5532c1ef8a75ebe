// Deleting a member's personal data (admin), on a verified request.
import type { DeleteMemberDataAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/admin/users/{uid}/delete-data: `confirm` is the member's e-mail or display name. */
export function deleteMemberData(uid: string, confirm: string) {
  return api.post<DeleteMemberDataAnswer>(`/admin/users/${encodeURIComponent(uid)}/delete-data`, {
    confirm,
  });
}

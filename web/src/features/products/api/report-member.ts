import type { ReportMemberAnswer, ReportMemberInput } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/users/{uid}/report: the reason and optional details (one open report a member). */
export const reportMember = (uid: string, input: ReportMemberInput) =>
  api.post<ReportMemberAnswer>(`/users/${encodeURIComponent(uid)}/report`, input);

// A member reports another member (domain/src/moderation/member-reports.ts): one open report per
// reporter and member, kept server-only; the reported member is never told, nor anyone else.
import { Timestamp } from 'firebase-admin/firestore';
import {
  MEMBER_REPORT_MESSAGES,
  withReason,
  type ReportMemberAnswer,
  type ReportMemberInput,
} from '@xmates/domain';
import { erasureRef } from '../db/erasures';
import { runTransaction } from '../db/firebase';
import { memberReportRef, reportedMemberRef } from '../db/member-reports';
import { profileRef } from '../db/users';
import { HttpError } from '../http/http-error';

/**
 * POST /api/users/{uid}/report: yourself is 400, a member who does not exist or whose data is
 * being erased 404, a second open report 409 already-reported; each writes nothing. The report
 * and the member's count of open reports are written in one transaction.
 */
export async function reportMember(
  uid: string,
  target: string,
  { reason, details = '' }: ReportMemberInput,
): Promise<ReportMemberAnswer> {
  if (target === uid) throw new HttpError(400, MEMBER_REPORT_MESSAGES.reportSelf);
  const reportRef = memberReportRef(target, uid);
  const stateRef = reportedMemberRef(target);
  await runTransaction(async (tx) => {
    const [profile, erasure, report, state] = await Promise.all([
      tx.get(profileRef(target)),
      tx.get(erasureRef(target)),
      tx.get(reportRef),
      tx.get(stateRef),
    ]);
    if (!profile.exists || erasure.exists) {
      throw new HttpError(404, MEMBER_REPORT_MESSAGES.memberNotFound);
    }
    if (report.exists) {
      throw new HttpError(409, MEMBER_REPORT_MESSAGES.alreadyReported, {
        code: 'already-reported',
      });
    }
    const now = Timestamp.now();
    tx.create(reportRef, { by: uid, reason, details, createdAt: now });
    const open = state.data();
    tx.set(stateRef, {
      uid: target,
      reportsCount: (open?.reportsCount ?? 0) + 1,
      reasons: withReason(open?.reasons ?? {}, reason, 1),
      reportedAt: now,
    });
  });
  return { message: MEMBER_REPORT_MESSAGES.reported, reported: true };
}

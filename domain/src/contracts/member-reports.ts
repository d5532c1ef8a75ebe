// Reporting a member, the admins' Reported members list and outcomes, and lifting a suspension
// (domain/src/moderation/member-reports.ts).
import type { MemberReportOutcome, MemberReportReason } from '../moderation/member-reports';

/** POST /api/users/{uid}/report */
export interface ReportMemberAnswer {
  message: string;
  reported: true;
}

/** One open report, as admins read it: no reporter (docs/moderation.md#reported-members). */
export interface MemberReportView {
  reason: MemberReportReason;
  details: string;
  createdAt: string;
}

/** One of the member's newest comments or replies. */
export interface MemberWordsView {
  kind: 'comment' | 'reply';
  productId: string;
  text: string;
  createdAt: string;
  hidden: boolean;
}

/** A member's suspension or ban as admins read it (null: neither). */
export interface SuspensionView {
  /** null: banned. */
  until: string | null;
}

export interface ReportedMemberView {
  uid: string;
  /** The member's current display name ('' when they have none). */
  displayName: string;
  reportsCount: number;
  /** Open reports by reason, the reasons nobody gave left out. */
  reasons: { reason: MemberReportReason; count: number }[];
  reportedAt: string;
  /** The newest open reports (MEMBER_REPORT_LIMITS.reportsShown at most). */
  reports: MemberReportView[];
  /** The member's newest comments and replies (MEMBER_REPORT_LIMITS.recentWords at most). */
  recentWords: MemberWordsView[];
  suspension: SuspensionView | null;
}

/** GET /api/admin/reported-users?after=: newest open report first, 20 a page. */
export interface ReportedMembersPage {
  members: ReportedMemberView[];
  total: number;
  pages: number;
  nextCursor: string | null;
}

/** POST /api/admin/reported-users/{uid}/resolve */
export interface ResolveMemberAnswer {
  message: string;
  outcome: MemberReportOutcome;
  /** The reports the outcome closed. */
  closed: number;
  suspension: SuspensionView | null;
}

/** DELETE /api/admin/suspensions/{uid} */
export interface LiftSuspensionAnswer {
  message: string;
}

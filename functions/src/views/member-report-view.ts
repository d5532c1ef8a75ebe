// What the Reported members list answers: a member's open reports (without their reporters),
// reasons, newest words and suspension, from the stored documents.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  MEMBER_REPORT_LIMITS,
  MEMBER_REPORT_REASON_KEYS,
  suspensionAt,
  type MemberWordsView,
  type ReportedMemberView,
  type SuspensionView,
} from '@xmates/domain';
import type { StoredComment, StoredReply } from '../db/comments';
import type {
  StoredMemberReport,
  StoredReportedMember,
  StoredSuspension,
} from '../db/member-reports';

/** A suspension or ban in force (an ended suspension is none). */
export function toSuspensionView(flag: StoredSuspension | undefined): SuspensionView | null {
  const stored = flag ? { untilMs: flag.until?.toMillis() ?? null } : null;
  const state = suspensionAt(stored, Date.now());
  if (state.kind === 'none') return null;
  return { until: state.kind === 'banned' ? null : new Date(state.untilMs).toISOString() };
}

type WordsDoc = DocumentSnapshot<StoredComment | StoredReply, StoredComment | StoredReply>;

/** A comment's or reply's product id, from its path (products/{id}/comments/...). */
const productIdOf = (doc: WordsDoc) => doc.ref.path.split('/')[1] ?? '';

/** The newest of a member's comments and replies together, at most recentWords. */
export function newestWords(comments: WordsDoc[], replies: WordsDoc[]): MemberWordsView[] {
  const views = [
    ...comments.map((d) => ({ d, kind: 'comment' as const })),
    ...replies.map((d) => ({ d, kind: 'reply' as const })),
  ].flatMap(({ d, kind }) => {
    const data = d.data();
    if (!data) return [];
    return [
      {
        kind,
        productId: productIdOf(d),
        text: data.text,
        createdAt: data.createdAt.toDate().toISOString(),
        hidden: data.hidden,
      },
    ];
  });
  return views
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, MEMBER_REPORT_LIMITS.recentWords);
}

export function toReportedMemberView(
  state: StoredReportedMember,
  displayName: string,
  reports: StoredMemberReport[],
  recentWords: MemberWordsView[],
  suspension: SuspensionView | null,
): ReportedMemberView {
  return {
    uid: state.uid,
    displayName,
    reportsCount: state.reportsCount,
    reasons: MEMBER_REPORT_REASON_KEYS.map((reason) => ({
      reason,
      count: state.reasons[reason] ?? 0,
    })).filter((r) => r.count > 0),
    reportedAt: state.reportedAt.toDate().toISOString(),
    reports: reports.map((r) => ({
      reason: r.reason,
      details: r.details,
      createdAt: r.createdAt.toDate().toISOString(),
    })),
    recentWords,
    suspension,
  };
}

/**
 * Reporting a member (issue 36, part 3), the admins' outcomes, and suspensions.
 *
 * reportedMembers/{uid} (server-only): a member's open reports added up, present only while some
 * are open; each report beneath it, reportedMembers/{uid}/memberReports/{reporterUid}, so one
 * reporter holds at most one open report about one member. An outcome closes them all (deletes
 * them): the reporter may report the member again later. Nobody but admins reads a report, and
 * admins are not told who wrote it (docs/moderation.md#reported-members).
 *
 * suspensions/{uid} (server-only): a suspension (`until`, its end) or a ban (`until` null). The
 * API refuses the member's privileges while it holds, and so do the rules (firestore.rules
 * reads it), whatever the member's token says.
 */
import { z } from 'zod';
import { LIMITS } from '../core/constants';
import { byNewest, type ListQueryShape } from '../core/query-shape';
import type { Checked } from '../core/requests';

export const MEMBER_REPORT_REASONS = {
  harassment: 'Harassment',
  spam: 'Spam',
  impersonation: 'Impersonation',
  'under-age': 'Under-age',
  other: 'Other',
} as const;

export type MemberReportReason = keyof typeof MEMBER_REPORT_REASONS;
export const MEMBER_REPORT_REASON_KEYS = Object.keys(MEMBER_REPORT_REASONS) as MemberReportReason[];

export const MEMBER_REPORT_LIMITS = {
  /** A report's optional details. */
  detailsMax: 1_000,
  /** Reported members a page of GET /api/admin/reported-users lists. */
  pageSize: LIMITS.adminPageSize,
  /** Each listed member's newest open reports shown with their details. */
  reportsShown: 5,
  /** Each listed member's newest comments and replies shown. */
  recentWords: 5,
  suspendDaysMin: 1,
  suspendDaysMax: 365,
  /** A warning is an admin message: the same length. */
  warningMax: LIMITS.dmMaxLength,
} as const;

export const MEMBER_REPORT_OUTCOMES = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type MemberReportOutcome = (typeof MEMBER_REPORT_OUTCOMES)[number];

const DAY_MS = 86_400_000;

/** A suspension's end as the member reads it: "2026-12-03 14:05 UTC". */
export function suspensionEndText(untilMs: number): string {
  return `${new Date(untilMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const MEMBER_REPORT_MESSAGES = {
  /** The action's label beside a comment or a reply. */
  action: (name: string) => `Report ${name}`,
  dialogTitle: (name: string) => `Report ${name}`,
  dialogLead: 'Admins read your report. The member is never told who reported them.',
  reasonLabel: 'Reason',
  detailsLabel: 'Details (optional)',
  send: 'Send report',
  reported: 'Thanks. An admin will look at this member.',
  reportFailed: 'Could not send the report. Try again.',
  reasonRequired: 'Choose a reason.',
  detailsTooLong: `Details can be at most ${MEMBER_REPORT_LIMITS.detailsMax} characters.`,
  reportSelf: 'You cannot report yourself.',
  memberNotFound: 'That member does not exist.',
  alreadyReported: 'You have already reported this member. An admin will look at it soon.',

  /** The admins' outcomes. */
  noOpenReports: 'This member has no open reports.',
  warningRequired: 'Write the warning the member will read.',
  warningTooLong: `A warning can be at most ${MEMBER_REPORT_LIMITS.warningMax} characters.`,
  daysRange: `Suspend for ${MEMBER_REPORT_LIMITS.suspendDaysMin} to ${MEMBER_REPORT_LIMITS.suspendDaysMax} days.`,
  adminNotSuspendable: 'An admin cannot be suspended or banned. Remove their admin role first.',
  dismissed: 'Reports dismissed.',
  warned: 'Warning sent, reports closed.',
  suspended: (untilMs: number) => `Suspended until ${suspensionEndText(untilMs)}, reports closed.`,
  banned: 'Member banned, reports closed.',
  lifted: 'Suspension lifted. The member signs in again to act.',
  notSuspended: 'This member is neither suspended nor banned.',
  actionFailed: 'The action failed. Try again.',
  listEmpty: 'No reported members are waiting.',

  /** What a suspended or banned member is told by every member route. */
  accountSuspended: (untilMs: number) =>
    `Your account is suspended until ${suspensionEndText(untilMs)}.`,
  accountBanned: 'Your account is banned.',
} as const;

/** POST /api/users/{uid}/report: the reason, and details of at most 1,000 characters. */
export const reportMemberBody = z
  .object({
    reason: z.enum(MEMBER_REPORT_REASON_KEYS, { error: MEMBER_REPORT_MESSAGES.reasonRequired }),
    details: z
      .string()
      .trim()
      .max(MEMBER_REPORT_LIMITS.detailsMax, { error: MEMBER_REPORT_MESSAGES.detailsTooLong })
      .optional(),
  })
  .strict();

export type ReportMemberInput = z.infer<typeof reportMemberBody>;

/** The report dialog's rules, as the API applies them: a reason, details of 1,000 at most. */
export function checkMemberReport(
  reason: MemberReportReason | null,
  details: string,
): Checked<ReportMemberInput> {
  if (reason === null) {
    return { ok: false, error: MEMBER_REPORT_MESSAGES.reasonRequired, field: 'reason' };
  }
  const text = details.trim();
  if (text.length > MEMBER_REPORT_LIMITS.detailsMax) {
    return { ok: false, error: MEMBER_REPORT_MESSAGES.detailsTooLong, field: 'details' };
  }
  return { ok: true, value: text ? { reason, details: text } : { reason } };
}

/**
 * POST /api/admin/reported-users/{uid}/resolve: dismiss, warn (the admin message), suspend
 * (for 1 to 365 days) or ban.
 */
export const resolveMemberBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('dismiss') }).strict(),
  z
    .object({
      outcome: z.literal('warn'),
      message: z
        .string({ error: MEMBER_REPORT_MESSAGES.warningRequired })
        .trim()
        .min(1, { error: MEMBER_REPORT_MESSAGES.warningRequired })
        .max(MEMBER_REPORT_LIMITS.warningMax, { error: MEMBER_REPORT_MESSAGES.warningTooLong }),
    })
    .strict(),
  z
    .object({
      outcome: z.literal('suspend'),
      days: z
        .number({ error: MEMBER_REPORT_MESSAGES.daysRange })
        .int({ error: MEMBER_REPORT_MESSAGES.daysRange })
        .min(MEMBER_REPORT_LIMITS.suspendDaysMin, { error: MEMBER_REPORT_MESSAGES.daysRange })
        .max(MEMBER_REPORT_LIMITS.suspendDaysMax, { error: MEMBER_REPORT_MESSAGES.daysRange }),
    })
    .strict(),
  z.object({ outcome: z.literal('ban') }).strict(),
]);

export type ResolveMemberInput = z.infer<typeof resolveMemberBody>;

/** Reported members' order: the newest open report first (one field: the automatic index). */
export const REPORTED_MEMBERS_ORDER = 'reportedAt';

/** reportedMembers/{uid}: the member's open reports added up. */
export interface ReportedMemberDoc<T = unknown> {
  uid: string;
  reportsCount: number;
  /** Open reports by reason (a reason nobody gave is absent or 0). */
  reasons: Partial<Record<MemberReportReason, number>>;
  /** The newest open report: the list's order. */
  reportedAt: T;
}

/** reportedMembers/{uid}/memberReports/{reporterUid}: one member's open report. */
export interface MemberReportDoc<T = unknown> {
  /** The reporter (the document's id too), for erasing what they wrote. */
  by: string;
  reason: MemberReportReason;
  /** '' when the reporter gave none. */
  details: string;
  createdAt: T;
}

/** suspensions/{uid}: a suspension until `until`, or a ban (`until` null). */
export interface SuspensionDoc<T = unknown> {
  until: T | null;
  /** When it was decided, and by which admin (uid). */
  at: T;
  by: string;
}

/** Where a member stands at a time. */
export type SuspensionState =
  { kind: 'none' } | { kind: 'suspended'; untilMs: number } | { kind: 'banned' };

/**
 * The suspension rule: no document, or a suspension whose end has come, is no suspension; a
 * document without an end is a ban. The rules apply the same (`until <= request.time` frees).
 */
export function suspensionAt(
  stored: { untilMs: number | null } | null,
  nowMs: number,
): SuspensionState {
  if (stored === null) return { kind: 'none' };
  if (stored.untilMs === null) return { kind: 'banned' };
  return stored.untilMs > nowMs ? { kind: 'suspended', untilMs: stored.untilMs } : { kind: 'none' };
}

/** The end of a suspension of `days` days decided at `nowMs`. */
export const suspensionEnd = (nowMs: number, days: number) => nowMs + days * DAY_MS;

/** What the API answers a suspended or banned member (null: no refusal). */
export function suspensionRefusal(state: SuspensionState): string | null {
  if (state.kind === 'banned') return MEMBER_REPORT_MESSAGES.accountBanned;
  if (state.kind === 'suspended') return MEMBER_REPORT_MESSAGES.accountSuspended(state.untilMs);
  return null;
}

/** One report counted in or out of a member's reasons. */
export function withReason(
  reasons: ReportedMemberDoc['reasons'],
  reason: MemberReportReason,
  delta: 1 | -1,
): ReportedMemberDoc['reasons'] {
  const count = Math.max(0, (reasons[reason] ?? 0) + delta);
  return { ...reasons, [reason]: count };
}

/** A reported member's newest comments or replies (a collection-group query). */
export function recentWordsShape(kind: 'comments' | 'replies', uid: string): ListQueryShape {
  return {
    collection: kind,
    equals: [{ field: 'user.id', value: uid }],
    anyOf: null,
    orderBy: byNewest('createdAt'),
  };
}

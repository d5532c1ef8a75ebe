// Reported members (admins): the list of members with open reports, and the outcomes (dismiss,
// warn, suspend, ban), each closing the member's open reports and logged; lifting a suspension
// or a ban. docs/moderation.md#reported-members.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  LIMITS,
  MEMBER_REPORT_LIMITS,
  MEMBER_REPORT_MESSAGES,
  REPORTED_MEMBERS_ORDER,
  logLabel,
  suspensionEnd,
  suspensionEndText,
  type FeedCursor,
  type LiftSuspensionAnswer,
  type ModerationAction,
  type ModerationTarget,
  type ReportedMembersPage,
  type ResolveMemberAnswer,
  type ResolveMemberInput,
} from '@xmates/domain';
import { readAll } from '../db/converter';
import { adminAuth, isNoSuchUser, runTransaction } from '../db/firebase';
import { deleteAll } from '../db/member-data';
import {
  newestReportedMembers,
  newestReportsAbout,
  newestWordsOf,
  reportedMemberRef,
  reportsAbout,
  suspensionRef,
} from '../db/member-reports';
import { logAction, type Actor } from '../db/moderation';
import { adminMessagesCollection } from '../db/notifications';
import { pageAfter } from '../db/query';
import { displayNameOf, profileRef, userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { releaseHeldAccount } from '../shared/erase-member';
import { newestWords, toReportedMemberView, toSuspensionView } from '../views/member-report-view';

const { recentWords, reportsShown, pageSize } = MEMBER_REPORT_LIMITS;

/**
 * GET /api/admin/reported-users?after=: newest open report first, 20 a page, with each member's
 * name, reasons, newest reports, newest words and suspension. A page reads at most 21 states
 * and a count, then per member 2 documents, 5 reports and 5 comments and 5 replies: 362.
 */
export async function listReportedMembers(after: FeedCursor | null): Promise<ReportedMembersPage> {
  const query = newestReportedMembers();
  const [{ docs, nextCursor }, counted] = await Promise.all([
    pageAfter(query, REPORTED_MEMBERS_ORDER, after, pageSize),
    query.count().get(),
  ]);
  const uids = docs.map((d) => d.id);
  const [profiles, suspensions, details] = await Promise.all([
    readAll(uids.map((uid) => profileRef(uid))),
    readAll(uids.map((uid) => suspensionRef(uid))),
    Promise.all(
      uids.map((uid) =>
        Promise.all([
          newestReportsAbout(uid, reportsShown).get(),
          newestWordsOf('comments', uid, recentWords).get(),
          newestWordsOf('replies', uid, recentWords).get(),
        ]),
      ),
    ),
  ]);
  const total = counted.data().count;
  return {
    members: docs.map((d, i) => {
      const [reports, comments, replies] = details[i] ?? [];
      return toReportedMemberView(
        d.data(),
        profiles[i]?.data()?.displayName?.trim() ?? '',
        reports?.docs.map((r) => r.data()) ?? [],
        newestWords(comments?.docs ?? [], replies?.docs ?? []),
        toSuspensionView(suspensions[i]?.data()),
      );
    }),
    total,
    pages: Math.max(1, Math.ceil(total / LIMITS.adminPageSize)),
    nextCursor,
  };
}

const ACTIONS: Record<ResolveMemberInput['outcome'], ModerationAction> = {
  dismiss: 'member.dismiss-reports',
  warn: 'member.warn',
  suspend: 'member.suspend',
  ban: 'member.ban',
};

/** The log's target: the member by uid, labelled with their name (erasure scrubs it). */
async function memberTarget(tx: Transaction, uid: string): Promise<ModerationTarget> {
  const name = (await tx.get(profileRef(uid))).data()?.displayName?.trim();
  return {
    kind: 'member',
    id: uid,
    productId: null,
    commentId: null,
    label: logLabel(name || uid),
  };
}

/** Ends the member's sessions: their held tokens are refused at once (the API checks). */
async function revokeSessions(uid: string): Promise<void> {
  try {
    await adminAuth().revokeRefreshTokens(uid);
  } catch (err) {
    if (!isNoSuchUser(err)) throw err;
  }
}

/**
 * POST /api/admin/reported-users/{uid}/resolve: the outcome closes every open report of the
 * member (409 wrong-state when there is none: another admin decided first), in one transaction
 * with its log entry, the warning (an ADMIN notice, delivered by the adminMessages trigger) or
 * the stored flag. An admin cannot be suspended or banned (409). Suspending and banning then
 * revoke the member's sessions. The reports are deleted after, up to the newest one counted
 * (a report sent meanwhile stays open).
 */
export async function resolveMember(
  uid: string,
  input: ResolveMemberInput,
  actor: Actor,
): Promise<ResolveMemberAnswer> {
  const fromName = input.outcome === 'warn' ? await displayNameOf(actor.uid) : '';
  const now = Timestamp.now();
  const until =
    input.outcome === 'suspend'
      ? Timestamp.fromMillis(suspensionEnd(now.toMillis(), input.days))
      : null;
  const closed = await runTransaction(async (tx) => {
    const [stateSnap, user] = await Promise.all([
      tx.get(reportedMemberRef(uid)),
      tx.get(userRef(uid)),
    ]);
    const state = stateSnap.data();
    if (!state) throw new HttpError(409, MEMBER_REPORT_MESSAGES.noOpenReports);
    const flagging = input.outcome === 'suspend' || input.outcome === 'ban';
    if (flagging && user.data()?.isAdmin === true) {
      throw new HttpError(409, MEMBER_REPORT_MESSAGES.adminNotSuspendable);
    }
    const target = await memberTarget(tx, uid);
    if (input.outcome === 'warn') {
      tx.create(adminMessagesCollection().doc(), {
        to: uid,
        from: actor.uid,
        fromName,
        message: input.message,
        createdAt: now,
      });
    }
    if (flagging) tx.set(suspensionRef(uid), { until, at: now, by: actor.uid });
    tx.delete(reportedMemberRef(uid));
    const ending = until ? `until ${suspensionEndText(until.toMillis())}; ` : '';
    logAction(tx, actor, ACTIONS[input.outcome], target, {
      note: `${ending}${state.reportsCount} reports closed`,
      aboutUid: uid,
    });
    return { count: state.reportsCount, newest: state.reportedAt };
  });
  if (input.outcome === 'suspend' || input.outcome === 'ban') await revokeSessions(uid);
  await deleteAll(reportsAbout(uid).where('createdAt', '<=', closed.newest));
  const suspension =
    input.outcome === 'ban'
      ? { until: null }
      : until
        ? { until: until.toDate().toISOString() }
        : null;
  const message = {
    dismiss: MEMBER_REPORT_MESSAGES.dismissed,
    warn: MEMBER_REPORT_MESSAGES.warned,
    suspend: MEMBER_REPORT_MESSAGES.suspended(until?.toMillis() ?? 0),
    ban: MEMBER_REPORT_MESSAGES.banned,
  }[input.outcome];
  return { message, outcome: input.outcome, closed: closed.count, suspension };
}

/**
 * DELETE /api/admin/suspensions/{uid}: lifts a suspension or a ban (409 wrong-state when the
 * member has neither stored), logged. The member signs in again: their old sessions stay
 * revoked. A member who deleted their data meanwhile leaves only the disabled Auth account
 * the suspension kept: it goes now.
 */
export async function liftSuspension(uid: string, actor: Actor): Promise<LiftSuspensionAnswer> {
  await runTransaction(async (tx) => {
    const flag = await tx.get(suspensionRef(uid));
    if (!flag.exists) throw new HttpError(409, MEMBER_REPORT_MESSAGES.notSuspended);
    const target = await memberTarget(tx, uid);
    tx.delete(suspensionRef(uid));
    logAction(tx, actor, 'member.lift-suspension', target, { aboutUid: uid });
  });
  await releaseHeldAccount(uid);
  return { message: MEMBER_REPORT_MESSAGES.lifted };
}

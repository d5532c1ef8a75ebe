// reportedMembers/{uid} and its memberReports/{reporterUid} (members' reports of a member), and
// suspensions/{uid} (a suspension or a ban): server-only (domain/src/moderation/member-reports.ts).
import type { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MEMBER_GROUP_QUERIES,
  REPORTED_MEMBERS_ORDER,
  recentWordsShape,
  type MemberReportDoc,
  type ReportedMemberDoc,
  type SuspensionDoc,
} from '@xmates/domain';
import type { StoredComment, StoredReply } from './comments';
import { typed, typedGroup } from './converter';
import { db } from './firebase';
import { applyShape } from './query';

export type StoredReportedMember = ReportedMemberDoc<Timestamp>;
export type StoredMemberReport = MemberReportDoc<Timestamp>;
export type StoredSuspension = SuspensionDoc<Timestamp>;

export const reportedMembers = () =>
  typed<StoredReportedMember>(db().collection(COLLECTIONS.reportedMembers));

export const reportedMemberRef = (uid: string) => reportedMembers().doc(uid);

export const reportsAbout = (uid: string) =>
  typed<StoredMemberReport>(reportedMemberRef(uid).collection(COLLECTIONS.memberReports));

/** One reporter's open report about a member: at most one, by its id. */
export const memberReportRef = (uid: string, reporter: string) => reportsAbout(uid).doc(reporter);

/** Newest open report first, ties by id (the automatic single-field index on `reportedAt`). */
export const newestReportedMembers = () =>
  reportedMembers().orderBy(REPORTED_MEMBERS_ORDER, 'desc').orderBy('__name__', 'desc');

/** A member's newest open reports (the automatic single-field index on `createdAt`). */
export const newestReportsAbout = (uid: string, max: number) =>
  reportsAbout(uid).orderBy('createdAt', 'desc').limit(max);

/** The reports a member wrote about other members (a collection-group field index). */
export function reportsBy(uid: string) {
  const { group, field } = MEMBER_GROUP_QUERIES.memberReports;
  return typedGroup<StoredMemberReport>(db().collectionGroup(group)).where(field, '==', uid);
}

/** A member's newest comments or replies, hidden ones included (a collection-group index). */
export function newestWordsOf(kind: 'comments' | 'replies', uid: string, max: number) {
  const group = typedGroup<StoredComment | StoredReply>(db().collectionGroup(COLLECTIONS[kind]));
  return applyShape(group, recentWordsShape(kind, uid)).limit(max);
}

const suspensions = () => typed<StoredSuspension>(db().collection(COLLECTIONS.suspensions));

export const suspensionRef = (uid: string) => suspensions().doc(uid);

/**
 * Suspensions whose end has come (a ban, whose `until` is null, never matches): the automatic
 * single-field index on `until`.
 */
export const suspensionsEndedBy = (now: Timestamp) => suspensions().where('until', '<=', now);

/** The member's stored suspension flag: its end (null: a ban), or null without one (one read). */
export async function storedSuspension(uid: string): Promise<{ untilMs: number | null } | null> {
  const flag = (await suspensionRef(uid).get()).data();
  return flag ? { untilMs: flag.until?.toMillis() ?? null } : null;
}

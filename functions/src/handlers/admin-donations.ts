// The admin Donations tab: pages of 20 newest first, statistics from aggregation queries
// (count, sum and average run in Firestore: no request reads every donation), and the CSV of
// the filtered set, read in pages.
import {
  AggregateField,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  donationEquals,
  donationListShape,
  formatAud,
  monthStart,
  toCsv,
  type AdminDonationsPage,
  type DonationFilter,
  type DonationStatsAnswer,
  type DonationStatus,
} from '@xmates/domain';
import { config } from '../config';
import { donationsCollection, type StoredDonation } from '../db/donations';
import { applyShape, offsetPage } from '../db/query';
import { toDonationView } from '../views/donation-view';

type DonationQuery = Query<StoredDonation, StoredDonation>;

const listQuery = (filter: DonationFilter): DonationQuery =>
  applyShape(donationsCollection(), donationListShape(filter));

export async function listDonations(
  filter: DonationFilter,
  page: number,
  limit: number,
): Promise<AdminDonationsPage> {
  const { docs, ...paging } = await offsetPage(listQuery(filter), page, limit);
  return { items: docs.map((d) => toDonationView(d.id, d.data())), ...paging };
}

/** The filter's equalities (and search) without its order: what the aggregations run on. */
function filtered(filter: DonationFilter): DonationQuery {
  let query: DonationQuery = donationsCollection();
  for (const e of donationEquals(filter)) query = query.where(e.field, '==', e.value);
  if (filter.q) query = query.where('searchKeys', 'array-contains', filter.q);
  return query;
}

/** The filtered set narrowed to one status (null when the filter already excludes it). */
function withStatus(filter: DonationFilter, status: DonationStatus): DonationFilter | null {
  if (filter.status && filter.status !== status) return null;
  return { ...filter, status };
}

async function countOf(filter: DonationFilter | null): Promise<number> {
  if (!filter) return 0;
  return (await filtered(filter).count().get()).data().count;
}

async function paidSums(query: DonationQuery | null) {
  if (!query) return { count: 0, sum: 0, avg: 0 };
  const snap = await query
    .aggregate({
      count: AggregateField.count(),
      sum: AggregateField.sum('amount'),
      avg: AggregateField.average('amount'),
    })
    .get();
  const { count, sum, avg } = snap.data();
  return { count, sum, avg: Math.round(avg ?? 0) };
}

export async function donationStats(
  filter: DonationFilter,
  now = new Date(),
): Promise<DonationStatsAnswer> {
  const paid = withStatus(filter, 'paid');
  const recurringOnly = (recurring: boolean) =>
    paid && (filter.recurring === null || filter.recurring === recurring)
      ? { ...paid, recurring }
      : null;
  const thisMonthQuery = donationsCollection()
    .where('status', '==', 'paid')
    .where('paidAt', '>=', Timestamp.fromDate(monthStart(now)));
  const [sums, refunded, monthly, oneTime, latest, month] = await Promise.all([
    paidSums(paid ? filtered(paid) : null),
    countOf(withStatus(filter, 'refunded')),
    countOf(recurringOnly(true)),
    countOf(recurringOnly(false)),
    paid ? listQuery(paid).limit(1).get() : null,
    paidSums(thisMonthQuery),
  ]);
  const latestDoc = latest?.docs[0]?.data();
  return {
    filtered: {
      totalPaidCents: sums.sum,
      countPaid: sums.count,
      countRefunded: refunded,
      countMonthlyPaid: monthly,
      countOneTimePaid: oneTime,
      avgPaidCents: sums.avg,
      latestPaidAt: (latestDoc?.paidAt ?? latestDoc?.createdAt)?.toDate().toISOString() ?? null,
    },
    thisMonth: { totalPaidCents: month.sum, countPaid: month.count },
  };
}

const CSV_HEADER = [
  'id',
  'createdAt',
  'amountCents',
  'amountAud',
  'currency',
  'recurring',
  'status',
  'email',
  'sessionId',
  'customerId',
  'uid',
  'paidAt',
] as const;

/** The filtered set as CSV, newest first, read a page at a time by cursor. */
export async function exportDonations(filter: DonationFilter): Promise<string> {
  const rows: (string | number | boolean | null)[][] = [];
  const query = listQuery(filter);
  let last: QueryDocumentSnapshot<StoredDonation, StoredDonation> | undefined;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(config.exportPageSize).get();
    for (const doc of snap.docs) {
      const v = toDonationView(doc.id, doc.data());
      rows.push([
        v._id,
        v.createdAt,
        v.amount,
        formatAud(v.amount),
        'AUD',
        v.recurring,
        v.status,
        v.email,
        v.sessionId,
        v.customerId,
        v.uid,
        v.paidAt,
      ]);
    }
    last = snap.docs[snap.docs.length - 1];
    if (snap.docs.length < config.exportPageSize) break;
  }
  return toCsv(CSV_HEADER, rows);
}

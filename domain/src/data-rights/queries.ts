/**
 * The queries that find one member's data across other members' documents, and the retention
 * job's query for closed accounts. Each needs an index production does not make by itself
 * (checked by firestore-indexes/query-indexes.test.ts).
 */

/**
 * Collection-group equalities on one field: a member's reports of comments and replies and of other members, and
 * the notices other members got about what they did. Each needs a single-field
 * collection-group index (a field override).
 */
export const MEMBER_GROUP_QUERIES = {
  itemReports: { group: 'reports', field: 'uid' },
  noticesAbout: { group: 'notifications', field: 'actor.id' },
  memberReports: { group: 'memberReports', field: 'by' },
} as const;

/**
 * Unverified accounts created before a cutoff: an equality and a range on two fields, so a
 * composite index.
 */
export const CLOSED_ACCOUNTS_QUERY = {
  collection: 'users',
  equals: { field: 'emailVerified', value: false },
  before: 'createdAt',
} as const;

// The rules decide who reads a document, not which of its fields: a private field written into
// a public document would be readable by anyone. The documents the seed wrote as the API does
// (products, profiles, categories, tags, badge definitions), read here as a visitor, carry no
// e-mail address, account, login, notification-setting, payment or outgoing-link field.
// Products are listed as the feed lists them, a window (WINDOW_MAX) a query; the others, which
// nobody may list, are got one by one (their ids read with the rules off).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTING_KEYS, WINDOW_MAX } from '@xmates/domain';
import { paths } from '../support/paths';
import { dbAs, idsOf, uniqueId } from './support';

const PRIVATE_KEYS = new Set<string>([
  'email',
  'emailLower',
  'emailVerified',
  'providers',
  'role',
  'isAdmin',
  'lastLoginAt',
  'loginCount',
  'submittedBy',
  'link',
  'linkKey',
  'customerId',
  'sessionId',
  'paymentIntentId',
  'subscriptionId',
  'paidCents',
  'participants',
  ...NOTIFICATION_SETTING_KEYS,
]);
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** "key.path: value" for every private key or e-mail address in a document's fields. */
function privateFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return EMAIL.test(value) ? [`${path}: ${value}`] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(PRIVATE_KEYS.has(key) ? [`${path}${key}`] : []),
    ...privateFields(inner, `${path}${key}.`),
  ]);
}

interface Read {
  path: string;
  data: DocumentData | undefined;
}

/** The most documents of a collection read here. */
const MAX_READ = 300;

/** Documents of a collection nobody lists, each got as the visitor. */
const gotOneByOne = (collectionPath: string) => async (db: Firestore) =>
  Promise.all(
    (await idsOf(collectionPath, MAX_READ)).map(async (id) => {
      const snap = await getDoc(doc(db, collectionPath, id));
      return { path: snap.ref.path, data: snap.data() };
    }),
  );

const publicReads: Record<string, (db: Firestore) => Promise<Read[]>> = {
  'approved products': async (db) => {
    const approved = query(collection(db, paths.products), where('approved', '==', true));
    const read: Read[] = [];
    let after: QueryConstraint[] = [];
    while (read.length < MAX_READ) {
      const snap = await getDocs(query(approved, ...after, limit(WINDOW_MAX)));
      read.push(...snap.docs.map((d) => ({ path: d.ref.path, data: d.data() })));
      const last = snap.docs[snap.docs.length - 1];
      if (!last || snap.size < WINDOW_MAX) break;
      after = [startAfter(last)];
    }
    return read;
  },
  profiles: gotOneByOne(paths.profiles),
  categories: gotOneByOne(paths.categories),
  tags: gotOneByOne(paths.tags),
  'badge definitions': gotOneByOne(paths.badges),
};

describe('public documents carry no private field', () => {
  for (const [name, read] of Object.entries(publicReads)) {
    it(`seeded ${name}, read as a visitor`, async () => {
      const docs = await read(await dbAs('visitor', uniqueId('rules-visitor')));
      expect(docs.length, `the seed wrote ${name}`).toBeGreaterThan(0);
      const found = docs.flatMap((d) => privateFields(d.data, `${d.path} `));
      expect(found).toEqual([]);
    });
  }
});

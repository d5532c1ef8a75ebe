// The rules decide who reads a document, not which of its fields: a private field written into
// a public document would be readable by anyone. The documents the seed wrote as the API does
// (products, profiles, categories, tags, badge definitions), read here as a visitor, carry no
// e-mail address, account, login, notification-setting, payment or outgoing-link field.
import { collection, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, NOTIFICATION_SETTING_KEYS } from '@xmates/domain';
import { dbAs, uniqueId } from './support';

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

const publicReads: Record<string, (db: Firestore) => ReturnType<typeof query>> = {
  'approved products': (db) =>
    query(collection(db, COLLECTIONS.products), where('approved', '==', true), limit(300)),
  profiles: (db) => query(collection(db, COLLECTIONS.profiles), limit(300)),
  categories: (db) => query(collection(db, COLLECTIONS.categories), limit(300)),
  tags: (db) => query(collection(db, COLLECTIONS.tags), limit(300)),
  'badge definitions': (db) => query(collection(db, COLLECTIONS.badges), limit(300)),
};

describe('public documents carry no private field', () => {
  for (const [name, read] of Object.entries(publicReads)) {
    it(`seeded ${name}, read as a visitor`, async () => {
      const snap = await getDocs(read(await dbAs('visitor', uniqueId('rules-visitor'))));
      expect(snap.size, `the seed wrote ${name}`).toBeGreaterThan(0);
      const found = snap.docs.flatMap((d) => privateFields(d.data(), `${d.ref.path} `));
      expect(found).toEqual([]);
    });
  }
});

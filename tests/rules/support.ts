// The rules matrix: one table per collection (and per document state where access depends on
// it), actor × operation → allowed or denied, run against the Firestore emulator.
//
// The suite shares the emulator with the seeded demo data and the other suites, so it never
// clears it: every file uses its own ids, and the documents it arranges are deleted after it
// (they are shapes made for the rules, not documents the API would write: left behind, they
// would show up in other suites' lists and counts). The rules themselves are loaded once per
// run by rules/global-setup.ts: loading them again would reset the emulator's coverage report,
// which rules/coverage.test.ts reads after every other rules file.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGE_ASSURANCE } from '@xmates/domain';
import { docs } from '../support/documents';
import { FIRESTORE_EMULATOR, PROJECT_ID } from '../support/env';
import { paths } from '../support/paths';

// Denied requests are the point of most tests; keep the SDK from logging each one.
setLogLevel('silent');

let env: RulesTestEnvironment | undefined;

async function rulesEnv(): Promise<RulesTestEnvironment> {
  if (env) return env;
  env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: FIRESTORE_EMULATOR });
  return env;
}

/**
 * Who asks. For a document of `owner`: the visitor is signed out; the unverified account is
 * signed in with an e-mail not verified yet and no tie to the document; the owner is the
 * member the document belongs to (its id, its author, the reporter, the submitter, the
 * recipient); the other member is a second member the document is about where there is one
 * (the author of the product a comment is on, the other party of a thread); the member is
 * signed in with no tie to it. Members' tokens say email_verified true. The admin has the
 * custom claim admin: true, no email_verified claim, and the stored flag isAdmin true on their
 * users document, as npm run admin-claim writes both: the two decide. The former admin is a
 * member whose admin was revoked while their token still carries admin: true (a token keeps
 * its claims until it expires): their users document says isAdmin false.
 */
export const ACTORS = [
  'visitor',
  'unverified',
  'member',
  'owner',
  'other',
  'admin',
  'formerAdmin',
] as const;
export type Actor = (typeof ACTORS)[number];

/** The uid an actor signs in with, for documents of `owner`. */
export function uidOf(actor: Exclude<Actor, 'visitor'>, owner: string): string {
  return actor === 'owner' ? owner : `${owner}-${actor}`;
}

/** Which actors a case allows. */
export type Access = Record<Actor, boolean>;
export const only = (...allowed: Actor[]): Access =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a)])) as Access;
export const NOBODY = only();
export const EVERYONE = only(...ACTORS);
/** Verified members and admins: not visitors, not unverified accounts. */
export const MEMBERS = only('member', 'owner', 'other', 'admin', 'formerAdmin');

let n = 0;
/** Ids unique to this run so tests never meet seeded or earlier documents. */
export function uniqueId(prefix: string): string {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${n}`;
}

const contexts = new Map<string, RulesTestContext>();

/** A client Firestore signed in with `uid` and these token claims (undefined: signed out). */
export async function dbWith(uid?: string, claims: Record<string, unknown> = {}) {
  const key = uid === undefined ? '' : `${uid} ${JSON.stringify(claims)}`;
  let ctx = contexts.get(key);
  if (!ctx) {
    const e = await rulesEnv();
    ctx = uid === undefined ? e.unauthenticatedContext() : e.authenticatedContext(uid, claims);
    contexts.set(key, ctx);
  }
  return ctx.firestore() as unknown as Firestore;
}

const CLAIMS: Record<Exclude<Actor, 'visitor'>, Record<string, unknown>> = {
  unverified: { email_verified: false },
  member: { email_verified: true },
  owner: { email_verified: true },
  other: { email_verified: true },
  admin: { admin: true },
  formerAdmin: { admin: true, email_verified: true },
};

/** The admins' and former admins' users documents this file seeded (their stored flag). */
const flagged = new Set<string>();

/** A users document with the stored admin flag, as npm run admin-claim writes it. */
export const adminAccount = (uid: string, isAdmin: boolean) =>
  docs.user(uid, { role: isAdmin ? 'admin' : 'member', isAdmin });

/** A client Firestore for an actor, for documents of `owner`. */
export async function dbAs(actor: Actor, owner: string): Promise<Firestore> {
  if (actor === 'visitor') return dbWith();
  const uid = uidOf(actor, owner);
  if ((actor === 'admin' || actor === 'formerAdmin') && !flagged.has(uid)) {
    flagged.add(uid);
    await seedDocs({ [paths.user(uid)]: adminAccount(uid, actor === 'admin') });
  }
  return dbWith(uid, CLAIMS[actor]);
}

const seeded = new Set<string>();

/** Writes documents with the rules switched off (arranging a test); deleted after the file. */
export async function seedDocs(docs: Record<string, DocumentData>): Promise<void> {
  const e = await rulesEnv();
  await e.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all(
      Object.entries(docs).map(([path, data]) => {
        seeded.add(path);
        return db.doc(path).set(data);
      }),
    );
  });
}

/**
 * A listed product and one moderation removed (approved false), seeded before the file's tests,
 * for the documents whose access follows their product's: their ids.
 */
export function productsBeforeAll(prefix: string) {
  const approvedId = uniqueId(`${prefix}-approved`);
  const removedId = uniqueId(`${prefix}-removed`);
  beforeAll(() =>
    seedDocs({
      [paths.product(approvedId)]: docs.product({ slug: approvedId }),
      [paths.product(removedId)]: docs.product({ slug: removedId }, 'removed'),
    }),
  );
  return { approvedId, removedId };
}

/** Up to `max` document ids of a collection, read with the rules switched off. */
export async function idsOf(collectionPath: string, max: number): Promise<string[]> {
  const e = await rulesEnv();
  let ids: string[] = [];
  await e.withSecurityRulesDisabled(async (ctx) => {
    const snap = await ctx.firestore().collection(collectionPath).limit(max).get();
    ids = snap.docs.map((d) => d.id);
  });
  return ids;
}

/** Deletes documents with the rules switched off (a state a test arranges by their absence). */
export async function removeDocs(paths: string[]): Promise<void> {
  const e = await rulesEnv();
  await e.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all(paths.map((path) => db.doc(path).delete()));
  });
}

/**
 * siteSettings/ageAssurance is the seed's, not a file's: a file that changed it gives it back
 * the suite's mode (the seed's, the default), since the rules refuse outgoing links without it (ageAssured()).
 */
async function restoreAgeAssuranceSetting(): Promise<void> {
  if (!seeded.delete(paths.ageAssuranceSetting)) return;
  const e = await rulesEnv();
  await e.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc(paths.ageAssuranceSetting).set({ mode: DEFAULT_AGE_ASSURANCE });
  });
}

// Each test file evaluates this module afresh, so the hook runs once after each rules file.
afterAll(async () => {
  if (!env) return;
  const e = env;
  await restoreAgeAssuranceSetting();
  await removeDocs([...seeded]);
  seeded.clear();
  flagged.clear();
  contexts.clear();
  env = undefined;
  await e.cleanup();
});

/** `attempt` succeeds exactly when `allowed`. */
export async function expectOutcome<T>(
  allowed: boolean,
  attempt: Promise<T>,
): Promise<T | undefined> {
  if (allowed) return assertSucceeds(attempt);
  await assertFails(attempt);
  return undefined;
}

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];
/** A collection's table: for each operation, which actors may. */
export type Table = Record<Operation, Access>;
/** Every write goes through the API (Admin SDK): no client creates, updates or deletes. */
export const NO_WRITES = { create: NOBODY, update: NOBODY, delete: NOBODY } as const;
export const SERVER_ONLY: Table = { get: NOBODY, list: NOBODY, ...NO_WRITES };

/**
 * The list a collection of public documents mirroring a product's approval (products,
 * watchLinks) refuses: one without the approved filter, which admins alone may send.
 */
export const withoutApprovedFilter = (query: (db: Firestore) => Query) => ({
  name: 'without the approved filter',
  query,
  access: only('admin'),
});

export interface MatrixCase {
  /** The collection and, where access depends on it, the document's state. */
  name: string;
  /** Whose document it is (see ACTORS). */
  owner: string;
  /** The document get, update and delete aim at; the file seeds it. */
  path: string;
  /**
   * The query list sends: the client's real query where the rules need a filter; by default
   * the whole collection.
   */
  list?: (db: Firestore) => Query;
  /**
   * The most documents one list may ask for (limitAtMost in firestore.rules, the domain
   * constant it mirrors): list then sends `list` with limit(cap), and each actor also sends it
   * without a limit and with limit(cap + 1), both refused to everyone.
   */
  cap?: number;
  /** A document that does not exist yet, belonging to `creator`, and its data. */
  create: (creator: string) => { path: string; data: DocumentData };
  /** The change update tries: a counter, an approval status, badges, an admin flag. */
  update: DocumentData;
  access: Table;
  /** More queries over the collection, each with who may send it (e.g. without the filter). */
  otherLists?: { name: string; query: (db: Firestore) => Query; access: Access }[];
}

/** The member create attempts are made for, in this file. */
const creator = uniqueId('creator');
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

async function attempt(c: MatrixCase, op: Operation, actor: Actor, allowed: boolean) {
  if (op === 'create') {
    // The creator is a member with no documents yet, so that the owner creates their own
    // document (keyed by their uid where the collection is) and the others create it for them.
    const { path, data } = c.create(creator);
    seeded.add(path);
    await expectOutcome(allowed, setDoc(doc(await dbAs(actor, creator), path), data));
    // The next actor's attempt must be a create again.
    if (allowed) await removeDocs([path]);
    return;
  }
  const db = await dbAs(actor, c.owner);
  const ref = doc(db, c.path);
  if (op === 'get') {
    const snap = await expectOutcome(allowed, getDoc(ref));
    // An allowed read must find the arranged document, or the case would test nothing.
    if (snap) expect(snap.exists(), `${c.path} exists`).toBe(true);
  } else if (op === 'list') {
    await expectOutcome(allowed, getDocs(listQuery(c, db, c.cap)));
  } else if (op === 'update') {
    await expectOutcome(allowed, updateDoc(ref, c.update));
  } else {
    await expectOutcome(allowed, deleteDoc(ref));
  }
}

/** A case's list query, with limit(`max`) unless `max` is undefined. */
function listQuery(c: MatrixCase, db: Firestore, max: number | undefined): Query {
  const q = c.list?.(db) ?? collection(db, parentOf(c.path));
  return max === undefined ? q : query(q, limit(max));
}

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');

/** One test per operation and actor, each asserting exactly the table's answer. */
export function matrix(cases: MatrixCase[]): void {
  for (const c of cases) {
    describe(c.name, () => {
      for (const op of OPERATIONS) {
        for (const actor of ACTORS) {
          const allowed = c.access[op][actor];
          const what = op === 'list' && c.cap !== undefined ? `list asking for ${c.cap}` : op;
          it(`${what} as ${actor}: ${verdict(allowed)}`, () => attempt(c, op, actor, allowed));
        }
      }
      if (c.cap !== undefined) {
        const unbounded = { 'without a limit': undefined, [`asking for ${c.cap + 1}`]: c.cap + 1 };
        for (const [name, max] of Object.entries(unbounded)) {
          for (const actor of ACTORS) {
            it(`list ${name} as ${actor}: denied`, async () => {
              await expectOutcome(false, getDocs(listQuery(c, await dbAs(actor, c.owner), max)));
            });
          }
        }
      }
      for (const list of c.otherLists ?? []) {
        for (const actor of ACTORS) {
          const allowed = list.access[actor];
          it(`list ${list.name} as ${actor}: ${verdict(allowed)}`, async () => {
            await expectOutcome(allowed, getDocs(list.query(await dbAs(actor, c.owner))));
          });
        }
      }
    });
  }
}

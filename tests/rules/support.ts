// One rules-testing environment over the running Firestore emulator. The suite shares the
// emulator with the seeded demo data and the other suites, so it never clears it: every test
// uses its own ids, and the documents a file arranges are deleted after it (they are shapes
// made for the rules, not documents the API would write: left behind, they would show up in
// other suites' lists and counts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, it } from 'vitest';
import { FIRESTORE_HOST, PROJECT_ID } from '../support/env';

// Denied writes are the point of most tests; keep the SDK from logging each one.
setLogLevel('silent');

let env: RulesTestEnvironment | undefined;

export async function rulesEnv(): Promise<RulesTestEnvironment> {
  if (env) return env;
  const [host, port] = FIRESTORE_HOST.split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8'),
    },
  });
  return env;
}

export type Actor = 'visitor' | 'owner' | 'other' | 'admin';
export const ACTORS: readonly Actor[] = ['visitor', 'owner', 'other', 'admin'];

/** Which actors a case allows. */
export type Access = Record<Actor, boolean>;
export const only = (...allowed: Actor[]): Access =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a)])) as Access;

let n = 0;
/** Ids unique to this run so tests never meet seeded or earlier documents. */
export function uniqueId(prefix: string): string {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${n}`;
}

/** A client Firestore for an actor; owner is the uid given. */
export async function dbAs(actor: Actor, ownerUid: string): Promise<Firestore> {
  const e = await rulesEnv();
  const ctx: RulesTestContext =
    actor === 'visitor'
      ? e.unauthenticatedContext()
      : actor === 'owner'
        ? e.authenticatedContext(ownerUid)
        : actor === 'other'
          ? e.authenticatedContext(`${ownerUid}-other`)
          : e.authenticatedContext(`${ownerUid}-admin`, { admin: true });
  return ctx.firestore() as unknown as Firestore;
}

const seeded = new Set<string>();

/** Writes documents with the rules switched off (arranging a test); deleted after the file. */
export async function seedDocs(docs: Record<string, Record<string, unknown>>): Promise<void> {
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

// Each test file evaluates this module afresh, so the hook runs once after each rules file.
afterAll(async () => {
  if (seeded.size === 0) return;
  const e = await rulesEnv();
  await e.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all([...seeded].map((path) => db.doc(path).delete()));
  });
  seeded.clear();
});

/** `run` as `actor` (the owner being ownerUid) succeeds exactly when `access` allows it. */
export async function expectAccessAs(
  ownerUid: string,
  access: Access,
  actor: Actor,
  run: (db: Firestore) => Promise<unknown>,
) {
  const attempt = run(await dbAs(actor, ownerUid));
  await (access[actor] ? assertSucceeds(attempt) : assertFails(attempt));
}

/** Every actor is refused create, update and delete on `path` (a document in `parent`). */
export function noClientWritesAs(ownerUid: string, parent: string, path: string) {
  for (const actor of ACTORS) {
    it(`${actor} may not create, update or delete`, async () => {
      const db = await dbAs(actor, ownerUid);
      await assertFails(setDoc(doc(db, parent, actor === 'visitor' ? 'x' : ownerUid), { a: 1 }));
      await assertFails(setDoc(doc(db, parent, uniqueId('new')), { hidden: false, text: 'x' }));
      await assertFails(updateDoc(doc(db, path), { hidden: false, liked: false }));
      await assertFails(deleteDoc(doc(db, path)));
    });
  }
}

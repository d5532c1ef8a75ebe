import { readFileSync } from 'node:fs';

export const XMATES_URL = process.env.XMATES_URL ?? 'http://127.0.0.1:5000';
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-xmates';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const firestoreUrl = new URL(`http://${FIRESTORE_HOST}`);
/** FIRESTORE_HOST as @firebase/rules-unit-testing takes it. */
export const FIRESTORE_EMULATOR = { host: firestoreUrl.hostname, port: Number(firestoreUrl.port) };

/** The seeded demo accounts (scripts/seed). */
export const DEMO = {
  admin: { email: 'admin@xmates.test', password: 'xmates-demo' },
  member: { email: 'member@xmates.test', password: 'xmates-demo' },
} as const;

/**
 * A number the emulated functions are given as a parameter (a visitors' ceiling, the sitemap's
 * part size), as functions/.env.demo-xmates sets it for the suite.
 */
export function suiteParam(name: string): number {
  const env = readFileSync(new URL('../../functions/.env.demo-xmates', import.meta.url), 'utf8');
  const value = new RegExp(`^${name}=(\\d+)$`, 'm').exec(env)?.[1];
  if (value === undefined) throw new Error(`${name} is not set for the suite`);
  return Number(value);
}

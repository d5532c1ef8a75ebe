/**
 * Where the seed may run and what it talks to. It only ever writes to emulators of a 'demo-'
 * project: fake accounts and 10,000 generated products must never reach a real database.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  AGE_ASSURANCE_SETTING,
  COLLECTIONS,
  DEFAULT_AGE_ASSURANCE,
  settingMode,
  type AgeAssuranceMode,
} from '@xmates/domain';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The local media store the emulator-mode API serves under /api/media/. */
export const MEDIA_DIR = join(ROOT, '.local-media');
export const MEDIA_URL_PREFIX = '/api/media/';

/** Exits with a clear message unless the given emulator variables and a demo- project are set. */
export function requireEmulators(
  variables: readonly string[] = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'],
): string {
  const missing = variables.filter((name) => !process.env[name]);
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  const problems = [
    ...missing.map((name) => `${name} is not set`),
    ...(projectId.startsWith('demo-')
      ? []
      : [`GCLOUD_PROJECT must start with 'demo-' (is '${projectId}')`]),
  ];
  if (problems.length > 0) {
    console.error(
      `Refusing to run: this script only writes demo data into the local emulators.\n` +
        problems.map((p) => `  - ${p}\n`).join('') +
        `Run it through \`npm run with-emulators -- <command>\` or \`npm start\`.`,
    );
    process.exit(2);
  }
  // Emulators never need Google's metadata server; probing it offline only prints a warning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  return projectId;
}

/**
 * The site's age assurance mode, as siteSettings/ageAssurance says it (declaration when the
 * document is missing or names no mode): in verified mode adults-only products are written with
 * their images kept apart, in adultImages, as the API writes them.
 */
export async function siteAgeMode(db: Firestore): Promise<AgeAssuranceMode> {
  const setting = await db.doc(`${COLLECTIONS.siteSettings}/${AGE_ASSURANCE_SETTING}`).get();
  return settingMode(setting.data()) ?? DEFAULT_AGE_ASSURANCE;
}

export function adminServices(projectId: string): { db: Firestore; auth: Auth } {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { db: getFirestore(app), auth: getAuth(app) };
}

/**
 * Pauses or resumes the Functions emulator's Firestore triggers (through the emulator hub).
 * The seed writes consistent data, badges and notices included; triggers firing on it would
 * award and notify a second time, in whatever order the writes land.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    const res = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
    if (!res.ok) console.log(`seed: ${action}: ${res.status} (no Functions emulator?)`);
  } catch {
    console.log(`seed: ${action}: the emulator hub did not answer (no Functions emulator?)`);
  }
}

// Reads and checks the build-time configuration once; the rest of the app imports `env`.

const raw = import.meta.env;

function required(name: keyof ImportMetaEnv): string {
  const value: unknown = raw[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`Missing ${name}: set it in web/.env.<mode> (see web/.env.emulator).`);
  }
  return value.trim();
}

function port(name: keyof ImportMetaEnv, fallback: number): number {
  const value: unknown = raw[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65_535) {
    throw new Error(`${name} must be a TCP port number, got ${JSON.stringify(value)}.`);
  }
  return parsed;
}

const useEmulators = raw.VITE_USE_EMULATORS === 'true';

/** The site's public origin for canonical URLs (the build writes the same into the HTML). */
function siteUrl(): string {
  const value = raw.VITE_SITE_URL?.trim().replace(/\/+$/, '');
  if (!value) return typeof window === 'undefined' ? '' : window.location.origin;
  if (!/^https?:\/\/[^/]+$/.test(value)) {
    throw new Error(`VITE_SITE_URL must be an origin such as https://example.com, got "${value}".`);
  }
  return value;
}

export const env = {
  useEmulators,
  siteUrl: siteUrl(),
  /** The contact form's hCaptcha site key; unused on the emulator (a local captcha stands in). */
  hcaptchaSiteKey: raw.VITE_HCAPTCHA_SITE_KEY?.trim() ?? '',
  /**
   * App Check's reCAPTCHA Enterprise site key: when set, lib/firebase.ts starts App Check and the
   * API client sends its token. Never on the emulator (a demo project cannot get tokens).
   */
  appCheckSiteKey: useEmulators ? '' : (raw.VITE_APP_CHECK_SITE_KEY?.trim() ?? ''),
  firebase: {
    apiKey: required('VITE_FIREBASE_API_KEY'),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: required('VITE_FIREBASE_PROJECT_ID'),
    appId: required('VITE_FIREBASE_APP_ID'),
  },
  // The emulators run on the machine that serves the page, so a phone on the LAN works too.
  emulators: {
    host: typeof window === 'undefined' ? '127.0.0.1' : window.location.hostname,
    authPort: port('VITE_AUTH_EMULATOR_PORT', 9099),
    firestorePort: port('VITE_FIRESTORE_EMULATOR_PORT', 8080),
  },
} as const;

if (useEmulators && !env.firebase.projectId.startsWith('demo-')) {
  // A demo- project id guarantees emulator traffic never reaches real Google services.
  throw new Error('Emulator mode needs a demo- project id (VITE_FIREBASE_PROJECT_ID).');
}

// Firebase App Check with reCAPTCHA Enterprise. Loaded on demand by lib/firebase.ts, and only by
// builds with VITE_APP_CHECK_SITE_KEY: a site without the key never downloads it.
import type { FirebaseApp } from 'firebase/app';
import {
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';

/** How long an /api call waits for its App Check token before it goes without one. */
export const TOKEN_WAIT_MS = 5_000;

let appCheck: AppCheck | undefined;

/**
 * Starts App Check on the app, before Firestore or Auth use it: from then on they send its token
 * with each of their requests by themselves (the SDK keeps it and refreshes it before it
 * expires).
 */
export function startAppCheck(app: FirebaseApp, siteKey: string): void {
  appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/**
 * The current token for an /api call; null before App Check started, when the exchange failed,
 * and after TOKEN_WAIT_MS without an answer (the SDK waits for ever when reCAPTCHA's script
 * cannot load). The API then decides: it refuses such a call only where and while it enforces
 * App Check.
 */
export async function currentToken(): Promise<string | null> {
  if (!appCheck) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), TOKEN_WAIT_MS);
  });
  const token = getToken(appCheck, false).then(
    (result) => result.token,
    () => null,
  );
  try {
    return await Promise.race([token, late]);
  } finally {
    clearTimeout(timer);
  }
}

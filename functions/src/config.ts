// Configuration, read once at cold start into a typed object (nothing else reads process.env).
import { defineSecret } from 'firebase-functions/params';

interface FirebaseConfig {
  projectId?: string;
  storageBucket?: string;
}

/** Deployed and emulated functions get FIREBASE_CONFIG (project id, default bucket). */
function firebaseConfig(): FirebaseConfig {
  try {
    return JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as FirebaseConfig;
  } catch {
    return {};
  }
}

const firebase = firebaseConfig();
const projectId =
  process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? firebase.projectId ?? '';

/**
 * Secrets: Secret Manager in production (`firebase functions:secrets:set NAME`); on the
 * emulator, functions/.secret.local, which holds local test values only.
 */
export const secrets = {
  stripeSecretKey: defineSecret('STRIPE_SECRET_KEY'),
  stripeWebhookSecret: defineSecret('STRIPE_WEBHOOK_SECRET'),
  hcaptchaSecret: defineSecret('HCAPTCHA_SECRET'),
};

const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

export const config = {
  /** True only inside the Functions emulator: enables local-only code paths (media on disk). */
  isEmulator,
  /**
   * Emulator only: the local site's origin (the scripts set XMATES_URL), where the local test
   * checkout sends its signed events: the webhook behind the Hosting rewrite, as Stripe would.
   */
  localSiteUrl: isEmulator ? (process.env.XMATES_URL ?? 'http://127.0.0.1:5000') : null,
  projectId,
  /** Production media bucket (the project's default bucket). */
  storageBucket: firebase.storageBucket ?? `${projectId}.firebasestorage.app`,
  /** Every API body is a small JSON object; anything larger is refused before any work. */
  bodyLimitBytes: 100 * 1024,
  /**
   * The longest request target (path and query) the API reads: ids are at most 1,500 bytes
   * and the longest real query (a feed filter with its cursor) is under 1,000 characters.
   */
  maxUrlLength: 4 * 1024,
  /**
   * POST /api/auth/recycle-unverified needs no token, so it is rate-limited. The e-mail limit
   * cannot be dodged by forging headers; the IP limit is a little looser because several
   * people may share one address.
   */
  recycleLimits: {
    perEmail: { max: 5, windowMs: 10 * 60_000 },
    perIp: { max: 10, windowMs: 10 * 60_000 },
  },
  /**
   * GET /api/products?page=N without a cursor skips (N-1)*limit products, and Firestore bills
   * skipped documents as reads: deeper pages must follow the cursors (the SPA always does).
   */
  feedMaxOffset: 600,
  /** The same bound for GET /api/notifications?page=N (the SPA follows nextCursor). */
  notificationsMaxOffset: 600,
  /** Card actions, comments and reports per member (one window document per member). */
  actionLimit: { max: 20, windowMs: 10_000 },
  /** Comments and replies per member, on top of actionLimit (against flooding a thread). */
  commentLimit: { max: 10, windowMs: 60_000 },
  /** Tags of at most this many newest products feed GET /api/cat/searchtags?categories=. */
  searchTagsScan: 300,
  /** How long one instance reuses a searchtags answer for the same categories. */
  searchTagsCacheMs: 5 * 60_000,
  /** Link submissions per member (each one is an item in the admins' review queue). */
  submitLimit: { max: 10, windowMs: 60 * 60_000 },
  /** Image uploads per caller: each one costs seconds of CPU for the re-encode. */
  uploadLimit: { max: 60, windowMs: 10 * 60_000 },
  /** Contact messages per client address (no account needed, so the address is the key). */
  contactLimit: { max: 5, windowMs: 10 * 60_000 },
  /** Checkout sessions per member: each one is a call to Stripe. */
  checkoutLimit: { max: 10, windowMs: 10 * 60_000 },
  /** hCaptcha's verification endpoint (production only). */
  hcaptchaVerifyUrl: 'https://api.hcaptcha.com/siteverify',
  /** The donations CSV reads the filtered set in pages of this size. */
  exportPageSize: 500,
} as const;

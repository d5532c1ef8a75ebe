// Configuration, read once at cold start into a typed object (nothing else reads process.env).

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

export const config = {
  /** True only inside the Functions emulator: enables local-only code paths (media on disk). */
  isEmulator: process.env.FUNCTIONS_EMULATOR === 'true',
  projectId,
  /** Production media bucket (the project's default bucket). */
  storageBucket: firebase.storageBucket ?? `${projectId}.firebasestorage.app`,
  /** Every API body is a small JSON object; anything larger is refused before any work. */
  bodyLimitBytes: 100 * 1024,
  /**
   * POST /api/auth/recycle-unverified needs no token, so it is rate-limited. The e-mail limit
   * cannot be dodged by forging headers; the IP limit is a little looser because several
   * people may share one address.
   */
  recycleLimits: {
    perEmail: { max: 5, windowMs: 10 * 60_000 },
    perIp: { max: 10, windowMs: 10 * 60_000 },
  },
} as const;

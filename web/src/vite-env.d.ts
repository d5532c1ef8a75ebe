/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_SITE_URL?: string;
  /** hCaptcha's site key for the contact form (production; the emulator uses a local captcha). */
  readonly VITE_HCAPTCHA_SITE_KEY?: string;
  /** App Check's reCAPTCHA Enterprise site key (production; unset: no App Check). */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

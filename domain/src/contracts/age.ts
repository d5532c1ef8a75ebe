// /api/age: the site's mode, starting an age check, its status, and on the emulator the local
// test verification.
import type { AgeAssuranceMode } from '../age-assurance/policy';
import type { AgeState } from '../age-assurance/verification';

/** GET /api/age/mode (public, kept by the CDN for a minute): the mode the SPA applies. */
export interface AgeModeAnswer {
  mode: AgeAssuranceMode;
}

/** POST /api/age/verify (members): the provider's page to send the browser to. */
export interface AgeVerifyAnswer {
  url: string;
  sessionId: string;
}

/** GET /api/age/status (members): the member's latest check. `verified` mirrors the claim. */
export interface AgeStatusAnswer {
  state: AgeState;
  verified: boolean;
}

/** GET /api/age/local-verification/{sessionId} (emulator only): the test verification. */
export interface LocalVerificationAnswer {
  sessionId: string;
  state: 'open' | 'complete' | 'cancelled';
}

/** POST /api/age/local-verification/{sessionId}/complete and /cancel (emulator only). */
export interface LocalVerificationDoneAnswer {
  /** Where the provider would send the browser back (the result page). */
  returnUrl: string;
}

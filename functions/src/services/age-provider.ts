// Age assurance's provider interface: how a member's age check starts, and how its outcome is
// read once it is done. The webhook and the routes know only this interface; the decision of
// what a member may see reads the stored outcome (the claim), never the provider.
// Production uses Stripe Identity (services/stripe-identity.ts); the emulator a local stand-in
// that imitates it (services/local-age-provider.ts); ageProvider() (services/age-providers.ts)
// picks one. Another method (an OpenID Connect provider asserting "over 18") would be one more
// implementation: docs/age-assurance.md.
import type { AgeMethod } from '@xmates/domain';

export interface AgeProvider {
  /** What the record's `method` says. */
  method: AgeMethod;
  /**
   * Starts a check for the member: the provider's session id (the ageSessions key) and the
   * page to send the browser to; the provider sends the browser back to returnUrl.
   */
  start(input: { uid: string; returnUrl: string }): Promise<{ sessionId: string; url: string }>;
  /**
   * Whether the person of a verified session is 18 or older on `now`: the verified date of
   * birth is read once, and the provider is asked to forget it. Throws AgeUnreadable when the
   * session has no date of birth to read (not verified, or already read).
   */
  over18(sessionId: string, now: Date): Promise<boolean>;
  /**
   * Asks the provider to forget a session: its document, selfie and extracted data. Failed and
   * cancelled sessions are redacted, and every session of a member whose data is erased.
   */
  redact(sessionId: string): Promise<void>;
}

/** A verified session whose date of birth cannot be read (or was read already). */
export class AgeUnreadable extends Error {
  constructor(sessionId: string, why: string) {
    super(`No date of birth to read for ${sessionId}: ${why}`);
    this.name = 'AgeUnreadable';
  }
}

/** Where a provider sends the browser back: the result page, which reads GET /api/age/status. */
export const AGE_RESULT_PATH = '/verify-age/result';

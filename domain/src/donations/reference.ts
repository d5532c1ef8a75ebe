/**
 * The reference /donate/success shows: the `session_id` Stripe Checkout puts in the return URL
 * (`cs_test_…` or `cs_live_…`, letters and digits; the emulator's local checkout adds `local_`).
 * The query is anyone's to write, so anything else shows no reference rather than a text a
 * link's author chose.
 */
const CHECKOUT_SESSION_ID = /^cs_(?:test|live)_(?:local_)?[A-Za-z0-9]{8,100}$/;

export function checkoutReference(sessionId: string | null | undefined): string | null {
  return sessionId && CHECKOUT_SESSION_ID.test(sessionId) ? sessionId : null;
}

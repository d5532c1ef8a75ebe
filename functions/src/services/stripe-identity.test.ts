// The Stripe Identity adapter against a stubbed client (no test may reach Stripe): what it asks
// Stripe for, and that it reads only "18 or older" from a verified session, then redacts it;
// and the request redacting a session sends, read off a real client whose HTTP is a stub.
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { AgeUnreadable } from './age-provider';
import { stripeIdentityProvider } from './stripe-identity';

type Session = Partial<Stripe.Identity.VerificationSession>;

function stubbedStripe(session: Session) {
  const sessions = {
    create: vi.fn(() => Promise.resolve({ id: 'vs_1', url: 'https://verify.stripe.com/x' })),
    retrieve: vi.fn(() => Promise.resolve({ id: 'vs_1', ...session })),
    redact: vi.fn(() => Promise.resolve({ id: 'vs_1' })),
  };
  const client = { identity: { verificationSessions: sessions } } as unknown as Stripe;
  return { provider: stripeIdentityProvider(() => Promise.resolve(client)), sessions };
}

const verified = (dob: { year: number | null; month: number | null; day: number | null }) =>
  ({ status: 'verified', verified_outputs: { dob } }) as Session;

const NOW = new Date('2026-11-27T12:00:00Z');

describe('stripeIdentityProvider', () => {
  it('starts a document check with a selfie for the member and answers its URL', async () => {
    const { provider, sessions } = stubbedStripe({});
    const started = await provider.start({
      uid: 'u1',
      returnUrl: 'https://xmates.example/verify-age/result',
    });
    expect(started).toEqual({ sessionId: 'vs_1', url: 'https://verify.stripe.com/x' });
    expect(sessions.create).toHaveBeenCalledWith({
      type: 'document',
      metadata: { uid: 'u1' },
      client_reference_id: 'u1',
      return_url: 'https://xmates.example/verify-age/result',
      options: { document: { require_matching_selfie: true, require_live_capture: true } },
    });
    expect(provider.method).toBe('stripe-identity');
  });

  it('reads the verified date of birth once, answers over 18, then redacts the session', async () => {
    const { provider, sessions } = stubbedStripe(verified({ year: 2008, month: 11, day: 27 }));
    expect(await provider.over18('vs_1', NOW)).toBe(true);
    expect(sessions.retrieve).toHaveBeenCalledWith('vs_1', { expand: ['verified_outputs.dob'] });
    expect(sessions.retrieve).toHaveBeenCalledTimes(1);
    expect(sessions.redact).toHaveBeenCalledWith('vs_1');
  });

  it('answers under 18 the day before the 18th birthday, and redacts too', async () => {
    const { provider, sessions } = stubbedStripe(verified({ year: 2008, month: 11, day: 28 }));
    expect(await provider.over18('vs_1', NOW)).toBe(false);
    expect(sessions.redact).toHaveBeenCalledWith('vs_1');
  });

  it('refuses a session that is not verified or has no date of birth', async () => {
    for (const session of [
      { status: 'requires_input', verified_outputs: null } as Session,
      verified({ year: null, month: null, day: null }),
      { status: 'verified', verified_outputs: null } as Session,
    ]) {
      const { provider, sessions } = stubbedStripe(session);
      await expect(provider.over18('vs_1', NOW)).rejects.toBeInstanceOf(AgeUnreadable);
      expect(sessions.redact).not.toHaveBeenCalled();
    }
  });
});

/** A real Stripe client whose requests go to a stub that records them and answers a session. */
function recordingStripe() {
  const requests: { method: string; url: string }[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    requests.push({ method: init?.method ?? 'GET', url });
    const body = JSON.stringify({ id: 'vs_1', object: 'identity.verification_session' });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  const client = new Stripe('sk_test_stub', {
    httpClient: Stripe.createFetchHttpClient(fetchStub),
    maxNetworkRetries: 0,
  });
  return { provider: stripeIdentityProvider(() => Promise.resolve(client)), requests };
}

describe('stripeIdentityProvider.redact', () => {
  it('asks Stripe to redact the session: POST /v1/identity/verification_sessions/{id}/redact', async () => {
    const { provider, requests } = recordingStripe();
    await provider.redact('vs_failed_1');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'https://api.stripe.com/v1/identity/verification_sessions/vs_failed_1/redact',
      },
    ]);
  });

  it('passes on Stripe’s refusal, so the caller keeps the session to redact again', async () => {
    const { provider, sessions } = stubbedStripe({});
    sessions.redact.mockImplementationOnce(() => Promise.reject(new Error('Stripe is down')));
    await expect(provider.redact('vs_1')).rejects.toThrow('Stripe is down');
  });
});

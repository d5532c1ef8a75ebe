import { describe, expect, it } from 'vitest';
import { customAmountCents, formatAud } from './amounts';
import { checkDonation, paymentMismatch } from './checkout';
import { csvCell, toCsv } from './csv';
import { DONATION_MESSAGES } from './messages';
import { checkoutReference } from './reference';
import { donationSearchKeys } from './search';
import { nextDonationStatus, totalsDelta } from './transitions';

describe('donation amounts', () => {
  it('formats cents as AUD, en-AU', () => {
    expect(formatAud(2000)).toBe('$20.00');
    expect(formatAud(500000)).toBe('$5,000.00');
  });

  it('rounds a custom amount to the cent and clamps it to $5,000', () => {
    expect(customAmountCents('7.555')).toBe(756);
    expect(customAmountCents('$12')).toBe(1200);
    expect(customAmountCents('6000')).toBe(500000);
    expect(customAmountCents('1.99')).toBeNull();
    expect(customAmountCents('ten')).toBeNull();
    expect(customAmountCents('-5')).toBeNull();
  });
});

describe('checkDonation', () => {
  it('takes whole cents from 200 to 500000, an optional valid receipt e-mail', () => {
    expect(checkDonation({ amount: 2000, interval: 'month', email: ' a@b.co ' })).toEqual({
      ok: true,
      value: { amount: 2000, interval: 'month', email: 'a@b.co' },
    });
    expect(checkDonation({ amount: 200 })).toMatchObject({ ok: true, value: { email: null } });
  });

  it.each([199, 1.99, 'ten', -500, null, 0])('refuses %s with the minimum message', (amount) => {
    expect(checkDonation({ amount })).toEqual({
      ok: false,
      error: DONATION_MESSAGES.minimum,
      field: 'amount',
    });
  });

  it('refuses more than $5,000 and a bad e-mail', () => {
    expect(checkDonation({ amount: 500001 })).toMatchObject({ ok: false, field: 'amount' });
    expect(checkDonation({ amount: 500, email: 'nope' })).toEqual({
      ok: false,
      error: DONATION_MESSAGES.invalidEmail,
      field: 'email',
    });
    expect(checkDonation({ amount: 500, email: `${'a'.repeat(250)}@b.co` })).toMatchObject({
      ok: false,
      field: 'email',
    });
  });
});

describe('donation status', () => {
  it('only moves forward, whatever order the events come in', () => {
    expect(nextDonationStatus(null, 'pending')).toBe('pending');
    expect(nextDonationStatus('pending', 'paid')).toBe('paid');
    expect(nextDonationStatus('paid', 'pending')).toBe('paid');
    expect(nextDonationStatus('paid', 'failed')).toBe('paid');
    expect(nextDonationStatus('failed', 'paid')).toBe('paid');
    expect(nextDonationStatus('paid', 'refunded')).toBe('refunded');
    expect(nextDonationStatus('refunded', 'paid')).toBe('refunded');
  });

  it('adds to the totals when paid and subtracts what a refund gives back', () => {
    const paid = { status: 'paid' as const, amount: 2000 };
    expect(totalsDelta(null, paid)).toEqual({ cents: 2000, count: 1 });
    expect(totalsDelta({ ...paid, status: 'pending' }, paid)).toEqual({ cents: 2000, count: 1 });
    expect(totalsDelta(paid, paid)).toEqual({ cents: 0, count: 0 });
    const partly = { ...paid, refundedCents: 500 };
    expect(totalsDelta(paid, partly)).toEqual({ cents: -500, count: 0 });
    expect(totalsDelta(partly, { ...paid, refundedCents: 800 })).toEqual({ cents: -300, count: 0 });
    const refunded = { ...paid, status: 'refunded' as const, refundedCents: 2000 };
    expect(totalsDelta(partly, refunded)).toEqual({ cents: -1500, count: -1 });
    expect(totalsDelta(paid, { ...paid, status: 'refunded' })).toEqual({ cents: -2000, count: -1 });
    expect(totalsDelta({ ...paid, status: 'pending' }, { ...paid, status: 'failed' })).toEqual({
      cents: 0,
      count: 0,
    });
  });
});

describe('payments the webhook credits', () => {
  const recorded = { kind: 'one-off' as const, amount: 2000, currency: 'aud' };
  const stated = { kind: 'one-off' as const, amount: 2000, currency: 'aud' };

  it('credits a recorded session in AUD of the recorded kind and amount', () => {
    expect(paymentMismatch(recorded, stated)).toBeNull();
    expect(paymentMismatch(recorded, { ...stated, currency: 'AUD' })).toBeNull();
  });

  it('credits no other', () => {
    expect(paymentMismatch(undefined, stated)).toBe('not-recorded');
    expect(paymentMismatch(recorded, { ...stated, currency: 'usd' })).toBe('currency');
    expect(paymentMismatch(recorded, { ...stated, currency: null })).toBe('currency');
    expect(paymentMismatch({ ...recorded, currency: 'usd' }, stated)).toBe('currency');
    expect(paymentMismatch(recorded, { ...stated, kind: 'monthly' })).toBe('kind');
    expect(paymentMismatch(recorded, { ...stated, amount: 199 })).toBe('amount-out-of-limits');
    expect(paymentMismatch(recorded, { ...stated, amount: 500_001 })).toBe('amount-out-of-limits');
    expect(paymentMismatch(recorded, { ...stated, amount: 2001 })).toBe('amount-differs');
  });
});

describe('CSV', () => {
  it('quotes cells with quotes, commas and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it.each(['=1+1', '+61 400', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j from being read as a formula',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('writes a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['=x', 1]])).toBe("a,b\r\n'=x,1\r\n");
    expect(toCsv(['a'], [['=HYPERLINK("x")']])).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n');
  });
});

describe('donation search keys', () => {
  it('holds the e-mail, its parts and the ids, lower-cased', () => {
    const keys = donationSearchKeys({
      email: 'Ann@Example.com',
      uid: 'U1',
      sessionId: 'cs_1',
      customerId: null,
      paymentIntentId: 'pi_1',
      id: 'cs_1',
    });
    expect(keys).toEqual(['ann@example.com', 'ann', 'example.com', 'u1', 'cs_1', 'pi_1']);
  });
});

describe('checkoutReference', () => {
  it('keeps a Stripe Checkout session id, and the local checkout’s', () => {
    const live = `cs_live_${'a1B2c3D4'.repeat(7)}`;
    expect(checkoutReference(live)).toBe(live);
    expect(checkoutReference('cs_test_a1b2c3d4e5')).toBe('cs_test_a1b2c3d4e5');
    const local = 'cs_test_local_0123456789abcdef01234567';
    expect(checkoutReference(local)).toBe(local);
  });

  it.each([
    null,
    '',
    'Your donation failed: call +1 555 0100 to retry',
    'cs_live_ call us',
    'cs_live_abc',
    'cs_prod_a1b2c3d4e5',
    'pi_3Nabc123def456',
    'cs_test_a1b2c3d4e5<script>',
    'cs_test_a1b2c3d4e5\n',
    `cs_test_${'a'.repeat(101)}`,
  ])('shows no reference for %j', (value) => {
    expect(checkoutReference(value)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { confirmsMember } from './requests';
import {
  ERASURE,
  RETENTION,
  RETENTION_TABLE,
  erasureStuck,
  retentionCutoff,
  retentionText,
} from './retention';

describe('retention periods', () => {
  const now = new Date('2026-03-31T10:00:00Z');

  it('counts months on the UTC calendar and days as 24 hours', () => {
    expect(retentionCutoff(now, { months: 12 }).toISOString()).toBe('2025-03-31T10:00:00.000Z');
    expect(retentionCutoff(now, { months: 84 }).toISOString()).toBe('2019-03-31T10:00:00.000Z');
    expect(retentionCutoff(now, { days: 90 }).toISOString()).toBe('2025-12-31T10:00:00.000Z');
  });

  it('keeps every figure inside the range the privacy page announced', () => {
    const days = (p: { months: number } | { days: number }) =>
      (now.getTime() - retentionCutoff(now, p).getTime()) / 86_400_000;
    expect(days(RETENTION.contactMessages)).toBeGreaterThanOrEqual(365);
    expect(days(RETENTION.contactMessages)).toBeLessThanOrEqual(731);
    expect(days(RETENTION.securityLogs)).toBeGreaterThanOrEqual(30);
    expect(days(RETENTION.securityLogs)).toBeLessThanOrEqual(180);
    expect(days(RETENTION.accountData)).toBeGreaterThanOrEqual(30);
    expect(days(RETENTION.accountData)).toBeLessThanOrEqual(90);
    expect(days(RETENTION.donations)).toBeGreaterThanOrEqual(5 * 365);
    expect(days(RETENTION.donations)).toBeLessThanOrEqual(7 * 366);
  });

  it('words the periods as the page shows them', () => {
    expect(retentionText({ months: 12 })).toBe('12 months');
    expect(retentionText({ months: 18 })).toBe('18 months');
    expect(retentionText({ months: 84 })).toBe('7 years');
    expect(retentionText({ days: 90 })).toBe('90 days');
    expect(RETENTION_TABLE.map(([, target]) => target)).toEqual([
      '12–24 months',
      '30–180 days',
      '5–7 years (tax and accounting law)',
      '30–90 days after the account is closed',
    ]);
    expect(RETENTION_TABLE.map(([, , applied]) => applied)).toEqual([
      '12 months',
      '90 days',
      '7 years',
      '30 days (at once when you ask us to delete it)',
    ]);
  });
});

describe('confirmsMember', () => {
  const member = { email: 'Ann@Example.com', displayName: 'Ann Smith' };

  it('accepts the e-mail or the display name, ignoring case and outer spaces', () => {
    expect(confirmsMember(' ann@example.com ', member)).toBe(true);
    expect(confirmsMember('ANN SMITH', member)).toBe(true);
  });

  it('refuses anything else, and an empty answer even for a member without a name', () => {
    expect(confirmsMember('ann', member)).toBe(false);
    expect(confirmsMember('', { email: null, displayName: null })).toBe(false);
    expect(confirmsMember('  ', { email: '', displayName: null })).toBe(false);
  });
});

describe('erasureStuck', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const hour = 60 * 60_000;

  it('stays quiet for an erasure the job is still finishing', () => {
    expect(erasureStuck({ startedAtMs: now - 10 * 60_000, attempts: 2 }, now)).toBe(false);
    expect(erasureStuck({ startedAtMs: now - 23 * hour, attempts: 1 }, now)).toBe(false);
  });

  it('alerts once a marker is a day old, or was tried three times', () => {
    expect(erasureStuck({ startedAtMs: now - 24 * hour, attempts: 1 }, now)).toBe(true);
    expect(erasureStuck({ startedAtMs: now - 10 * 60_000, attempts: 3 }, now)).toBe(true);
    expect(ERASURE.retryAfterMs).toBeLessThan(ERASURE.alertAfterMs);
  });
});

import { describe, expect, it } from 'vitest';
import {
  MEMBER_REPORT_LIMITS,
  MEMBER_REPORT_MESSAGES,
  checkMemberReport,
  reportMemberBody,
  resolveMemberBody,
  suspensionAt,
  suspensionEnd,
  suspensionEndText,
  suspensionRefusal,
  withReason,
} from './member-reports';

const NOW = Date.UTC(2026, 11, 1, 12, 0);

describe('suspensionAt', () => {
  it('is none without a stored flag', () => {
    expect(suspensionAt(null, NOW)).toEqual({ kind: 'none' });
  });

  it('is a ban when the flag has no end, whatever the time', () => {
    expect(suspensionAt({ untilMs: null }, NOW)).toEqual({ kind: 'banned' });
    expect(suspensionAt({ untilMs: null }, NOW + 1e12)).toEqual({ kind: 'banned' });
  });

  it('holds until its end, and frees at the end itself', () => {
    const untilMs = suspensionEnd(NOW, 3);
    expect(untilMs - NOW).toBe(3 * 86_400_000);
    expect(suspensionAt({ untilMs }, NOW)).toEqual({ kind: 'suspended', untilMs });
    expect(suspensionAt({ untilMs }, untilMs - 1)).toEqual({ kind: 'suspended', untilMs });
    expect(suspensionAt({ untilMs }, untilMs)).toEqual({ kind: 'none' });
    expect(suspensionAt({ untilMs }, untilMs + 1)).toEqual({ kind: 'none' });
  });
});

describe('suspensionRefusal', () => {
  it('names the end of a suspension, says a ban, and refuses nothing else', () => {
    const untilMs = Date.UTC(2026, 11, 3, 14, 5, 30);
    expect(suspensionEndText(untilMs)).toBe('2026-12-03 14:05 UTC');
    expect(suspensionRefusal({ kind: 'suspended', untilMs })).toBe(
      'Your account is suspended until 2026-12-03 14:05 UTC.',
    );
    expect(suspensionRefusal({ kind: 'banned' })).toBe(MEMBER_REPORT_MESSAGES.accountBanned);
    expect(suspensionRefusal({ kind: 'none' })).toBeNull();
  });
});

describe('reportMemberBody', () => {
  it('takes a reason and optional details, trimmed', () => {
    expect(reportMemberBody.parse({ reason: 'spam' })).toEqual({ reason: 'spam' });
    expect(reportMemberBody.parse({ reason: 'under-age', details: '  x  ' })).toEqual({
      reason: 'under-age',
      details: 'x',
    });
  });

  it('refuses an unknown reason, details past the limit and unknown fields', () => {
    expect(reportMemberBody.safeParse({ reason: 'rude' }).success).toBe(false);
    const long = reportMemberBody.safeParse({
      reason: 'other',
      details: 'x'.repeat(MEMBER_REPORT_LIMITS.detailsMax + 1),
    });
    expect(long.error?.issues[0]?.message).toBe(MEMBER_REPORT_MESSAGES.detailsTooLong);
    expect(
      reportMemberBody.safeParse({
        reason: 'other',
        details: 'x'.repeat(MEMBER_REPORT_LIMITS.detailsMax),
      }).success,
    ).toBe(true);
    expect(reportMemberBody.safeParse({ reason: 'spam', reporter: 'x' }).success).toBe(false);
  });
});

describe('checkMemberReport', () => {
  it('asks for a reason, bounds the details and sends them trimmed or not at all', () => {
    expect(checkMemberReport(null, '')).toEqual({
      ok: false,
      error: MEMBER_REPORT_MESSAGES.reasonRequired,
      field: 'reason',
    });
    expect(checkMemberReport('spam', 'x'.repeat(MEMBER_REPORT_LIMITS.detailsMax + 1))).toEqual({
      ok: false,
      error: MEMBER_REPORT_MESSAGES.detailsTooLong,
      field: 'details',
    });
    expect(checkMemberReport('spam', '   ')).toEqual({ ok: true, value: { reason: 'spam' } });
    expect(checkMemberReport('other', ' why ')).toEqual({
      ok: true,
      value: { reason: 'other', details: 'why' },
    });
  });
});

describe('resolveMemberBody', () => {
  it('takes each outcome with what it needs', () => {
    expect(resolveMemberBody.parse({ outcome: 'dismiss' })).toEqual({ outcome: 'dismiss' });
    expect(resolveMemberBody.parse({ outcome: 'warn', message: ' Stop. ' })).toEqual({
      outcome: 'warn',
      message: 'Stop.',
    });
    expect(resolveMemberBody.parse({ outcome: 'suspend', days: 365 })).toEqual({
      outcome: 'suspend',
      days: 365,
    });
    expect(resolveMemberBody.parse({ outcome: 'ban' })).toEqual({ outcome: 'ban' });
  });

  it('refuses a warning without words, days out of range and fields of another outcome', () => {
    for (const body of [
      { outcome: 'warn' },
      { outcome: 'warn', message: '  ' },
      { outcome: 'suspend' },
      { outcome: 'suspend', days: 0 },
      { outcome: 'suspend', days: 366 },
      { outcome: 'suspend', days: 1.5 },
      { outcome: 'ban', days: 3 },
      { outcome: 'dismiss', message: 'x' },
      { outcome: 'erase' },
    ]) {
      expect(resolveMemberBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('withReason', () => {
  it('counts a reason in and out, never below zero', () => {
    expect(withReason({}, 'spam', 1)).toEqual({ spam: 1 });
    expect(withReason({ spam: 1, other: 2 }, 'other', -1)).toEqual({ spam: 1, other: 1 });
    expect(withReason({}, 'spam', -1)).toEqual({ spam: 0 });
  });
});

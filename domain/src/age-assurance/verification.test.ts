import { describe, expect, it } from 'vitest';
import { adultAccess, claimsAgeVerified, isAgeAssuranceMode, settingMode } from './policy';
import { checkDateOfBirth, isAdultOn, parseDateOfBirth } from './verification';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('isAdultOn', () => {
  const dob = (v: string) => {
    const parsed = parseDateOfBirth(v);
    if (!parsed) throw new Error(`not a date: ${v}`);
    return parsed;
  };
  it('counts the 18th birthday itself', () => {
    expect(isAdultOn(dob('2008-11-27'), day('2026-11-27'))).toBe(true);
    expect(isAdultOn(dob('2008-11-28'), day('2026-11-27'))).toBe(false);
  });
  it('takes 1 March as the 18th birthday of someone born on 29 February in a common year', () => {
    expect(isAdultOn(dob('2008-02-29'), day('2026-02-28'))).toBe(false);
    expect(isAdultOn(dob('2008-02-29'), day('2026-03-01'))).toBe(true);
  });
});

describe('parseDateOfBirth and checkDateOfBirth', () => {
  it('refuses what is not a calendar date', () => {
    for (const v of ['2001-02-30', '2001-13-01', '01-01-2001', '2001-1-1', '', 'x']) {
      expect(parseDateOfBirth(v), v).toBeNull();
    }
  });
  it('refuses a future date, a date before 1900 and a non-string', () => {
    const now = day('2026-11-27');
    for (const v of ['2027-01-01', '1899-12-31', 20010101, null]) {
      expect(checkDateOfBirth({ dateOfBirth: v }, now).ok, String(v)).toBe(false);
    }
    expect(checkDateOfBirth({ dateOfBirth: '2001-05-04' }, now)).toEqual({
      ok: true,
      value: { dateOfBirth: '2001-05-04' },
    });
  });
});

describe('adultAccess, the decision point', () => {
  const viewer = { signedIn: false, declared: false, ageVerified: false };
  it('declaration mode: the click-through shows images, links need a member too', () => {
    expect(adultAccess('declaration', viewer)).toEqual({ images: false, links: false });
    expect(adultAccess('declaration', { ...viewer, declared: true })).toEqual({
      images: true,
      links: false,
    });
    expect(adultAccess('declaration', { ...viewer, declared: true, signedIn: true })).toEqual({
      images: true,
      links: true,
    });
  });
  it('verified mode: only a signed-in member with an assured age sees either', () => {
    expect(adultAccess('verified', { signedIn: true, declared: true, ageVerified: false })).toEqual(
      { images: false, links: false },
    );
    expect(adultAccess('verified', { ...viewer, declared: true, ageVerified: true })).toEqual({
      images: false,
      links: false,
    });
    expect(adultAccess('verified', { signedIn: true, declared: false, ageVerified: true })).toEqual(
      { images: true, links: true },
    );
  });
  it('reads the mode and the claim strictly', () => {
    expect(isAgeAssuranceMode('verified')).toBe(true);
    expect(isAgeAssuranceMode('strict')).toBe(false);
    expect(isAgeAssuranceMode(undefined)).toBe(false);
    expect(claimsAgeVerified({ age: 'verified' })).toBe(true);
    expect(claimsAgeVerified({ age: true })).toBe(false);
    expect(claimsAgeVerified(null)).toBe(false);
  });
});

describe('settingMode, the one source of the mode', () => {
  it('names a known mode only; a missing document or another value names none', () => {
    expect(settingMode({ mode: 'verified' })).toBe('verified');
    expect(settingMode({ mode: 'declaration' })).toBe('declaration');
    for (const data of [undefined, null, {}, { mode: 'strict' }, { mode: 1 }, 'verified']) {
      expect(settingMode(data), JSON.stringify(data)).toBeNull();
    }
  });
});

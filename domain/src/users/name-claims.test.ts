import { describe, expect, it } from 'vitest';
import confusables from 'unhomoglyph/data.json';
import { LIMITS } from '../core/constants';
import { displayNameError, normaliseDisplayName } from './display-name';
import { USER_MESSAGES } from './messages';
import { displayNameKey, displayNameRefusal, legacyDisplayNameKey } from './name-claims';
import { displayNameSkeleton } from './name-skeleton';

const CYRILLIC_A = '\u0430';
const CYRILLIC_I = '\u0456';
const CYRILLIC_O = '\u043e';
const GREEK_ALPHA = '\u03b1';
const GREEK_OMICRON = '\u03bf';

describe('display names are kept NFKC-normalised', () => {
  it('turns full-width and compatibility letters into plain ones', () => {
    expect(normaliseDisplayName('  ＮｉｇｈｔＯｗｌ ')).toBe('NightOwl');
    expect(normaliseDisplayName('ﬁsh ①')).toBe('fish 1');
    expect(normaliseDisplayName('Night\u00a0Owl')).toBe('Night Owl');
  });
});

describe('invisible, control and text-direction characters', () => {
  const attacks: Record<string, string> = {
    'zero-width space': 'Night\u200bOwl',
    'zero-width joiner': 'Night\u200dOwl',
    'zero-width non-joiner': 'Night\u200cOwl',
    'word joiner': 'Night\u2060Owl',
    'zero-width no-break space': 'Night\ufeffOwl',
    'soft hyphen': 'Night\u00adOwl',
    'right-to-left override': 'Night\u202eOwl',
    'left-to-right isolate': 'Night\u2066Owl\u2069',
    'right-to-left mark': 'NightOwl\u200f',
    'Arabic letter mark': 'NightOwl\u061c',
    'tab (control)': 'Night\tOwl',
    'newline (control)': 'Night\nOwl',
    'NUL (control)': 'Night\u0000Owl',
    'DEL (control)': 'Night\u007fOwl',
    'C1 control': 'Night\u0085Owl',
    'line separator': 'Night\u2028Owl',
    'variation selector': 'Night\ufe0fOwl',
    'Hangul filler': 'Night\u3164Owl',
    'combining grapheme joiner': 'Night\u034fOwl',
    'blank braille pattern': 'Night\u2800Owl',
    'Ogham space mark': 'Night\u1680Owl',
    'private-use glyph': 'Night\ue000Owl',
    'tag characters': 'NightOwl\u{e0061}\u{e0064}',
  };
  for (const [what, name] of Object.entries(attacks)) {
    it(`refuses a ${what}`, () => {
      expect(displayNameError(name, false)).toBe(USER_MESSAGES.displayNameHidden);
      expect(displayNameRefusal(name, true)).toBe(USER_MESSAGES.displayNameHidden);
    });
  }

  it('keeps ordinary letters, accents, spaces and emoji', () => {
    for (const name of ['Night Owl', 'Zoë_92', 'Søren', 'Дмитрий', '山田 太郎', 'night 🦉']) {
      expect(displayNameRefusal(name, false)).toBeNull();
    }
  });
});

describe('look-alikes of the restricted words', () => {
  const attacks: Record<string, string> = {
    'Cyrillic а': `xm${CYRILLIC_A}tes team`,
    'Cyrillic а and і': `${CYRILLIC_A}dm${CYRILLIC_I}n`,
    'Greek alpha': `${GREEK_ALPHA}dmin`,
    'full-width letters': 'ａｄｍｉｎ',
    'full-width capitals': 'ＸＭＡＴＥＳ',
    'capital Greek and Cyrillic': '\u0391\u0414MIN'.replace('\u0414', 'D'),
    'rn for m': 'adrnin',
    'combining accent': 'a\u0301dmin',
    'accent below': 'xmate\u0323s fan',
    'mathematical letters': '\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}',
    'circled letters': 'ⓧⓜⓐⓣⓔⓢ',
    'Cyrillic х and е': `\u0445mat\u0435s`,
  };
  for (const [what, name] of Object.entries(attacks)) {
    it(`refuses ${what} to a member`, () => {
      expect(displayNameRefusal(name, false)).toBe(USER_MESSAGES.displayNameReserved);
    });
  }

  it('leaves them to admins', () => {
    expect(displayNameRefusal(`xm${CYRILLIC_A}tes team`, true)).toBeNull();
  });
});

describe('the skeleton (Unicode TR39) behind the claim key', () => {
  it('gives look-alikes of a name the same key', () => {
    const key = displayNameKey('Night Owl');
    for (const alike of [
      'night owl',
      'NIGHT OWL',
      `N${CYRILLIC_I}ght ${CYRILLIC_O}wl`,
      `Night ${GREEK_OMICRON}wl`,
      'Ｎｉｇｈｔ Ｏｗｌ',
      'Nïght Owl',
      'Night 0wl',
    ]) {
      expect(displayNameKey(alike), alike).toBe(key);
    }
    expect(displayNameKey('Night Owls')).not.toBe(key);
    expect(displayNameKey('Day Owl')).not.toBe(key);
  });

  it('maps each character through its prototype (m looks like rn, 0 like o)', () => {
    expect(displayNameSkeleton('Mike')).toBe(displayNameSkeleton('rnike'));
    expect(displayNameSkeleton('B0B')).toBe(displayNameSkeleton('bob'));
    expect(displayNameSkeleton('Straße')).toBe(displayNameSkeleton('strasse'));
  });

  it('reads letter pairs as the letter they imitate (vv as w, cl as d, rn as m)', () => {
    expect(displayNameKey('Wendy')).toBe(displayNameKey('vvendy'));
    expect(displayNameKey('Dave')).toBe(displayNameKey('clave'));
    expect(displayNameKey('Sam')).toBe(displayNameKey('Sarn'));
    expect(displayNameRefusal('vvmates fan', false)).toBeNull();
    expect(displayNameRefusal('adrnin', false)).toBe(USER_MESSAGES.displayNameReserved);
    expect(displayNameRefusal('xrnates fan', false)).toBe(USER_MESSAGES.displayNameReserved);
  });

  it('counts runs of spaces as one, in the stored name and in the key', () => {
    expect(normaliseDisplayName('Jordan  Lee')).toBe('Jordan Lee');
    expect(normaliseDisplayName(' Jordan   Lee ')).toBe('Jordan Lee');
    expect(displayNameKey('Jordan  Lee')).toBe(displayNameKey('Jordan Lee'));
  });

  it('cannot address another document or a reserved id', () => {
    expect(displayNameKey('a/b.c')).not.toContain('/');
    expect(displayNameKey('a/b.c')).not.toContain('.');
    expect(displayNameRefusal('\u07fa\u07faabc\u07fa\u07fa', false)).toBe(
      USER_MESSAGES.displayNameInvalid,
    );
  });

  it('keeps every key under Firestore’s 1,500-byte id limit, whatever the letters', () => {
    let longest = 0;
    for (const char of Object.keys(confusables)) {
      const name = char.repeat(LIMITS.displayNameMax);
      if (displayNameRefusal(name, true) !== null) continue;
      // The key is percent-encoded ASCII: one byte a character.
      longest = Math.max(longest, displayNameKey(name).length);
    }
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(1500);
  });

  it('refuses a name of accents alone (it has no key)', () => {
    expect(displayNameRefusal('\u0301\u0301\u0301', false)).toBe(USER_MESSAGES.displayNameLength);
  });

  it('keeps the old lower-cased key for claims made before skeletons', () => {
    expect(legacyDisplayNameKey('  Night Owl ')).toBe('night%20owl');
  });
});

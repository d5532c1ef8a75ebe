import { describe, expect, it } from 'vitest';
import { contactSearchKeys, contactSearchTerm } from './inbox';
import { CONTACT_MESSAGES } from './messages';
import { contactReason, reasonFromLink } from './reasons';
import { checkContact, contactNameOf, messageCharsLeft } from './rules';

const good = {
  name: 'Ann',
  email: 'ann@example.com',
  type: 'bug_report',
  message: 'Hello',
  hcaptchaToken: 't',
};

describe('checkContact', () => {
  it('accepts a complete message, trimmed', () => {
    expect(checkContact({ ...good, name: ' Ann ' })).toEqual({
      ok: true,
      value: { ...good, type: 'bug_report' },
    });
  });

  it.each([
    [{ name: '' }, CONTACT_MESSAGES.required, 'name'],
    [{ email: ' ' }, CONTACT_MESSAGES.required, 'email'],
    [{ message: undefined }, CONTACT_MESSAGES.required, 'message'],
    [{ email: 'a@b' }, CONTACT_MESSAGES.invalidEmail, 'email'],
    [{ name: 'n'.repeat(81) }, CONTACT_MESSAGES.nameTooLong, 'name'],
    [{ email: `${'a'.repeat(250)}@b.co` }, CONTACT_MESSAGES.emailTooLong, 'email'],
    [{ message: 'm'.repeat(1001) }, CONTACT_MESSAGES.messageTooLong, 'message'],
    [{ hcaptchaToken: '' }, CONTACT_MESSAGES.captchaRequired, 'hcaptchaToken'],
  ])('refuses %j', (change, error, field) => {
    expect(checkContact({ ...good, ...change })).toEqual({ ok: false, error, field });
  });

  it('takes 1000 characters and turns an unknown reason into others', () => {
    expect(checkContact({ ...good, message: 'm'.repeat(1000), type: 'weird' })).toMatchObject({
      ok: true,
      value: { type: 'others' },
    });
  });
});

describe('reasons', () => {
  it('reads the links of the site', () => {
    expect(reasonFromLink('data-deletion', null)).toBe('data_deletion');
    expect(reasonFromLink(null, 'report-issue')).toBe('content_moderation');
    expect(reasonFromLink('nonsense', null)).toBe('others');
    expect(reasonFromLink(null, null)).toBe('others');
    expect(contactReason('Bug Report')).toBe('bug_report');
  });

  it('locks a member to the display name, else the e-mail before the @', () => {
    expect(contactNameOf(' Zed ', 'z@x.io')).toBe('Zed');
    expect(contactNameOf(null, 'zed.q@x.io')).toBe('zed.q');
  });

  it('counts what is left, red under 50', () => {
    expect(messageCharsLeft('a'.repeat(950))).toEqual({ left: 50, low: false });
    expect(messageCharsLeft('a'.repeat(951))).toEqual({ left: 49, low: true });
  });
});

describe('inbox search', () => {
  it('finds a message by a word, the e-mail or its parts', () => {
    const keys = contactSearchKeys({
      name: 'Ann Lee',
      email: 'Ann@Example.com',
      message: 'The player, broken!',
    });
    expect(keys).toEqual(
      expect.arrayContaining(['ann@example.com', 'example.com', 'lee', 'player', 'broken']),
    );
    expect(contactSearchTerm('  The BROKEN player ')).toBe('broken');
    expect(contactSearchTerm('Ann@Example.com')).toBe('ann@example.com');
    expect(contactSearchTerm('   ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { linkRiskCheck, type LinkRiskCode } from './link-risk';

const codes = (link: string) => linkRiskCheck(link).flags.map((f) => f.code);

describe('linkRiskCheck', () => {
  it('passes an ordinary https video link', () => {
    expect(linkRiskCheck('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      level: 'ok',
      flags: [],
    });
  });

  it('flags empty and invalid links as danger', () => {
    expect(linkRiskCheck('   ')).toEqual({
      level: 'danger',
      flags: [{ code: 'empty', message: 'The link is empty.' }],
    });
    for (const bad of ['not a url', 'https://', 'ftp://example.com/file', 'mailto:a@b.c']) {
      expect(linkRiskCheck(bad).level, bad).toBe('danger');
      expect(codes(bad), bad).toEqual(['invalid']);
    }
  });

  it('flags javascript: and data: links as danger, however they are disguised', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      expect(linkRiskCheck(bad).level, bad).toBe('danger');
      expect(codes(bad)[0], bad).toBe('dangerous_scheme');
    }
  });

  const cases: [string, LinkRiskCode][] = [
    ['http://example.com/video', 'not_https'],
    ['https://xn--80ak6aa92e.com/video', 'punycode'],
    ['https://еxample.com/video', 'punycode'],
    ['https://192.168.1.20/video', 'ip_host'],
    ['https://2130706433/video', 'ip_host'],
    ['https://[2001:db8::1]/video', 'ip_host'],
    ['https://bit.ly/3abcd', 'shortener'],
    ['https://tinyurl.com/abc', 'shortener'],
    ['https://t.co/abc', 'shortener'],
    ['https://goo.gl/abc', 'shortener'],
    ['https://www.ow.ly/abc', 'shortener'],
    ['https://is.gd/abc', 'shortener'],
    ['https://buff.ly/abc', 'shortener'],
    ['https://cutt.ly/abc', 'shortener'],
    ['https://rebrand.ly/abc', 'shortener'],
    ['https://videos.zip/a', 'suspicious_tld'],
    ['https://clip.mov/a', 'suspicious_tld'],
    ['https://watch.xyz/a', 'suspicious_tld'],
    ['https://watch.top/a', 'suspicious_tld'],
    ['https://watch.tk/a', 'suspicious_tld'],
    ['https://watch.gq/a', 'suspicious_tld'],
    ['https://watch.ml/a', 'suspicious_tld'],
    ['https://watch.cf/a', 'suspicious_tld'],
    ['https://example.com/account/login', 'suspicious_keywords'],
    ['https://example.com/?next=verify', 'suspicious_keywords'],
    ['https://example.com/reset-password', 'suspicious_keywords'],
    ['https://free-money.example.com/', 'suspicious_keywords'],
    ['https://example.com/crack%20download', 'suspicious_keywords'],
    ['https://user:secret@example.com/', 'credentials'],
    [`https://example.com/${'v'.repeat(200)}`, 'too_long'],
  ];
  for (const [link, code] of cases) {
    it(`flags ${code}: ${link.slice(0, 48)}`, () => {
      const risk = linkRiskCheck(link);
      expect(risk.flags.map((f) => f.code)).toEqual([code]);
      expect(risk.level).toBe('warn');
      expect(risk.flags[0]?.message.length).toBeGreaterThan(10);
    });
  }

  it('names the suspicious words it found', () => {
    expect(linkRiskCheck('https://example.com/login/verify').flags[0]?.message).toBe(
      'The link contains suspicious words: login, verify.',
    );
  });

  it('flags a link of exactly 200 characters only when longer', () => {
    const base = 'https://example.com/';
    expect(codes(base + 'a'.repeat(200 - base.length))).toEqual([]);
    expect(codes(base + 'a'.repeat(201 - base.length))).toEqual(['too_long']);
  });

  it('rates three warnings or more as danger', () => {
    const risk = linkRiskCheck('http://10.0.0.1/login');
    expect(risk.flags.map((f) => f.code)).toEqual(['not_https', 'ip_host', 'suspicious_keywords']);
    expect(risk.level).toBe('danger');
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { ageGateRecord, ageGateValid, isCrawler, parseAgeGateRecord } from './age-gate';

describe('isCrawler', () => {
  it('recognises well-known crawlers and link-preview fetchers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Googlebot-Image/1.0',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ]) {
      expect(isCrawler(ua), ua).toBe(true);
    }
  });

  it('lets ordinary browsers through the gate', () => {
    for (const ua of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      // A word that merely contains a token does not count.
      'Mozilla/5.0 (Linux; Android 14) MyGooglebotFan/1.0',
      '',
    ]) {
      expect(isCrawler(ua), ua).toBe(false);
    }
    expect(isCrawler(null)).toBe(false);
  });
});

describe('age gate acceptance', () => {
  const now = 1_750_000_000_000;

  it('holds for 30 minutes, then lapses', () => {
    expect(ageGateValid(now, now)).toBe(true);
    expect(ageGateValid(now - LIMITS.ageGateValidityMs + 1, now)).toBe(true);
    expect(ageGateValid(now - LIMITS.ageGateValidityMs, now)).toBe(false);
    expect(ageGateValid(null, now)).toBe(false);
    expect(ageGateValid(now + 60_000, now)).toBe(false);
  });

  it('round-trips the stored record and refuses malformed ones', () => {
    expect(parseAgeGateRecord(ageGateRecord(now))).toBe(now);
    for (const bad of [
      null,
      '',
      'yes',
      '{"acceptedAt":"soon"}',
      '[]',
      '{}',
      '{"acceptedAt":null}',
    ]) {
      expect(parseAgeGateRecord(bad), String(bad)).toBeNull();
    }
  });
});

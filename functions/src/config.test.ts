// The site origin comes from the SITE_URL parameter in production (outside the emulator, as
// here), never from a request; a sitemap part names the protocol's 50,000 URLs in production.
import { declaredParams } from 'firebase-functions/params';
import { afterEach, describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, SITE_ORIGIN_MAX_LENGTH } from '@xmates/domain';
import { siteOrigin, sitemapPartSize } from './config';

describe('siteOrigin in production', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  it('is the SITE_URL parameter, without a trailing slash', () => {
    process.env.SITE_URL = 'https://xmates.example/';
    expect(siteOrigin()).toBe('https://xmates.example');
  });

  it('takes the longest origin a DNS name makes, and nothing longer', () => {
    const longest = `https://${'a'.repeat(253)}:65535`;
    expect(longest).toHaveLength(SITE_ORIGIN_MAX_LENGTH);
    process.env.SITE_URL = longest;
    expect(siteOrigin()).toBe(longest);
    process.env.SITE_URL = `https://${'a'.repeat(254)}:65535`;
    expect(() => siteOrigin()).toThrow(/SITE_URL must be an origin/);
  });

  it.each(['', 'xmates.example', 'https://xmates.example/path', 'javascript:alert(1)'])(
    'refuses %j as an origin',
    (value) => {
      process.env.SITE_URL = value;
      expect(() => siteOrigin()).toThrow(/SITE_URL must be an origin/);
    },
  );
});

describe('the sitemap part size in production', () => {
  afterEach(() => {
    delete process.env.SITEMAP_PART_SIZE;
  });

  it('is the protocol’s limit of 50,000 URLs a file, by default', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const options = declaredParams.find((p) => p.name === 'SITEMAP_PART_SIZE')?.options ?? {};
    expect('default' in options && options.default).toBe(SITEMAP_MAX_URLS);
    expect(sitemapPartSize()).toBe(SITEMAP_MAX_URLS);
  });

  it('never passes the protocol’s limit, whatever the parameter says', () => {
    process.env.SITEMAP_PART_SIZE = '60000';
    expect(sitemapPartSize()).toBe(SITEMAP_MAX_URLS);
    process.env.SITEMAP_PART_SIZE = '40';
    expect(sitemapPartSize()).toBe(40);
  });
});

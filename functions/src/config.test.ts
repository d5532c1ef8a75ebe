// The site origin comes from the SITE_URL parameter in production (outside the emulator, as
// here), never from a request.
import { afterEach, describe, expect, it } from 'vitest';
import { siteOrigin } from './config';

describe('siteOrigin in production', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  it('is the SITE_URL parameter, without a trailing slash', () => {
    process.env.SITE_URL = 'https://xmates.example/';
    expect(siteOrigin()).toBe('https://xmates.example');
  });

  it.each(['', 'xmates.example', 'https://xmates.example/path', 'javascript:alert(1)'])(
    'refuses %j as an origin',
    (value) => {
      process.env.SITE_URL = value;
      expect(() => siteOrigin()).toThrow(/SITE_URL must be an origin/);
    },
  );
});

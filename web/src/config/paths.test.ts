import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/admin?tab=badges#top')).toBe('/admin?tab=badges#top');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const bad of ['https://evil.test', '//evil.test', '/\\evil.test', 'profile', '', null]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });

  it('refuses paths whose dot segments resolve to a protocol-relative start', () => {
    const attacks = [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E//evil.example',
      '/./\\evil.example',
      '/a/../\\evil.example',
      '/profile/../..//evil.example?x=1#y',
    ];
    for (const bad of attacks) expect(safeReturnPath(bad), JSON.stringify(bad)).toBe('/');
    // Dot segments that stay on the site still resolve to the path they name.
    expect(safeReturnPath('/a/../profile')).toBe('/profile');
  });

  it('refuses control characters, raw or percent-encoded, that browsers drop to leave the site', () => {
    const attacks = [
      '/\t/evil.example',
      '/\r/evil.example',
      '/\n/evil.example',
      '/\t\\evil.example',
      '/%09/evil.example',
      '/%0d/evil.example',
      '/%0D%0A/evil.example',
      '/%0a/evil.example',
      '/%00/evil.example',
      '/%7F/evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5C/evil.example',
      '/%5cevil.example',
      '/\\/evil.example',
      '/\\\\evil.example',
      '/x\u0085/evil.example',
      '/%E0%A4%A',
      ' /evil.example',
      'https:/evil.example',
      'javascript:alert(1)',
    ];
    for (const bad of attacks) expect(safeReturnPath(bad), JSON.stringify(bad)).toBe('/');
  });

  it('returns the path as parsed on this site', () => {
    expect(safeReturnPath('/products/a%20b?x=1')).toBe('/products/a%20b?x=1');
    expect(safeReturnPath('/a/../profile')).toBe('/profile');
  });

  it('never returns to the login or sign-up page itself', () => {
    expect(safeReturnPath('/login?from=/x')).toBe('/');
    expect(safeReturnPath('/signup', '/home')).toBe('/home');
  });
});

describe('paths', () => {
  it('builds links with encoded query values', () => {
    expect(paths.login.getHref('/profile#badges')).toBe('/login?from=%2Fprofile%23badges');
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.contact.getHref({ reason: 'data-deletion' })).toBe(
      '/contact?reason=data-deletion',
    );
    expect(paths.product.getHref('a b')).toBe('/products/a%20b');
    expect(paths.profile.getHref('badges')).toBe('/profile#badges');
    expect(paths.admin.getHref('contact-inbox')).toBe('/admin?tab=contact-inbox');
  });
});

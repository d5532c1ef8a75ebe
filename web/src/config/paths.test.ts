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

// What production Hosting does that the local emulator cannot show: the headers it sends, the
// Content-Security-Policy's exact sources, the rewrites that put crawler-readable HTML on the
// public pages, and the build's page files and robots.txt.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import firebase from '../../firebase.json';
import { DISCREET_CLASS, INFO_PAGE_KEYS, PUBLIC_PAGES } from '@xmates/domain';
import { AGE_GATE_ATTRIBUTE, AGE_GATE_SCRIPT, AGE_GATE_SCRIPT_HASH } from './age-gate-script';
import { DISCREET_SCRIPT, DISCREET_SCRIPT_HASH, withDiscreetScript } from './discreet-script';
import {
  APP_SHELL_FILE,
  chunkFiles,
  startupFiles,
  firestoreOrigin,
  pageFile,
  robotsTxt,
  withPreconnect,
  withPreloads,
} from './write-pages';
import { untilTheAppRuns, withBody } from './page-body';

const hosting = firebase.hosting;
const headersFor = (source: string) =>
  Object.fromEntries(
    hosting.headers
      .filter((rule) => rule.source === source)
      .flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
  );

function csp(): Map<string, string[]> {
  const value = headersFor('**')['Content-Security-Policy'] ?? '';
  return new Map(
    value.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Hosting security headers', () => {
  it('sends nosniff, a referrer policy, HSTS and refuses framing on every path', () => {
    const all = headersFor('**');
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['Strict-Transport-Security']).toMatch(/^max-age=(\d+); includeSubDomains/);
    expect(
      Number(/max-age=(\d+)/.exec(all['Strict-Transport-Security'] ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000);
    expect(all['X-Frame-Options']).toBe('DENY');
    expect(csp().get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows only what the app needs: itself, Firebase, App Check, hCaptcha, Google sign-in, Stripe Checkout', () => {
    const policy = csp();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      AGE_GATE_SCRIPT_HASH,
      DISCREET_SCRIPT_HASH,
      'https://apis.google.com',
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
      // App Check's reCAPTCHA Enterprise (builds with VITE_APP_CHECK_SITE_KEY): its script, then
      // the code it loads; only those paths of Google's hosts.
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      // Adults-only image files in verified mode, fetched with the member's ID token.
      'https://firebasestorage.googleapis.com',
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      // App Check's token exchange.
      'https://content-firebaseappcheck.googleapis.com',
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
    ]);
    // Google sign-in's helper frame, hCaptcha's, and reCAPTCHA's (invisible, for App Check).
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://*.firebaseapp.com',
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
    // Media come from Firebase's per-object download endpoint (functions/src/media/), avatars
    // of Google sign-in from googleusercontent.com; never from a public bucket.
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://firebasestorage.googleapis.com',
      'https://*.googleusercontent.com',
    ]);
    // No inline scripts but the age gate's and discreet browsing's, no evaluated ones, and no origin allowed wholesale.
    for (const [name, sources] of policy) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain('*');
      expect(
        sources.some((s) => s.startsWith('http:')),
        name,
      ).toBe(false);
      if (name === 'script-src') expect(sources).not.toContain("'unsafe-inline'");
    }
  });

  it('keeps hashed assets immutable for a year', () => {
    expect(headersFor('/assets/**')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Hosting routes', () => {
  it('serves Stripe events from the webhook function, product pages, the sitemap (its index and its parts) and the Atom feed from the pages function, everything else from the shell', () => {
    const rewrites = hosting.rewrites.map((r) =>
      r.function ? `${r.source} → ${r.function.functionId}` : `${r.source} → ${r.destination}`,
    );
    expect(rewrites).toEqual([
      '/api/stripe/webhook → stripeWebhook',
      '/api/** → api',
      '/products/** → pages',
      '/sitemap.xml → pages',
      '/sitemaps/** → pages',
      '/feed.xml → pages',
      `** → /${APP_SHELL_FILE}`,
    ]);
    expect(hosting.cleanUrls).toBe(true);
  });

  it('gives every public page its own HTML file', () => {
    expect(pageFile(PUBLIC_PAGES.home.path)).toBe('index.html');
    expect(INFO_PAGE_KEYS.map((key) => pageFile(PUBLIC_PAGES[key].path))).toEqual([
      'about.html',
      'terms.html',
      'privacy.html',
      'parental-controls.html',
      'faq.html',
      'data-deletion.html',
    ]);
  });

  it('writes a robots.txt that names the sitemap index absolutely and keeps member pages out', () => {
    const robots = robotsTxt('https://xmates.example');
    expect(robots).toContain('Sitemap: https://xmates.example/sitemap.xml');
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ['/profile', '/favorites', '/admin', '/api/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('Prerendered pages', () => {
  const shell = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
  const styles = '<style data-emotion="css abc">.css-abc{color:red;}</style>';

  it('puts the body in the root element and its styles in the head', () => {
    const html = withBody(shell, { body: '<main>Hello</main>', styles });
    expect(html).toContain(`${styles}\n`);
    expect(html).toContain('<div id="root"><main>Hello</main></div><template');
    expect(html).not.toContain('<script');
  });

  it('paints only once the whole body is parsed, the gate’s script included', () => {
    const body = `<main>Hello</main><div ${AGE_GATE_ATTRIBUTE}="" role="dialog">18+</div>`;
    for (const html of [
      withBody(shell, { body: '<main>Hello</main>', styles }),
      withBody(shell, { body, styles }),
    ]) {
      const last =
        /<head>.*<link rel="expect" href="#([\w-]+)" blocking="render" \/>.*<\/head>/s.exec(
          html,
        )?.[1];
      // Chromium unblocks once the element is inserted: it comes after the body and the gate, empty.
      expect(html).toMatch(new RegExp(`<template id="${last}"></template></body>`));
    }
  });

  it('follows a body that shows the age gate with the one script the policy allows', () => {
    const body = `<main>Hello</main><div ${AGE_GATE_ATTRIBUTE}="" role="dialog">18+</div>`;
    const html = withBody(shell, { body, styles });
    expect(html).toContain(`<div id="root">${body}</div><script>${AGE_GATE_SCRIPT}</script>`);
    const hash = `'sha256-${createHash('sha256').update(AGE_GATE_SCRIPT).digest('base64')}'`;
    expect(AGE_GATE_SCRIPT_HASH).toBe(hash);
  });

  it('dresses the page discreetly from its head, with the other script the policy allows', () => {
    const head =
      '<head><link rel="icon" href="/favicon.svg" /><title>t</title><style>s</style></head>';
    expect(withDiscreetScript(head)).toBe(
      `<head><link rel="icon" href="/favicon.svg" /><title>t</title>\n    <script>${DISCREET_SCRIPT}</script><style>s</style></head>`,
    );
    const hash = `'sha256-${createHash('sha256').update(DISCREET_SCRIPT).digest('base64')}'`;
    expect(DISCREET_SCRIPT_HASH).toBe(hash);
    expect(() => withDiscreetScript('<head><title>t</title></head>')).toThrow(/icon/);
    // The shell's own styles blur what the class asks for, before the first paint.
    const shellStyles = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(shellStyles).toContain(`html.${DISCREET_CLASS} [data-thumbs] img {`);
  });

  it('keeps forms from being used before the app runs', () => {
    const body =
      '<form class="f"><input name="email"/><textarea></textarea><button type="button">Show</button>' +
      '<button class="b" type="submit">Log in</button></form><form method="get"></form>';
    expect(untilTheAppRuns(body)).toBe(
      '<form method="post" class="f"><input disabled name="email"/><textarea disabled></textarea>' +
        '<button disabled type="button">Show</button><button disabled class="b" type="submit">Log in</button>' +
        '</form><form method="get"></form>',
    );
  });

  it('refuses a shell without the root element', () => {
    expect(() => withBody('<html><head></head></html>', { body: '', styles })).toThrow(/root/);
  });
});

describe('The product shell', () => {
  const manifest = {
    'src/page.tsx': { file: 'assets/page-1.js', imports: ['_shared.js', 'src/main.tsx'] },
    '_shared.js': { file: 'assets/shared-2.js', imports: ['src/main.tsx'] },
    'src/main.tsx': { file: 'assets/startup-3.js' },
  };
  const shell = '<head><script type="module" src="/assets/startup-3.js"></script></head>';

  it("preloads the page's chunk and what it imports, but not what the shell already loads", () => {
    const files = chunkFiles(manifest, 'src/page.tsx', shell);
    expect(files).toEqual(['assets/page-1.js', 'assets/shared-2.js']);
    expect(withPreloads(shell, files)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/page-1.js">',
    );
  });

  it('fails the build when the page is not in the manifest', () => {
    expect(() => chunkFiles(manifest, 'src/moved.tsx', shell)).toThrow(/no src\/moved.tsx/);
  });
});

describe('The startup preloads', () => {
  it('preloads the chunks the entry imports in turn (React, then the app) and theirs', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        imports: ['_runtime.js'],
        dynamicImports: ['react-dom/client.js', 'src/start.tsx'],
      },
      '_runtime.js': { file: 'assets/runtime-2.js' },
      'react-dom/client.js': { file: 'assets/client-3.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-4.js' },
      'src/start.tsx': { file: 'assets/start-5.js', imports: ['_startup.js'] },
      '_startup.js': { file: 'assets/startup-6.js', imports: ['_react.js', '_runtime.js'] },
    };
    const shell =
      '<head><script type="module" src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime-2.js"></head>';
    expect(startupFiles(manifest, shell)).toEqual([
      'assets/client-3.js',
      'assets/react-4.js',
      'assets/start-5.js',
      'assets/startup-6.js',
    ]);
  });
});

describe('The Firestore preconnect', () => {
  it("opens the connection the SPA's reads use, to an origin the policy allows", () => {
    const production = firestoreOrigin({});
    expect(production).toBe('https://firestore.googleapis.com');
    expect(csp().get('connect-src')).toContain(production);
    expect(
      firestoreOrigin({ VITE_USE_EMULATORS: 'true', VITE_FIRESTORE_EMULATOR_PORT: '8080' }),
    ).toBe('http://127.0.0.1:8080');
    expect(withPreconnect('<head><title>t</title></head>', production)).toBe(
      `<head><link rel="preconnect" href="${production}" crossorigin />\n    <title>t</title></head>`,
    );
  });
});

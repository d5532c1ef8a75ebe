// Build step: the HTML that crawlers read without JavaScript. After Vite writes index.html,
// every public page gets its own copy with its head filled in (title, description, canonical,
// cards, JSON-LD): index.html for the home page, about.html for /about and so on (Hosting's
// cleanUrls serves /about from about.html). app.html is the shell for every other route (the
// Hosting fallback and the pages function's template): the site's title, and not indexed.
// robots.txt names the sitemap by its absolute URL and keeps crawlers out of member pages.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// The config loader bundles relative imports only (packages stay external and Node cannot load
// the domain's TypeScript), so the domain's files are imported by path.
import { fillShell, pageHead } from '../../domain/src/seo/head';
import { PUBLIC_PAGES } from '../../domain/src/seo/pages';
import { paths } from '../src/config/paths';

/** The file a public page's HTML is written to, relative to the build output. */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The shell of routes without a page of their own (Hosting's fallback, the pages function). */
export const APP_SHELL_FILE = 'app.html';

/** Pages that show a member's own data or tools: nothing there for a search engine. */
const MEMBER_PATHS = [
  paths.submit.path,
  paths.profile.path,
  paths.favorites.path,
  paths.liked.path,
  paths.disliked.path,
  paths.mySubmissions.path,
  paths.notifications.path,
  paths.admin.path,
  paths.ageGate.path,
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Disallow: /api/',
    ...MEMBER_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function pageHeads(siteUrl: string | undefined): Plugin {
  let outDir = '';
  return {
    name: 'xmates-page-heads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!siteUrl) throw new Error('VITE_SITE_URL is needed to write canonical URLs.');
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, APP_SHELL_FILE), fillShell(shell, pageHead(siteUrl)));
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
      for (const page of Object.values(PUBLIC_PAGES)) {
        writeFileSync(join(outDir, pageFile(page.path)), fillShell(shell, pageHead(siteUrl, page)));
      }
    },
  };
}

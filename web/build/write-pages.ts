// Build step, run after `vite build` and `vite build --ssr src/prerender.tsx` (tsx
// build/write-pages.ts <mode>): the HTML that crawlers read without JavaScript and that people
// see before it runs. From the index.html Vite wrote, every public page gets its own copy with
// its head filled in (title, description, canonical, cards, JSON-LD) and its body prerendered
// with the styles it uses: index.html for the home page, about.html for /about and so on
// (Hosting's cleanUrls serves /about from about.html). app.html is the shell for every other route (the
// Hosting fallback and the pages function's template): the site's title, and not indexed.
// Every one of them carries discreet browsing's inline script in its head (discreet-script.ts).
// robots.txt names the sitemap (its index, which names its parts) by its absolute URL and keeps
// crawlers out of member pages.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { PUBLIC_PAGES, SITEMAP_INDEX_PATH, fillShell, pageHead } from '@xmates/domain';
import { paths } from '../src/config/paths';
import type { PrerenderedHtml } from '../src/prerender';
import { withDiscreetScript } from './discreet-script';
import { withBody } from './page-body';

/** The file a public page's HTML is written to, relative to the build output. */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The shell of routes without a page of their own (Hosting's fallback). */
export const APP_SHELL_FILE = 'app.html';

/**
 * The shell the pages function fills for /products/{slug}: the app shell that also preloads
 * the product page's own chunks, so they load beside the startup code instead of after it.
 */
export const PRODUCT_SHELL_FILE = 'product.html';

/** The product page's module, as Vite's manifest names it. */
const PRODUCT_PAGE_MODULE = 'src/features/products/components/product-page.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A module's chunk and the chunks it imports statically, minus those the shell already loads. */
export function chunkFiles(manifest: Manifest, module: string, loaded: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}.`);
    if (files.has(chunk.file) || loaded.includes(`/${chunk.file}"`)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}

/**
 * The chunks the entry imports one after the other (React, then the app: src/main.tsx), so
 * that they download together, beside the entry, and only their evaluation waits its turn.
 */
export function startupFiles(manifest: Manifest, shell: string): string[] {
  const entry = manifest['index.html'];
  if (!entry) throw new Error("Vite's manifest has no index.html.");
  return [...new Set((entry.dynamicImports ?? []).flatMap((m) => chunkFiles(manifest, m, shell)))];
}

/** The shell with `<link rel="modulepreload">` for the given files. */
export function withPreloads(shell: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

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
    `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/**
 * The shell that opens its connection to Firestore (a separate origin: DNS, TCP and TLS) while
 * the startup code loads, instead of when the first read starts.
 */
export function withPreconnect(shell: string, origin: string): string {
  return shell.replace(
    '<title>',
    () => `<link rel="preconnect" href="${origin}" crossorigin />\n    <title>`,
  );
}

/** Where the SPA reads Firestore: the emulator in emulator builds (web/src/lib/firebase.ts). */
export function firestoreOrigin(env: Record<string, string>): string {
  return env.VITE_USE_EMULATORS === 'true'
    ? `http://127.0.0.1:${env.VITE_FIRESTORE_EMULATOR_PORT ?? '8080'}`
    : 'https://firestore.googleapis.com';
}

/** Writes the public pages' HTML, the fallback shell and robots.txt into outDir. */
export async function writePages(
  outDir: string,
  env: { siteUrl: string; firestoreOrigin: string },
  prerender: (path: string) => Promise<PrerenderedHtml>,
): Promise<void> {
  const { siteUrl } = env;
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const built = readFileSync(join(outDir, 'index.html'), 'utf8');
  const shell = withDiscreetScript(
    withPreconnect(withPreloads(built, startupFiles(manifest, built)), env.firestoreOrigin),
  );
  const appShell = fillShell(shell, pageHead(siteUrl));
  writeFileSync(join(outDir, APP_SHELL_FILE), appShell);
  const productChunks = chunkFiles(manifest, PRODUCT_PAGE_MODULE, shell);
  writeFileSync(join(outDir, PRODUCT_SHELL_FILE), withPreloads(appShell, productChunks));
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  for (const page of Object.values(PUBLIC_PAGES)) {
    const html = withBody(fillShell(shell, pageHead(siteUrl, page)), await prerender(page.path));
    writeFileSync(join(outDir, pageFile(page.path)), html);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode = process.argv[2] ?? 'production';
  const root = new URL('..', import.meta.url).pathname;
  const viteEnv = loadEnv(mode, root);
  const siteUrl = viteEnv.VITE_SITE_URL?.trim().replace(/\/+$/, '');
  if (!siteUrl) {
    console.error(`VITE_SITE_URL is needed (web/.env.${mode}*) to write canonical URLs.`);
    process.exit(1);
  }
  // React and emotion read NODE_ENV when they load: the production build's output, not the
  // development one's (class names with component labels, extra checks).
  process.env.NODE_ENV = 'production';
  const ssrEntry = pathToFileURL(join(root, 'dist-ssr', 'prerender.js')).href;
  const { prerenderPage } = (await import(ssrEntry)) as typeof import('../src/prerender');
  await writePages(
    join(root, 'dist'),
    { siteUrl, firestoreOrigin: firestoreOrigin(viteEnv) },
    prerenderPage,
  );
}

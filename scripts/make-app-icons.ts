/**
 * The installable app's icons (web/public/icons/, named in web/public/manifest.webmanifest),
 * drawn from web/public/favicon.svg: 192 and 512 px, and a 512 px maskable one whose mark sits
 * inside the safe zone on the page's background. Run after changing the favicon:
 *   npx tsx scripts/make-app-icons.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public');
const BACKGROUND = '#0d0e13';
const mark = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8').trim();
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

/** Renders an SVG of the given viewBox width to a square PNG of size px. */
async function png(svg: string, viewBox: number, size: number, name: string) {
  await sharp(Buffer.from(svg), { density: (size * 72) / viewBox })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, 'icons', name));
}

for (const size of [192, 512]) await png(mark, 32, size, `icon-${size}.png`);
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${BACKGROUND}"/><svg x="4" y="4" width="32" height="32" viewBox="0 0 32 32">${inner}</svg></svg>`;
await png(maskable, 40, 512, 'maskable-512.png');

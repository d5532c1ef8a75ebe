/**
 * Home route JavaScript, measured the way a visitor pays for it: open / in headless Chromium,
 * wait until the network is idle, and sum the gzip size of every script the page loaded
 * before any user action. Run inside the emulator suite:
 *   npm run with-emulators -- npx tsx scripts/bench/home-js.ts
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, openPage, VIEWPORTS } from '@xmates/tests/browser';

const BUDGET_KIB = 200;

async function measure(viewport: { width: number; height: number }) {
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser, viewport);
    const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
        })),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    return (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const files = await measure(viewport);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\nHome route JavaScript, ${name} (${viewport.width} px):`);
  for (const f of files)
    console.log(
      `  ${kib(f.gzip).padStart(7)} KiB gzip  ${kib(f.raw).padStart(7)} KiB raw  ${f.url}`,
    );
  console.log(
    `  ${kib(total).padStart(7)} KiB gzip in ${files.length} files (budget ${BUDGET_KIB} KiB)`,
  );
}

// The home route's cost in a real browser: every script it loads before any user action
// (Firestore included) stays within 200 KiB gzip, the comment dialog, the pickers, Firebase Auth
// and zod are not among them, and the page does not jump while the feed fills in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/browser';
import { useBrowser } from './support/suite';
import { cards } from './support/feed';

const BUDGET = 200 * 1024;
const { withPage } = useBrowser();

describe('home route', () => {
  it('loads at most 200 KiB of JavaScript (gzip) to show the first cards, the 18+ gate answered', async () => {
    // A first visit: the gate is part of what the home route loads.
    await withPage({ ageGate: 'ask' }, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('response', (res) => {
        const path = new URL(res.url()).pathname;
        if (path.endsWith('.js')) scripts.add(path);
      });
      await page.goto('/');
      // The cards load once the gate is answered: what a visitor needs to see them.
      await page.getByRole('button', { name: /I am 18 or older/ }).click();
      await cards(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      // The served build is web/dist: measure each file as gzip would send it.
      const sizes = [...scripts].map((path) => ({
        path,
        gzip: gzipSync(readFileSync(join(ROOT, 'web/dist', path)), { level: 9 }).length,
      }));
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `home route JS: ${(total / 1024).toFixed(1)} KiB gzip in ${sizes.length} files` +
          `\n${sizes
            .sort((a, b) => b.gzip - a.gzip)
            .map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KiB ${s.path}`)
            .join('\n')}`,
      );
      expect(total).toBeLessThanOrEqual(BUDGET);
      // Bundled files are named after one of their modules: look at every module each file
      // holds (its source map), so a lazy module merged into a startup file is caught too. The
      // bundler's runtime and the preload polyfill have no map: they are their own module.
      const modules = [...scripts].flatMap((path) => {
        const mapPath = join(ROOT, 'web/dist', `${path}.map`);
        if (!existsSync(mapPath)) return [path];
        return (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }).sources;
      });
      for (const lazy of [
        /comments-dialog\.tsx$/,
        /comment-thread\.tsx$/,
        /feed-tag-picker\.tsx$/,
        /sort-menu-list\.tsx$/,
        /category-panel\.tsx$/,
        /auth\/api\/identity\.ts$/,
        /auth\/api\/auth-listener\.ts$/,
        /node_modules\/@firebase\/auth\//,
        /node_modules\/zod\//,
      ]) {
        expect(
          modules.filter((source) => lazy.test(source)),
          `${lazy.source} should load on demand`,
        ).toEqual([]);
      }
    });
  });

  it('does not shift the layout while the feed loads (CLS < 0.1)', async () => {
    await withPage(async ({ context, page }) => {
      // (The gate was answered beforehand: no click, whose input would hide shifts.)
      await context.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await cards(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      console.log(`home CLS: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(0.1);
    });
  });
});

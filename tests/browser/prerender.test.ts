// The public pages arrive prerendered (web/build/write-pages.ts), product pages rendered by the
// pages function: what a visitor sees before the app's JavaScript has run, the age gate's
// inline script under the site's real Content-Security-Policy (served by the Hosting emulator),
// and the app taking over the page without showing its loading state in between, and without
// moving anything, the footer included.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INFO_PAGE_KEYS, PUBLIC_PAGES, productPath } from '@xmates/domain';
import { ratedProduct } from '../api/product-fixtures';
import { openPage, VIEWPORTS, type OpenPageOptions } from './support/browser';
import { useBrowser } from './support/suite';
import { XMATES_URL } from '../support/env';

const { browser } = useBrowser();

/** A page whose scripts never load: what the served HTML shows by itself. */
async function openWithoutAppScripts(options: OpenPageOptions = {}) {
  const opened = await openPage(browser(), VIEWPORTS.mobile, options);
  await opened.context.route('**/assets/*.js', (route) => route.abort());
  return opened;
}

/** Console errors, including the browser's report of anything the CSP refused. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const GATE = { name: 'Adults only' } as const;

/**
 * The site behind a server that sends each HTML page in two parts, cut halfway through its
 * body, the second half 500 ms later: how a slow network delivers a page. Everything else
 * passes through as it comes.
 */
async function slowNetworkSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', XMATES_URL), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
          headers[name] = value;
        }
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        response.end(body);
        return;
      }
      const bodyStart = body.indexOf('<div id="root">');
      const cut = bodyStart + Math.floor((body.length - bodyStart) / 2);
      response.write(body.subarray(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 500));
      response.end(body.subarray(cut));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('prerendered pages', () => {
  it('show their content before the JavaScript has run', async () => {
    const { context, page } = await openWithoutAppScripts();
    try {
      const headings: Record<string, string> = {
        [PUBLIC_PAGES.login.path]: 'Welcome back',
        ...Object.fromEntries(
          INFO_PAGE_KEYS.map((key) => [PUBLIC_PAGES[key].path, PUBLIC_PAGES[key].name]),
        ),
      };
      for (const [path, heading] of Object.entries(headings)) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
      }
      // Its form waits for the app: nothing typed is lost, nothing is sent by the browser itself.
      await page.goto(PUBLIC_PAGES.login.path);
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Log in', exact: true }).isDisabled()).toBe(
        true,
      );
      expect(await page.locator('form').first().getAttribute('method')).toBe('post');
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('status', { name: 'Loading video links' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('show the age gate on a first visit, and drop it before the app runs for a visitor who accepted it', async () => {
    const first = await openWithoutAppScripts({ ageGate: 'ask' });
    try {
      await first.page.goto('/');
      await first.page.getByRole('dialog', GATE).waitFor();
      // The page behind is inert already, as the app's gate makes it.
      expect(
        await first.page.locator('header').evaluate((el) => el.closest('[inert]') !== null),
      ).toBe(true);
    } finally {
      await first.context.close();
    }

    const returning = await openWithoutAppScripts({ ageGate: 'accepted' });
    const errors = consoleErrors(returning.page);
    try {
      await returning.page.goto('/');
      await returning.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await returning.page.getByRole('dialog', GATE).count()).toBe(0);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await returning.context.close();
    }
  });

  it('keep the footer where it is, as it came, until its code loads near it', async () => {
    const footerBox = (page: Page) =>
      page.locator('footer').evaluate((el) => {
        const { top, height } = el.getBoundingClientRect();
        return { top: top + window.scrollY, height };
      });
    const served = await openWithoutAppScripts();
    const { context, page } = await openPage(browser(), VIEWPORTS.mobile);
    const footerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/footer-[^/]*\.js$/.test(request.url())) footerCode.push(request.url());
    });
    try {
      await served.page.goto(PUBLIC_PAGES.about.path);
      const before = await footerBox(served.page);
      await page.goto(PUBLIC_PAGES.about.path);
      // The app has rendered over the page: the footer it came with stands in, inert.
      await page.locator('[inert] footer').waitFor();
      expect(await footerBox(page)).toEqual(before);
      expect(footerCode).toEqual([]);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.locator('footer:not([inert] footer)').waitFor();
      expect(await footerBox(page)).toEqual(before);
      expect(footerCode).toHaveLength(1);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await page.getByRole('heading', { level: 1, name: PUBLIC_PAGES.faq.name }).waitFor();
    } finally {
      await served.context.close();
      await context.close();
    }
  });

  it('are taken over by the app without a loading state in between, and without errors', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.mobile);
    const errors = consoleErrors(page);
    // Records whether the route's loading state ever enters the page.
    await context.addInitScript(() => {
      const seen = { loading: false };
      Object.assign(window, { __prerenderSeen: seen });
      new MutationObserver(() => {
        const statuses = document.querySelectorAll('#main [role="status"]');
        if (Array.from(statuses).some((el) => el.textContent === 'Loading...')) seen.loading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      for (const path of [PUBLIC_PAGES.faq.path, PUBLIC_PAGES.login.path]) {
        await page.goto(path);
        // The header's session-dependent actions appear only once the app runs.
        await page.waitForFunction(
          () => document.querySelector('header a[href="/login"]') !== null,
        );
        const seen = await page.evaluate(
          () => (window as unknown as { __prerenderSeen: { loading: boolean } }).__prerenderSeen,
        );
        expect(seen.loading, path).toBe(false);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('show a product page’s content before the JavaScript has run', async () => {
    const product = await ratedProduct();
    const { context, page } = await openWithoutAppScripts();
    try {
      await page.goto(productPath(product.slug));
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
      const image = page.getByRole('img', { name: product.title });
      await image.first().waitFor();
      expect(await image.first().getAttribute('width')).toBe(String(product.images[0]?.width));
      await page
        .getByRole('button', { name: `Like: ${product.likesCount}`, exact: true })
        .waitFor();
      await page
        .getByText(`#${product.tags[0] ?? ''}`, { exact: true })
        .first()
        .waitFor();
      // Its buttons wait for the app.
      expect(await page.getByRole('button', { name: 'Report Link' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('are taken over on product pages without the loading state and without a layout shift', async () => {
    const product = await ratedProduct();
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { context, page } = await openPage(browser(), viewport);
      const errors = consoleErrors(page);
      await context.addInitScript(() => {
        const seen = { shift: 0, loading: false };
        Object.assign(window, { __productSeen: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            seen.shift += (entry as PerformanceEntry & { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (document.querySelector('[aria-label="Loading the video link"]')) seen.loading = true;
        }).observe(document, { childList: true, subtree: true });
      });
      try {
        await page.goto(productPath(product.slug));
        await page.waitForFunction(
          () => document.querySelector('header a[href="/login"]') !== null,
        );
        // The app's own buttons (the served ones are disabled), and its comments read.
        await page.getByRole('button', { name: 'Report Link', disabled: false }).waitFor();
        await page
          .getByRole('list', { name: 'Comments' })
          .or(page.getByText('No comments yet'))
          .first()
          .waitFor();
        await page.waitForTimeout(500);
        const seen = await page.evaluate(
          () =>
            (window as unknown as { __productSeen: { shift: number; loading: boolean } })
              .__productSeen,
        );
        expect(seen, `${viewport.width} px`).toEqual({ shift: 0, loading: false });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('are painted only once the whole page has arrived, never in part', async () => {
    const product = await ratedProduct();
    const site = await slowNetworkSite();
    const { context, page } = await openWithoutAppScripts({ ageGate: 'ask' });
    try {
      for (const path of ['/', productPath(product.slug)]) {
        await page.goto(site.origin + path);
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
        );
        const { firstPaint, lastByte } = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          lastByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .responseEnd,
        }));
        expect(firstPaint, path).toBeGreaterThanOrEqual(lastByte);
      }
    } finally {
      await context.close();
      await site.close();
    }
  });
});

// The frame every browser test file shares: a connection to the run's one Chromium
// (global-setup.ts), made before its tests and closed after them, and pages that close whatever
// their test does. Apart from browser.ts
// because it registers vitest hooks, and the scripts import browser.ts without vitest.
import { afterAll, beforeAll, inject } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { newVerifiedMember, type Account } from '../../support/auth';
import { openPage, signInStored, type OpenPageOptions } from './browser';

export interface PageOptions extends OpenPageOptions {
  viewport?: { width: number; height: number };
}

export interface Opened {
  context: BrowserContext;
  page: Page;
}

/** A page and the member signed in on it (withMember). */
export interface MemberOpened extends Opened {
  member: Account;
}

/**
 * Connects to the run's Chromium in beforeAll; in afterAll closes the connection (and with it the
 * file's contexts), then runs `cleanUp` (e.g. removeFixtures).
 */
export function useBrowser(cleanUp?: () => unknown) {
  let launched: Browser | undefined;

  beforeAll(async () => {
    launched = await chromium.connect(inject('browserEndpoint'));
  });

  afterAll(async () => {
    await launched?.close();
    await cleanUp?.();
  });

  /** The file's connection to Chromium; only from the tests and hooks on (made in beforeAll). */
  function browser(): Browser {
    if (!launched) throw new Error('The browser connects in beforeAll: use it inside a test.');
    return launched;
  }

  /**
   * Runs `use` on a fresh context and page (openPage) and closes the context after it. A test
   * that fails says where the page was and what it last logged (see pageTrail).
   */
  async function withPage<T>(
    ...args:
      | [use: (opened: Opened) => Promise<T>]
      | [options: PageOptions, use: (opened: Opened) => Promise<T>]
  ): Promise<T> {
    const [options, use] = args.length === 1 ? [{}, args[0]] : args;
    const { viewport, ...pageOptions } = options;
    const opened = await openPage(browser(), viewport, pageOptions);
    const trail = pageTrail(opened.page);
    try {
      return await use(opened);
    } catch (err) {
      if (err instanceof Error) err.message += `\n${trail()}`;
      throw err;
    } finally {
      await opened.context.close();
    }
  }

  /** withPage for a fresh verified member (`prefix` names its e-mail), signed in by stored session. */
  async function withMember<T>(
    prefix: string,
    ...args:
      | [use: (opened: MemberOpened) => Promise<T>]
      | [options: PageOptions, use: (opened: MemberOpened) => Promise<T>]
  ): Promise<T> {
    const [options, use] = args.length === 1 ? [{}, args[0]] : args;
    const member = await newVerifiedMember(prefix);
    return withPage(options, async (opened) => {
      await signInStored(opened.context, member.email, 'secret-123');
      return use({ ...opened, member });
    });
  }

  return { browser, withPage, withMember };
}

/** How many of the page's last events a failed test prints. */
const TRAIL_LENGTH = 20;

/**
 * Follows what a page does that a failed test's message should tell (a failure seen once in CI
 * is not always seen again): its navigations, console messages, errors and failed requests.
 * Returns a function that prints the current URL and the last TRAIL_LENGTH events, timed from
 * the page's opening.
 */
function pageTrail(page: Page): () => string {
  const opened = Date.now();
  const events: string[] = [];
  const note = (line: string) => {
    events.push(`+${((Date.now() - opened) / 1000).toFixed(1)} s ${line}`);
    if (events.length > TRAIL_LENGTH) events.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('console', (message: ConsoleMessage) =>
    note(`console.${message.type()}: ${message.text()}`),
  );
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  return () => [`The page was at ${page.url()}; its last events:`, ...events].join('\n  ');
}

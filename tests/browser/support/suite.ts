// The frame every browser test file shares: one Chromium per file, launched before its tests
// and closed after them, and pages that close whatever their test does. Apart from browser.ts
// because it registers vitest hooks, and the scripts import browser.ts without vitest.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newVerifiedMember, type Account } from '../../support/auth';
import { launchBrowser, openPage, signInStored, type OpenPageOptions } from './browser';

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
 * Launches the file’s Chromium in beforeAll; in afterAll closes it (if it started), then runs
 * `cleanUp` (e.g. removeFixtures).
 */
export function useBrowser(cleanUp?: () => unknown) {
  let launched: Browser | undefined;

  beforeAll(async () => {
    launched = await launchBrowser();
  });

  afterAll(async () => {
    await launched?.close();
    await cleanUp?.();
  });

  /** The file's Chromium; only from the tests and hooks on, as it starts in beforeAll. */
  function browser(): Browser {
    if (!launched) throw new Error('The browser starts in beforeAll: use it inside a test.');
    return launched;
  }

  /** Runs `use` on a fresh context and page (openPage) and closes the context after it. */
  async function withPage<T>(
    ...args:
      | [use: (opened: Opened) => Promise<T>]
      | [options: PageOptions, use: (opened: Opened) => Promise<T>]
  ): Promise<T> {
    const [options, use] = args.length === 1 ? [{}, args[0]] : args;
    const { viewport, ...pageOptions } = options;
    const opened = await openPage(browser(), viewport, pageOptions);
    try {
      return await use(opened);
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

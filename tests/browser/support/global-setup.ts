// One Chromium for the whole emulated pass: launched once here (the old headless shell), and
// each browser test file connects to it (suite.ts's useBrowser) instead of starting its own.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { LAUNCH_ARGS, chromiumPath } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, for chromium.connect. */
    browserEndpoint: string;
  }
}

export default async function launchRunBrowser({ provide }: TestProject) {
  const server = await chromium.launchServer({
    executablePath: chromiumPath('chromium-headless-shell'),
    headless: true,
    args: LAUNCH_ARGS,
  });
  provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}

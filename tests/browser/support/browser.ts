// Headless Chromium (the Debian package) driven by playwright-core, plus the few page helpers
// the browser tests, the screenshot scripts and the home-route benchmark share. Scripts import it
// as @xmates/tests/browser (the tests workspace's package exports).
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
  type Request,
} from 'playwright-core';
import { AGE_GATE_STORAGE_KEY, ageGateRecord } from '@xmates/domain';
import { signIn } from '../../support/auth';
import { XMATES_URL } from '../../support/env';

/** The web app's API key in emulator builds (web/.env.emulator). */
const WEB_API_KEY = 'demo-api-key';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Chromium's binaries (Debian packages): the old headless shell runs the browser tests (about a
 * quarter less CPU a page than Chromium's own headless mode, the same Blink); the benchmarks and
 * pictures use Chromium itself, as a visitor's browser. CHROMIUM_PATH overrides both.
 */
export type ChromiumBinary = 'chromium' | 'chromium-headless-shell';

/** The binary's path: CHROMIUM_PATH, else whatever `command -v <binary>` prints. */
export function chromiumPath(binary: ChromiumBinary = 'chromium'): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`${binary} not found. Install it with: npm run setup -- --browser`);
  }
}

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...LAUNCH_ARGS, ...extraArgs],
  });
}

export interface OpenPageOptions {
  /**
   * 'accepted' (default): the 18+ gate was answered earlier in this tab, as for any visitor
   * past their first page; 'ask': a first visit, the gate shows (tests of the gate itself).
   */
  ageGate?: 'accepted' | 'ask';
}

/** A fresh context (own storage, so no session leaks between tests) and its page. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { ageGate = 'accepted' }: OpenPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: XMATES_URL });
  if (ageGate === 'accepted') await acceptAgeGate(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Answers the 18+ gate before any page of the context loads (as an earlier visit in the same
 * tab would have), for tests and pictures that are not about the gate.
 */
export async function acceptAgeGate(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [AGE_GATE_STORAGE_KEY, ageGateRecord(Date.now())] as const,
  );
}

/** Signs in through the /login form and waits for the account menu (or the mobile menu). */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Creates an account through the /signup form; resolves once 'Check your inbox' shows. */
export async function signUpThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
}

/** Opens the account menu in the header and signs out; resolves on /login. */
export async function signOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

interface StoredSession {
  localId: string;
  idToken: string;
  refreshToken: string;
}

/** The web SDK's localStorage entry for a signed-in user (its local persistence). */
function storedUser(
  session: StoredSession,
  provider: { providerId: string; uid: string; email: string },
): readonly [string, string] {
  const user = {
    uid: session.localId,
    email: provider.email,
    emailVerified: true,
    isAnonymous: false,
    providerData: [{ ...provider, displayName: null, phoneNumber: null, photoURL: null }],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: Date.now() + 55 * 60_000,
    },
    apiKey: WEB_API_KEY,
    appName: '[DEFAULT]',
  };
  return [`firebase:authUser:${WEB_API_KEY}:[DEFAULT]`, JSON.stringify(user)];
}

/**
 * Starts the page signed in with a session made outside it, stored the way the web SDK keeps a
 * signed-in user, then reloads. For Google sessions: the SDK's Google popup loads
 * apis.google.com first, which offline machines cannot reach.
 */
export async function restoreSession(
  page: Page,
  session: StoredSession,
  provider: { providerId: string; uid: string; email: string },
): Promise<void> {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    storedUser(session, provider),
  );
  await page.reload();
}

/**
 * Signs a password account in before the context's first page loads: a session made over the
 * Auth emulator's REST API, stored as the web SDK keeps one, so the first page is already
 * signed in. For every test that is not about signing in (those use signInThroughUi). Stored
 * once per tab: a test that signs out stays signed out.
 */
export async function signInStored(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<void> {
  const session = await signIn(email, password);
  const [key, value] = storedUser(session, { providerId: 'password', uid: email, email });
  await context.addInitScript(
    ([entry, user, marker]) => {
      if (sessionStorage.getItem(marker)) return;
      localStorage.setItem(entry, user);
      sessionStorage.setItem(marker, '1');
    },
    [key, value, 'xmates-test-session-stored'] as const,
  );
}

/** Firestore's listen channel: a member's bell keeps one long poll open while the page lives. */
const LONG_POLL = '/google.firestore.v1.Firestore/Listen/channel';

/**
 * Opens `path` and waits until no request has been in flight for 500 ms, as Playwright's
 * `networkidle` does, except Firestore's listen channel (which would keep a signed-in page
 * from ever being idle).
 */
export async function gotoQuiet(page: Page, path: string, timeout = 15_000): Promise<void> {
  const inFlight = new Set<Request>();
  const start = (req: Request) => {
    if (!req.url().includes(LONG_POLL)) inFlight.add(req);
  };
  const end = (req: Request) => inFlight.delete(req);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await page.goto(path);
    const deadline = Date.now() + timeout;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (Date.now() > deadline) {
        const urls = [...inFlight].map((r) => r.url()).join(', ');
        throw new Error(`${path}: requests still in flight after ${timeout} ms: ${urls}`);
      }
      if (inFlight.size > 0) quietSince = Date.now();
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * A download's content as text. Read as a stream: the tests' Chromium runs apart from them
 * (global-setup.ts), where a download's path on disk is not theirs to open.
 */
export async function downloadedText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  stream.setEncoding('utf8');
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

// App Check's start, with the SDK stubbed: a build without a site key loads nothing; with one,
// App Check starts once, with the app and before anything else uses it, and gives /api calls
// its token.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => ({
  appCheckSiteKey: '',
  useEmulators: false,
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' },
}));
const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn((options: object) => ({ name: '[DEFAULT]', options })),
  startAppCheck: vi.fn<(app: unknown, siteKey: string) => void>(),
  currentToken: vi.fn<() => Promise<string | null>>(),
}));

vi.mock('@/config/env', () => ({ env }));
vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('./firebase-app-check', () => ({
  startAppCheck: sdk.startAppCheck,
  currentToken: sdk.currentToken,
}));

/** A fresh copy of the module: its singletons start empty. */
async function freshModule() {
  vi.resetModules();
  return import('./firebase');
}

beforeEach(() => {
  env.appCheckSiteKey = '';
  sdk.initializeApp.mockClear();
  sdk.startAppCheck.mockReset();
  sdk.currentToken.mockReset();
});

describe('appCheckToken', () => {
  it('is null on a build without a site key, and loads no Firebase code', async () => {
    const { appCheckToken } = await freshModule();
    expect(await appCheckToken()).toBeNull();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.startAppCheck).not.toHaveBeenCalled();
  });

  it('starts App Check once, with the app and the site key, and gives its token', async () => {
    env.appCheckSiteKey = 'site-key';
    sdk.currentToken.mockResolvedValue('the-token');
    const { appCheckToken } = await freshModule();
    expect(await appCheckToken()).toBe('the-token');
    expect(await appCheckToken()).toBe('the-token');
    expect(sdk.initializeApp).toHaveBeenCalledOnce();
    expect(sdk.startAppCheck).toHaveBeenCalledOnce();
    expect(sdk.startAppCheck).toHaveBeenCalledWith(
      sdk.initializeApp.mock.results[0]?.value,
      'site-key',
    );
    // Started before the token was asked for.
    expect(sdk.startAppCheck.mock.invocationCallOrder[0]).toBeLessThan(
      sdk.currentToken.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("is null when the SDK's code could not load (a deploy replaced its chunks)", async () => {
    env.appCheckSiteKey = 'site-key';
    sdk.initializeApp.mockImplementationOnce(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { appCheckToken } = await freshModule();
    expect(await appCheckToken()).toBeNull();
  });

  it('starts App Check with the app whoever loads it first (Firestore, Auth)', async () => {
    env.appCheckSiteKey = 'site-key';
    const { loadFirestoreLite } = await freshModule();
    await loadFirestoreLite().catch(() => undefined);
    expect(sdk.startAppCheck).toHaveBeenCalledOnce();
  });
});

// The token an /api call waits for, with the App Check SDK stubbed: the token when it comes,
// null when the exchange fails or no answer comes within TOKEN_WAIT_MS (reCAPTCHA blocked).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn((_app: unknown, _options: object) => ({ app: 'checked' })),
  getToken: vi.fn<(appCheck: unknown, forceRefresh: boolean) => Promise<{ token: string }>>(),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
}));

vi.mock('firebase/app-check', () => sdk);

/** A fresh copy of the module: App Check not started. */
async function freshModule() {
  vi.resetModules();
  return import('./firebase-app-check');
}

const app = { name: '[DEFAULT]' } as never;

beforeEach(() => {
  sdk.initializeAppCheck.mockClear();
  sdk.getToken.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startAppCheck', () => {
  it('uses reCAPTCHA Enterprise with the site key, its token refreshed automatically', async () => {
    const { startAppCheck } = await freshModule();
    startAppCheck(app, 'site-key');
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: 'site-key' }) as unknown,
      isTokenAutoRefreshEnabled: true,
    });
  });
});

describe('currentToken', () => {
  it('is null before App Check started', async () => {
    const { currentToken } = await freshModule();
    expect(await currentToken()).toBeNull();
    expect(sdk.getToken).not.toHaveBeenCalled();
  });

  it("gives the SDK's token, without forcing a refresh", async () => {
    const { startAppCheck, currentToken } = await freshModule();
    startAppCheck(app, 'site-key');
    sdk.getToken.mockResolvedValue({ token: 'the-token' });
    expect(await currentToken()).toBe('the-token');
    expect(sdk.getToken).toHaveBeenCalledWith({ app: 'checked' }, false);
  });

  it('is null when the exchange fails', async () => {
    const { startAppCheck, currentToken } = await freshModule();
    startAppCheck(app, 'site-key');
    sdk.getToken.mockRejectedValue(new Error('appCheck/throttled'));
    expect(await currentToken()).toBeNull();
  });

  it('stops waiting after TOKEN_WAIT_MS for a token that never comes', async () => {
    const { startAppCheck, currentToken, TOKEN_WAIT_MS } = await freshModule();
    startAppCheck(app, 'site-key');
    sdk.getToken.mockReturnValue(new Promise(() => undefined));
    vi.useFakeTimers();
    let settled = false;
    const token = currentToken().finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(TOKEN_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await token).toBeNull();
  });
});

// App Check's gate with the verifier stubbed (the emulator suite never enforces it, and a real
// token needs reCAPTCHA Enterprise): real HTTP requests through the middleware and errorHandler.
import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@xmates/domain';
import { appCheckEnforced } from '../config';
import { serveDuringTests } from '../testing/serve';
import { APP_CHECK_HEADER, requireAppCheck } from './app-check';
import { errorHandler } from './errors';

let enforced = false;
const verify = vi.fn<(token: string) => Promise<unknown>>();

const app = express();
app.get(
  '/costly',
  requireAppCheck({ enforced: () => enforced, verify: (token) => verify(token) }),
  (_req, res) => {
    res.json({ ok: true });
  },
);
// The production verifier (the Admin SDK), for tokens it refuses before fetching any key.
app.get('/costly-real', requireAppCheck({ enforced: () => true }), (_req, res) => {
  res.json({ ok: true });
});
app.use(errorHandler);

const server = serveDuringTests(app);

async function get(token?: string, path = '/costly') {
  const res = await fetch(`${server.url()}${path}`, {
    headers: token === undefined ? {} : { [APP_CHECK_HEADER]: token },
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** What the Admin SDK rejects a refused token with: a FirebaseAppCheckError's code. */
function appCheckError(code: string): Error {
  return Object.assign(new Error(code), { code: `app-check/${code}` });
}

const REFUSED = {
  status: 401,
  json: { error: API_MESSAGES.appCheckFailed, code: 'app-check-failed' },
};

beforeEach(() => {
  enforced = false;
  verify.mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('requireAppCheck', () => {
  it('passes every call at once while enforcement is off, without looking at the header', async () => {
    expect(await get()).toEqual({ status: 200, json: { ok: true } });
    expect(await get('not-a-token')).toEqual({ status: 200, json: { ok: true } });
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a call without the header (or with an empty one) with 401 app-check-failed', async () => {
    enforced = true;
    expect(await get()).toEqual(REFUSED);
    expect(await get('  ')).toEqual(REFUSED);
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a token App Check rejects (forged, expired) with 401', async () => {
    enforced = true;
    for (const code of ['invalid-argument', 'app-check-token-expired']) {
      verify.mockRejectedValueOnce(appCheckError(code));
      expect(await get('bad-token')).toEqual(REFUSED);
    }
    expect(verify.mock.calls).toEqual([['bad-token'], ['bad-token']]);
  });

  it('passes a call whose token App Check accepts', async () => {
    enforced = true;
    verify.mockResolvedValue({ appId: '1:123:web:abc' });
    expect(await get('good-token')).toEqual({ status: 200, json: { ok: true } });
    expect(verify).toHaveBeenCalledWith('good-token');
  });

  it("maps the Admin SDK's own refusals to 401 (malformed, wrong algorithm), offline", async () => {
    // A project id from the environment: the SDK then asks no metadata server for it.
    vi.stubEnv('GOOGLE_CLOUD_PROJECT', 'demo-xmates');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hs256 = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'app' })}.c2ln`;
    expect(await get('not-a-jwt', '/costly-real')).toEqual(REFUSED);
    expect(await get(hs256, '/costly-real')).toEqual(REFUSED);
  });

  it('answers any other verifier failure as a server error, not as a refused token', async () => {
    enforced = true;
    verify.mockRejectedValueOnce(appCheckError('invalid-credential'));
    expect(await get('good-token')).toEqual({
      status: 500,
      json: { error: API_MESSAGES.serverError, code: 'server-error' },
    });
    verify.mockRejectedValueOnce(new Error('something unexpected'));
    expect((await get('good-token')).status).toBe(500);
  });
});

describe('APP_CHECK_ENFORCE', () => {
  it('is off unless the parameter says true', () => {
    expect(appCheckEnforced()).toBe(false);
    vi.stubEnv('APP_CHECK_ENFORCE', 'false');
    expect(appCheckEnforced()).toBe(false);
    vi.stubEnv('APP_CHECK_ENFORCE', 'true');
    expect(appCheckEnforced()).toBe(true);
  });

  it('is never on in the Functions emulator, whatever the parameter says', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('APP_CHECK_ENFORCE', 'true');
    vi.resetModules();
    const emulated = await import('../config');
    expect(emulated.config.isEmulator).toBe(true);
    expect(emulated.appCheckEnforced()).toBe(false);
  });
});

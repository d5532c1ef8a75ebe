// The local test checkout cannot be reached in production: its routes are mounted only when
// the app runs on the Functions emulator (config.isEmulator, from FUNCTIONS_EMULATOR, which the
// deployed runtime never sets). This test runs outside the emulator, as production does.
import express from 'express';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { errorHandler, notFound } from '../middleware/errors';
import { verifyCaptcha } from '../services/hcaptcha';
import { serveDuringTests } from '../testing/serve';
import { donateRouter } from './donate';

const app = express();
app.use('/api/donate', donateRouter());
app.use(notFound);
app.use(errorHandler);
const server = serveDuringTests(app);

describe('outside the emulator (production)', () => {
  it('is not the emulator', () => {
    expect(config.isEmulator).toBe(false);
    expect(config.localSiteUrl).toBeNull();
  });

  it.each([
    ['GET', '/api/donate/local-checkout/cs_test_local_1'],
    ['POST', '/api/donate/local-checkout/cs_test_local_1/complete'],
    ['POST', '/api/donate/local-checkout/cs_test_local_1/cancel'],
  ])('answers %s %s with 404', async (method, path) => {
    const res = await fetch(`${server.url()}${path}`, {
      method,
      headers: { authorization: 'Bearer x' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not-found' });
  });

  it('does not take the test captcha token without asking hCaptcha', async () => {
    // No secret and no network here: verification must fail, not pass.
    await expect(
      verifyCaptcha('10000000-aaaa-bbbb-cccc-000000000001', undefined),
    ).rejects.toThrow();
  });
});

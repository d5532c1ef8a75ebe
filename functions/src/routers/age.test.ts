// The local test verification cannot be reached in production: its routes are mounted only
// when the app runs on the Functions emulator (config.isEmulator, from FUNCTIONS_EMULATOR,
// which the deployed runtime never sets). This test runs outside the emulator, as production
// does, against the app as production builds it.
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { config } from '../config';
import { serveDuringTests } from '../testing/serve';

const server = serveDuringTests(createApp());

describe('outside the emulator (production)', () => {
  it('is not the emulator', () => {
    expect(config.isEmulator).toBe(false);
  });

  it.each([
    ['GET', '/api/age/local-verification/vs_local_1'],
    ['POST', '/api/age/local-verification/vs_local_1/complete'],
    ['POST', '/api/age/local-verification/vs_local_1/cancel'],
  ])('answers %s %s with 404', async (method, path) => {
    const res = await fetch(`${server.url()}${path}`, {
      method,
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ dateOfBirth: '2000-01-01' }) : undefined,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not-found' });
  });
});

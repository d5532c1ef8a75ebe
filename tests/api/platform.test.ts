// The API shell: health, unknown paths, and the bad-input rules (4xx with a clear message and
// no write) for malformed JSON, oversize bodies, non-JSON bodies, unknown fields, wrong types.
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@xmates/domain';
import { api } from '../support/api';
import { newVerifiedMember, type Account } from '../support/auth';
import { storedUser, sync } from './helpers';

describe('API shell', () => {
  it('GET /api/health answers {ok:true}', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/api/auth/sync'],
      ['PUT', '/api/users/me'],
    ] as const) {
      const res = await api(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: API_MESSAGES.notFound, code: 'not-found' });
    }
  });

  it('marks answers as not cacheable', async () => {
    const res = await api('GET', '/api/health');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('bad input on POST /api/auth/sync (never synced member: any write would show)', () => {
  let member: Account;
  beforeAll(async () => {
    member = await newVerifiedMember('badinput');
  });

  it('refuses malformed JSON with 400 and writes nothing', async () => {
    // With Content-Type application/json the Cloud Functions runtime's own body parser refuses
    // the body before the app runs (its answer is a 400 page, not our JSON).
    const res = await api('POST', '/api/auth/sync', { token: member.idToken, rawBody: '{"a":' });
    expect(res.status).toBe(400);
    // Other JSON media types reach the app, which answers with its own JSON error.
    const ours = await api('POST', '/api/auth/sync', {
      token: member.idToken,
      rawBody: '{"a":',
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(ours.status).toBe(400);
    expect(ours.body).toEqual({ error: API_MESSAGES.malformedJson, code: 'invalid-json' });
    expect(await storedUser(member.uid)).toBeUndefined();
  });

  it('refuses an oversize body with 413 and writes nothing', async () => {
    const body = { padding: 'x'.repeat(200 * 1024) };
    const res = await api('POST', '/api/auth/sync', { token: member.idToken, body });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: API_MESSAGES.bodyTooLarge, code: 'payload-too-large' });
    expect(await storedUser(member.uid)).toBeUndefined();
  });

  it('refuses unknown fields with 400 naming the field, and writes nothing', async () => {
    const res = await api('POST', '/api/auth/sync', {
      token: member.idToken,
      body: { role: 'admin', isAdmin: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Unknown fields: role, isAdmin',
      code: 'invalid-input',
      field: 'role',
    });
    expect(await storedUser(member.uid)).toBeUndefined();
  });

  it('refuses a body that is not an object with 400', async () => {
    const res = await api('POST', '/api/auth/sync', { token: member.idToken, body: ['x'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'The request body must be a JSON object.',
      code: 'invalid-input',
    });
    expect(await storedUser(member.uid)).toBeUndefined();
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await api('POST', '/api/auth/sync', {
      token: member.idToken,
      rawBody: 'role=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'Send the request body as JSON (Content-Type: application/json).',
      code: 'unsupported-media-type',
    });
    expect(await storedUser(member.uid)).toBeUndefined();
  });

  it('still syncs afterwards with an empty body', async () => {
    const res = await sync(member.idToken);
    expect(res.status).toBe(200);
    expect(await storedUser(member.uid)).toBeDefined();
  });
});

describe('wrong types on the login-metrics calls', () => {
  it('answers 400 with the field and type, and writes nothing', async () => {
    const member = await newVerifiedMember('types');
    expect((await sync(member.idToken)).status).toBe(200);
    const before = await storedUser(member.uid);

    const cases = [
      [
        '/api/users/login-metrics/ping',
        { stamp: { when: 1 } },
        'stamp must be a string or a number.',
        'stamp',
      ],
      ['/api/users/login-metrics/ping', { stamp: 'x', extra: 1 }, 'Unknown field: extra', 'extra'],
      ['/api/users/login-metrics/mark-shown', { count: '3' }, 'count must be a number.', 'count'],
      ['/api/users/login-metrics/mark-shown', {}, 'count is required.', 'count'],
    ] as const;
    for (const [path, body, error, field] of cases) {
      const res = await api('POST', path, { token: member.idToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error, code: 'invalid-input', field });
    }
    expect(await storedUser(member.uid)).toEqual(before);
  });
});

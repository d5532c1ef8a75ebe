// POST /api/users/login-metrics/ping and /mark-shown (the nudge is switched off by the spec).
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { storedUser, sync } from './helpers';

describe('login metrics', () => {
  it('ping stores the stamp and returns the login count with the nudge off', async () => {
    const member = await newVerifiedMember('ping');
    await sync(member.idToken);
    const stamp = 'Tue, 02 Sep 2025 10:00:00 GMT';
    const res = await api('POST', '/api/users/login-metrics/ping', {
      token: member.idToken,
      body: { stamp },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 1, showNudge: false });
    expect(await storedUser(member.uid)).toMatchObject({ loginStamp: stamp, loginCount: 1 });

    const numeric = await api('POST', '/api/users/login-metrics/ping', {
      token: member.idToken,
      body: { stamp: 1_756_800_000_000 },
    });
    expect(numeric.body).toEqual({ count: 1, showNudge: false });
  });

  it('mark-shown stores the count and answers {ok:true}', async () => {
    const member = await newVerifiedMember('shown');
    await sync(member.idToken);
    const res = await api('POST', '/api/users/login-metrics/mark-shown', {
      token: member.idToken,
      body: { count: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await storedUser(member.uid)).toMatchObject({ nudgeShownCount: 3 });
  });

  it('answers 404 and creates nothing for a member who never synced', async () => {
    const member = await newVerifiedMember('unsynced');
    for (const [path, body] of [
      ['/api/users/login-metrics/ping', { stamp: 'x' }],
      ['/api/users/login-metrics/mark-shown', { count: 1 }],
    ] as const) {
      const res = await api('POST', path, { token: member.idToken, body });
      expect(res.status, path).toBe(404);
    }
    expect(await storedUser(member.uid)).toBeUndefined();
  });
});

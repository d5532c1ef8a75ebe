// The budgets (functions/src/config.ts, rateLimits) of the write routes and of the reads that
// cost more than a page: per member and per client address, answered 429 {error, code} with
// Retry-After, nothing written by a refused call. Routes share budgets, so spending one budget
// on one route and then calling every route of that budget proves each is limited without
// thousands of calls. That no write route lacks a limit, and which reads have one, is checked
// from the app's router tree (functions/src/routers/write-limits.test.ts, public-reads.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@xmates/domain';
import { adminDb, existsAt } from '../support/admin';
import { api, newAddress, ownMinute, type ApiResponse } from '../support/api';
import { newAdmin, newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';
import { establishedMember, submissionBody, submissionCount, syncedMember } from './link-helpers';
import { fixtureProduct, removeFixtures, storedProduct } from './product-fixtures';

afterAll(removeFixtures);

/** Who calls; `minute`, ownMinute()'s headers for the tests of a minute's budget. */
interface Who {
  token?: string;
  ip: string;
  minute?: Record<string, string>;
}

function call(method: string, path: string, who: Who, body?: unknown) {
  return api(method, path, {
    token: who.token,
    headers: { 'x-forwarded-for': who.ip, ...who.minute },
    ...(body === undefined ? {} : { body }),
  });
}

/** n calls one after another (a window counts them in order). */
async function times(n: number, send: () => Promise<ApiResponse>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) statuses.push((await send()).status);
  return statuses;
}

function expectRefused(res: ApiResponse, maxSeconds: number, what: string) {
  expect(res.status, what).toBe(429);
  expect(res.body, what).toEqual({ error: API_MESSAGES.tooManyRequests, code: 'rate-limited' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter, what).toBeGreaterThanOrEqual(1);
  expect(retryAfter, what).toBeLessThanOrEqual(maxSeconds);
}

const reactionExists = (uid: string, productId: string) => existsAt(paths.reaction(uid, productId));

const commentsOn = async (productId: string) =>
  (await adminDb.collection(paths.comments(productId)).get()).size;

describe('the action budget (20 per member in 10 s)', () => {
  it('refuses every card action, report and notification write once spent, writing nothing', async () => {
    const member = await newVerifiedMember('budget-actions');
    const who = { token: member.idToken, ip: newAddress() };
    const id = await fixtureProduct();
    const spent = await times(20, () => call('POST', '/api/products/no-such-product/like', who));
    expect(spent).toEqual(Array(20).fill(404));

    const routes: [string, string, unknown][] = [
      ['POST', `/api/products/${id}/like`, {}],
      ['POST', `/api/products/${id}/dislike`, {}],
      ['POST', `/api/products/${id}/favorite`, {}],
      ['POST', `/api/products/${id}/rate`, { value: 4 }],
      ['POST', `/api/products/${id}/report-link`, { reason: 'Gone' }],
      ['POST', `/api/products/${id}/comments/c1/report`, {}],
      ['POST', `/api/products/${id}/comments/c1/replies/r1/report`, {}],
      ['PATCH', '/api/notifications/read', { ids: ['n1'] }],
      ['PATCH', '/api/notifications/read-all', {}],
      ['PUT', '/api/notifications/settings', { likes: false }],
      ['POST', `/api/products/${id}/comments`, { text: 'Refused.' }],
      ['POST', '/api/notifications/dm/reply', { threadId: 't1', toUserId: 'u1', text: 'Hi' }],
    ];
    for (const [method, path, body] of routes) {
      expectRefused(await call(method, path, who, body), 10, `${method} ${path}`);
    }
    expect(await reactionExists(member.uid, id)).toBe(false);
    expect(await storedProduct(id)).toMatchObject({
      likesCount: 0,
      dislikesCount: 0,
      favoritesCount: 0,
    });
    const reports = paths.linkReports(id);
    expect((await adminDb.collection(reports).get()).size).toBe(0);
    expect(await commentsOn(id)).toBe(0);

    // Per member: another member at the same address is not held back.
    const other = await newVerifiedMember('budget-other');
    const liked = await call('POST', `/api/products/${id}/like`, { ...who, token: other.idToken });
    expect(liked.status).toBe(200);
  });
});

describe('the comment budget (10 per member a minute, on top of the action budget)', () => {
  it('refuses comments, replies and direct messages once a member spent it', async () => {
    const member = await newVerifiedMember('budget-comments');
    const who = { token: member.idToken, ip: newAddress() };
    const spent = await times(10, () =>
      call('POST', '/api/products/no-such-product/comments', who, { text: 'Hello' }),
    );
    expect(spent).toEqual(Array(10).fill(404));
    const id = await fixtureProduct();
    for (const [path, body] of [
      [`/api/products/${id}/comments`, { text: 'One more.' }],
      [`/api/products/${id}/comments/c1/replies`, { text: 'One more.' }],
      ['/api/notifications/dm/reply', { threadId: 't1', toUserId: 'u1', text: 'Hi' }],
    ] as const) {
      expectRefused(await call('POST', path, who, body), 60, path);
    }
    // Reports are actions, not comments: still within the action budget.
    expect((await call('POST', `/api/products/${id}/report-link`, who, {})).status).toBe(200);
    expect(await commentsOn(id)).toBe(0);
  });
});

describe('the display-name budget (30 per member a minute)', () => {
  it('refuses checks and claims once spent', async () => {
    const member = await syncedMember('budget-names');
    const who = { token: member.idToken, ip: newAddress() };
    const spent = await times(30, () =>
      call('GET', '/api/users/displayname/check?name=Someone', who),
    );
    expect(spent).toEqual(Array(30).fill(200));
    expectRefused(await call('GET', '/api/users/displayname/check?name=Other', who), 60, 'check');
    const claim = await call('POST', '/api/users/displayname/claim', who, { name: 'Budget Name' });
    expectRefused(claim, 60, 'claim');
    const user = await adminDb.doc(paths.user(member.uid)).get();
    expect(user.get('displayName')).toBeNull();
  });
});

describe('the account budget (60 per member a minute)', () => {
  it('refuses sync, login metrics, avatar and welcome messages once spent', async () => {
    const member = await syncedMember('budget-account');
    const who = { token: member.idToken, ip: newAddress() };
    // The sign-in's sync was the first call of the window.
    const spent = await times(59, () =>
      call('POST', '/api/users/login-metrics/mark-shown', who, { count: 1 }),
    );
    expect(spent).toEqual(Array(59).fill(200));
    for (const [path, body] of [
      ['/api/auth/sync', {}],
      ['/api/users/login-metrics/ping', {}],
      ['/api/users/avatar', { avatarUrl: '/api/media/x.webp', avatarPublicId: 'x' }],
      ['/api/notifications/dm/welcome-self', {}],
    ] as const) {
      expectRefused(await call('POST', path, who, body), 60, path);
    }
  }, 60_000);
});

describe('submissions', () => {
  const submitFrom = (token: string, ip: string) =>
    call('POST', '/api/submit-link/newproduct', { token, ip }, submissionBody());

  it('gives an account younger than 72 hours 3 submissions a day', async () => {
    const ip = newAddress();
    const fresh = await syncedMember('budget-new');
    const spent = await times(3, () => submitFrom(fresh.idToken, ip));
    expect(spent).toEqual(Array(3).fill(201));
    const res = await submitFrom(fresh.idToken, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await submissionCount(fresh.uid)).toBe(3);
    // An established account is held to the hourly budget only.
    const older = await establishedMember('budget-older');
    expect(await times(4, () => submitFrom(older.idToken, ip))).toEqual(Array(4).fill(201));
  });
});

describe('uploads, checkout and contact', () => {
  it('refuses image uploads past 60 per member in 10 minutes', async () => {
    const member = await syncedMember('budget-uploads');
    const who = { token: member.idToken, ip: newAddress() };
    // Empty bodies: refused with 400 after the limit counted them, so no image work is done.
    const empty = () =>
      api('POST', '/api/uploads/images?purpose=avatar', {
        token: who.token,
        rawBody: '',
        headers: { 'x-forwarded-for': who.ip, 'content-type': 'image/jpeg' },
      });
    expect(await times(60, empty)).toEqual(Array(60).fill(400));
    expectRefused(await empty(), 600, 'upload');
  }, 60_000);

  it('refuses checkouts past 10 per member in 10 minutes', async () => {
    const member = await newVerifiedMember('budget-checkout');
    const who = { token: member.idToken, ip: newAddress() };
    const spent = await times(10, () => call('POST', '/api/donate/checkout', who, { amount: 1 }));
    expect(spent).toEqual(Array(10).fill(400));
    const res = await call('POST', '/api/donate/checkout', who, { amount: 1500 });
    expectRefused(res, 600, 'checkout');
    const orders = await adminDb
      .collection(paths.localCheckouts)
      .where('uid', '==', member.uid)
      .get();
    expect(orders.size).toBe(0);
  });

  it('holds back a member at an address whose budget others spent, not elsewhere', async () => {
    const ip = newAddress();
    const spent = await times(5, () => call('POST', '/api/contact', { ip }, { message: '' }));
    expect(spent).toEqual(Array(5).fill(400));
    const member = await newVerifiedMember('budget-address');
    const here = await call('POST', '/api/contact', { token: member.idToken, ip }, { message: '' });
    expectRefused(here, 600, 'contact at a spent address');
    const elsewhere = await call(
      'POST',
      '/api/contact',
      { token: member.idToken, ip: newAddress() },
      { message: '' },
    );
    expect(elsewhere.status).toBe(400);
  });

  it('keys the address Google appends, so rotating a forged left-most entry escapes nothing', async () => {
    // The emulator has no front end: the right-most entry stands for the one Google appends
    // (config.trustedProxyHops), everything left of it is what the client wrote.
    const ip = newAddress();
    const forged = (i: number) => ({ ip: `198.51.100.${i}, 2001:db8::bad:${i}, ${ip}` });
    let rotation = 0;
    const rotated = () => call('POST', '/api/contact', forged((rotation += 1)), { message: '' });
    expect(await times(5, rotated)).toEqual(Array(5).fill(400));
    expectRefused(await rotated(), 600, 'rotated');
    expectRefused(await call('POST', '/api/contact', { ip }, { message: '' }), 600, 'plain');
  });

  it('never spends a victim’s budget for an address written as the left-most entry', async () => {
    const victim = newAddress();
    const attacker = newAddress();
    const spent = await times(6, () =>
      call('POST', '/api/contact', { ip: `${victim}, ${attacker}` }, { message: '' }),
    );
    expect(spent.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(spent[5]).toBe(429);
    expect((await call('POST', '/api/contact', { ip: victim }, { message: '' })).status).toBe(400);
  });

  it('counts a signed-in sender of contact messages across addresses', async () => {
    const member = await newVerifiedMember('budget-contact');
    const spent = await times(5, () =>
      call('POST', '/api/contact', { token: member.idToken, ip: newAddress() }, { message: '' }),
    );
    expect(spent).toEqual(Array(5).fill(400));
    const res = await call(
      'POST',
      '/api/contact',
      { token: member.idToken, ip: newAddress() },
      { message: '' },
    );
    expectRefused(res, 600, 'contact');
  });
});

// Each test counts in a minute of its own (ownMinute): an address's windows are aligned on the
// clock, and a budget spent across two of them would fill neither.
describe('the read budgets (per address, a minute)', () => {
  it('refuses feed pages past 30 from one address; a member behind it counts on their own', async () => {
    const minute = ownMinute();
    const ip = newAddress();
    const spent = await times(30, () => call('GET', '/api/products?limit=1', { ip, minute }));
    expect(spent).toEqual(Array(30).fill(200));
    expectRefused(await call('GET', '/api/products?page=2', { ip, minute }), 60, 'feed');
    // A member's reads count in their own window, never the address's: a client that forges
    // a member's address cannot lock them out.
    const admin = await newAdmin('budget-feed');
    const asAdmin = { ip, minute, token: admin.idToken };
    expect((await call('GET', '/api/products', asAdmin)).status).toBe(200);
    const elsewhere = { ip: newAddress(), minute };
    expect((await call('GET', '/api/products?limit=1', elsewhere)).status).toBe(200);
  }, 120_000);

  it('refuses a member’s feed pages past 20 a minute, from any address', async () => {
    const minute = ownMinute();
    const member = await newVerifiedMember('budget-feed-member');
    const fromAnywhere = () => ({ token: member.idToken, ip: newAddress(), minute });
    const spent = await times(20, () => call('GET', '/api/products?limit=1', fromAnywhere()));
    expect(spent).toEqual(Array(20).fill(200));
    expectRefused(await call('GET', '/api/products', fromAnywhere()), 60, 'member');
  }, 120_000);

  it('refuses categories and tags past 120 from one address, the tag picker past 60 apart', async () => {
    const who = { ip: newAddress(), minute: ownMinute() };
    const spent = await times(120, () => call('GET', '/api/cat/tags', who));
    expect(spent).toEqual(Array(120).fill(200));
    for (const path of ['/api/cat/categories', '/api/cat/tags']) {
      expectRefused(await call('GET', path, who), 60, path);
    }
    const picker = await times(60, () => call('GET', '/api/cat/searchtags', who));
    expect(picker).toEqual(Array(60).fill(200));
    expectRefused(await call('GET', '/api/cat/searchtags', who), 60, 'searchtags');
  }, 180_000);

  it('refuses notification pages past 120 from one address', async () => {
    const member = await newVerifiedMember('budget-notices');
    const who = { token: member.idToken, ip: newAddress(), minute: ownMinute() };
    const spent = await times(120, () => call('GET', '/api/notifications?limit=1', who));
    expect(spent).toEqual(Array(120).fill(200));
    expectRefused(await call('GET', '/api/notifications?page=3', who), 60, 'notifications');
  }, 120_000);
});

// Link Verification (admin): who may call what, the paginated queue with risk and duplicate
// hints, approve and reject with their 409s, the lookup and link-check helpers.
import { describe, expect, it } from 'vitest';
import { MESSAGES, SUBMIT_MESSAGES, notificationId, type PendingLinksPage } from '@xmates/domain';
import { adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import {
  jpeg,
  storedSubmission,
  storedSubmissionDoc,
  submit,
  syncedAdmin,
  syncedMember,
  upload,
  youtube,
} from './link-helpers';

const { admin, member } = accountsBeforeAll({
  admin: () => syncedAdmin('links-admin'),
  member: () => syncedMember('links-member'),
});

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/pending-links'],
  ['GET', '/api/admin/pending-links?status=approved&page=2'],
  ['POST', '/api/admin/pending-links/demo-sub-01/approve'],
  ['POST', '/api/admin/pending-links/demo-sub-01/reject'],
  ['POST', '/api/admin/pending-links/demo-sub-approved-1/create-product', { title: 'x' }],
  ['GET', '/api/admin/products/lookup-by-link?link=https://vimeo.com/1'],
  ['GET', '/api/admin/link-check?link=https://vimeo.com/1'],
];

describe('admin link routes: permissions', () => {
  for (const [method, path, body] of ADMIN_ROUTES) {
    it(`${method} ${path}: 401 without a token, 403 for a member`, async () => {
      const anonymous = await api(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ error: MESSAGES.signInRequired, code: 'unauthenticated' });
      const asMember = await api(method, path, { token: member.idToken, body });
      expect(asMember.status).toBe(403);
      expect(asMember.body).toEqual({ error: 'Admins only.', code: 'forbidden' });
    });
  }

  it('leaves the seeded submissions untouched by refused calls', async () => {
    expect((await storedSubmissionDoc('demo-sub-01'))?.status).toBe('pending');
    expect((await storedSubmissionDoc('demo-sub-approved-1'))?.status).toBe('approved');
  });

  it('POST /api/uploads/images?purpose=product: 401 without a token, 403 for a member', async () => {
    const bytes = await jpeg(400, 300);
    expect((await upload(null, bytes)).status).toBe(401);
    const res = await upload(member.idToken, bytes);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Admins only.', code: 'forbidden' });
  });
});

describe('GET /api/admin/pending-links', () => {
  it('answers pages of 20, newest first, with risk and duplicate hints', async () => {
    const risky = await submit(member.idToken, { link: 'http://bit.ly/3xYzAbc' });
    expect(risky.status).toBe(201);
    const res = await api<PendingLinksPage>('GET', '/api/admin/pending-links', {
      token: admin.idToken,
    });
    expect(res.status).toBe(200);
    const total = await countOf(
      adminDb.collection(paths.submissions).where('status', '==', 'pending'),
    );
    expect(res.body).toMatchObject({ page: 1, total, pages: Math.ceil(total / 20) });
    expect(res.body.links).toEqual(res.body.items);
    expect(res.body.items.length).toBe(Math.min(20, total));
    const times = res.body.items.map((i) => Date.parse(String(i.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.items.every((i) => i.status === 'pending')).toBe(true);
    const item = res.body.items.find((i) => i._id === risky.body.submission._id);
    expect(item).toMatchObject({
      link: 'http://bit.ly/3xYzAbc',
      images: [],
      risk: { level: 'warn', flags: [{ code: 'not_https' }, { code: 'shortener' }] },
      duplicate: { exists: false, existing: null },
      submittedBy: { email: member.email },
    });
  });

  it('answers the last page for a page past the end, and 400 for bad parameters', async () => {
    const last = await api<PendingLinksPage>('GET', '/api/admin/pending-links?page=999', {
      token: admin.idToken,
    });
    expect(last.status).toBe(200);
    expect(last.body.page).toBe(last.body.pages);
    for (const query of ['status=completed', 'page=0', 'page=abc', 'sort=x']) {
      const res = await api('GET', `/api/admin/pending-links?${query}`, { token: admin.idToken });
      expect(res.status, query).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('lists approved links with the duplicate hint of the seeded product they match', async () => {
    const res = await api<PendingLinksPage>('GET', '/api/admin/pending-links?status=approved', {
      token: admin.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.every((i) => i.status === 'approved')).toBe(true);
    const seeded = res.body.items.find((i) => i._id === 'demo-sub-approved-1');
    expect(seeded?.duplicate).toMatchObject({ exists: true, existing: { id: expect.any(String) } });
  });
});

describe('approve and reject', () => {
  const call = (id: string, action: string) =>
    api('POST', `/api/admin/pending-links/${id}/${action}`, { token: admin.idToken });

  it('approves a pending link (pending → approved) once', async () => {
    const id = await storedSubmission('pending', member);
    const res = await call(id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Link approved.',
      submission: { _id: id, status: 'approved' },
    });
    const stored = await storedSubmissionDoc(id);
    expect(stored).toMatchObject({ status: 'approved', reviewedAt: expect.anything() });
    // The submitter reads this document: it never names the reviewing admin.
    expect(JSON.stringify(stored)).not.toContain(admin.uid);
    const again = await call(id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'Only pending links can be approved; this link is approved.',
      code: 'wrong-state',
    });
  });

  it('rejects a pending link (pending → rejected), which leaves the pending list', async () => {
    const id = await storedSubmission('pending', member);
    const res = await call(id, 'reject');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Link rejected.',
      submission: { status: 'rejected' },
    });
    expect((await storedSubmissionDoc(id))?.status).toBe('rejected');
    expect((await call(id, 'reject')).status).toBe(409);
  });

  it('records which listed product a rejected link duplicates, and tells the member', async () => {
    const listed = await adminDb.doc(paths.watchLink('demo-p003')).get();
    const title = String((await adminDb.doc(paths.product('demo-p003')).get()).get('title'));
    const id = await storedSubmission('pending', member, String(listed.get('link')));
    const res = await call(id, 'reject');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      submission: { status: 'rejected', duplicateOf: { id: 'demo-p003', title } },
    });
    expect((await storedSubmissionDoc(id))?.duplicateOf).toEqual({ id: 'demo-p003', title });
    const notice = adminDb.doc(paths.notification(member.uid, notificationId('duplicate', id)));
    await expect.poll(async () => (await notice.get()).get('type')).toBe('DUPLICATE');
    // A rejected link no product uses is a plain rejection.
    const plain = await storedSubmission('pending', member);
    expect((await call(plain, 'reject')).body).toMatchObject({
      submission: { status: 'rejected', duplicateOf: null },
    });
  });

  for (const status of ['approved', 'completed', 'rejected'] as const) {
    it(`refuses to approve or reject a ${status} link with 409 and changes nothing`, async () => {
      const id = await storedSubmission(status, member);
      for (const action of ['approve', 'reject']) {
        const res = await call(id, action);
        expect(res.status).toBe(409);
        expect(res.body.error).toContain(`this link is ${status}`);
      }
      expect((await storedSubmissionDoc(id))?.status).toBe(status);
    });
  }

  it('answers 404 for an unknown submission, reserved and overlong ids included', async () => {
    for (const id of [
      'no-such-submission',
      'bad%20id',
      '__proto__',
      '__name__',
      'x'.repeat(1600),
    ]) {
      const res = await call(id, 'approve');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'This submitted link no longer exists.',
        code: 'not-found',
      });
    }
  });
});

describe('duplicate and risk checks', () => {
  async function seededProduct() {
    const [product, watchLink] = await Promise.all([
      adminDb.doc(paths.product('demo-p001')).get(),
      adminDb.doc(paths.watchLink('demo-p001')).get(),
    ]);
    return {
      id: product.id,
      title: String(product.get('title')),
      link: String(watchLink.get('link')),
    };
  }

  it('lookup-by-link finds an approved product by any trivial variant of its link', async () => {
    const product = await seededProduct();
    const variants = [
      product.link,
      product.link.replace('https://', 'http://'),
      `${product.link}${product.link.includes('?') ? '&' : '?'}utm_source=newsletter`,
      `${product.link}#t=10`,
    ];
    for (const link of variants) {
      const res = await api(
        'GET',
        `/api/admin/products/lookup-by-link?link=${encodeURIComponent(link)}`,
        { token: admin.idToken },
      );
      expect(res.status, link).toBe(200);
      expect(res.body, link).toEqual({
        exists: true,
        existing: { id: product.id, title: product.title, slug: expect.any(String) },
      });
    }
  });

  it('lookup-by-link answers exists false for a new link and 400 for a non-URL', async () => {
    const fresh = await api(
      'GET',
      `/api/admin/products/lookup-by-link?link=${encodeURIComponent(youtube())}`,
      { token: admin.idToken },
    );
    expect(fresh.body).toEqual({ exists: false, existing: null });
    const bad = await api('GET', '/api/admin/products/lookup-by-link?link=nope', {
      token: admin.idToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: SUBMIT_MESSAGES.invalidUrl,
      code: 'invalid-input',
      field: 'link',
    });
  });

  it('link-check answers the risk check and the duplicate check together', async () => {
    const product = await seededProduct();
    const res = await api('GET', `/api/admin/link-check?link=${encodeURIComponent(product.link)}`, {
      token: admin.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      risk: { level: 'ok', flags: [] },
      duplicate: { exists: true, existing: { id: product.id } },
    });
    const risky = await api(
      'GET',
      `/api/admin/link-check?link=${encodeURIComponent('javascript:alert(1)')}`,
      { token: admin.idToken },
    );
    expect(risky.body).toMatchObject({
      risk: { level: 'danger', flags: [{ code: 'dangerous_scheme' }] },
      duplicate: { exists: false, existing: null },
    });
    const empty = await api('GET', '/api/admin/link-check', { token: admin.idToken });
    expect(empty.body).toMatchObject({ risk: { level: 'danger', flags: [{ code: 'empty' }] } });
  });

  it('does not count a member who is not an admin as one, even with a stored role', async () => {
    const pretender = await newVerifiedMember('pretender');
    await adminDb
      .doc(paths.user(pretender.uid))
      .set(docs.user(pretender.uid, { email: pretender.email, role: 'admin', isAdmin: true }));
    const res = await api('GET', '/api/admin/pending-links', { token: pretender.idToken });
    expect(res.status).toBe(403);
  });
});

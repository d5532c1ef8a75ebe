// POST /api/submit-link/newproduct and GET /api/submit-link/my-submissions: every rule of the
// submit form on the server with the spec's messages, no write on bad input, the stored risk
// check and canonical link, the per-member limit.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  MESSAGES,
  SUBMIT_MESSAGES,
  type DuplicateLinkAnswer,
  type MySubmissionsAnswer,
  type ProductDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, signIn, type Account } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { PASSWORD, importAccount } from './helpers';
import {
  CATEGORY,
  establishedMember,
  storedSubmissionDoc,
  submit,
  submissionBody,
  submissionCount,
  syncedMember,
  youtube,
} from './link-helpers';

describe('POST /api/submit-link/newproduct', () => {
  let member: Account;
  beforeAll(async () => {
    member = await establishedMember('submit');
  });

  it('needs a signed-in member', async () => {
    const res = await api('POST', '/api/submit-link/newproduct', { body: submissionBody() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.signInRequired, code: 'unauthenticated' });
  });

  it('stores a valid submission as pending, with its risk check and canonical link', async () => {
    const res = await submit(member.idToken, {
      link: '  http://youtu.be/Qm3vL8xTz0B?si=share  ',
      tags: [' Classic ', 'classic', 'Remastered', '  '],
      title: '  Reel one  ',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Submitted for review! Admin will verify your link.');
    const { submission } = res.body;
    expect(submission).toMatchObject({
      link: 'http://youtu.be/Qm3vL8xTz0B?si=share',
      category: CATEGORY,
      suggestedCategory: null,
      tags: ['Classic', 'Remastered'],
      title: 'Reel one',
      status: 'pending',
      submittedBy: { email: member.email, displayName: null },
    });
    expect(Date.parse(String(submission.createdAt))).toBeGreaterThan(Date.now() - 60_000);
    const stored = await storedSubmissionDoc(submission._id);
    expect(stored).toMatchObject({
      status: 'pending',
      linkKey: 'youtube.com/watch?v=Qm3vL8xTz0B',
      risk: { level: 'warn', flags: [{ code: 'not_https' }] },
      submittedBy: { uid: member.uid, email: member.email },
    });
  });

  it('stores a suggested category (empty category plus a suggestedCategory string)', async () => {
    const res = await submit(member.idToken, { category: '', suggestedCategory: ' Silent Films ' });
    expect(res.status).toBe(201);
    expect(res.body.submission).toMatchObject({
      category: null,
      suggestedCategory: 'Silent Films',
    });
  });

  it('stores the category as the catalogue spells it', async () => {
    const res = await submit(member.idToken, { category: 'vintage' });
    expect(res.status).toBe(201);
    expect(res.body.submission.category).toBe('Vintage');
  });

  it('keeps tags trimmed, unique ignoring case, cut to 128 and at most 12', async () => {
    const tags = ['x'.repeat(200), ...Array.from({ length: 14 }, (_, i) => `Tag ${i}`), 'TAG 0'];
    const res = await submit(member.idToken, { tags });
    expect(res.status).toBe(201);
    expect(res.body.submission.tags).toEqual([
      'x'.repeat(128),
      ...Array.from({ length: 11 }, (_, i) => `Tag ${i}`),
    ]);
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    ['no link', { link: '' }, SUBMIT_MESSAGES.invalidUrl, 'link'],
    [
      'a link without scheme',
      { link: 'www.youtube.com/watch?v=x' },
      SUBMIT_MESSAGES.invalidUrl,
      'link',
    ],
    ['an ftp link', { link: 'ftp://example.com/video' }, SUBMIT_MESSAGES.invalidUrl, 'link'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, SUBMIT_MESSAGES.invalidUrl, 'link'],
    ['a link that is not a string', { link: 42 }, SUBMIT_MESSAGES.invalidUrl, 'link'],
    [
      'a link over 2048 characters',
      { link: `https://example.com/${'a'.repeat(2029)}` },
      SUBMIT_MESSAGES.invalidUrl,
      'link',
    ],
    [
      'no category and no suggestion',
      { category: '', suggestedCategory: null },
      'Please select or suggest a category.',
      'category',
    ],
    [
      'an empty suggestion',
      { category: null, suggestedCategory: '   ' },
      'Please type a suggested category.',
      'suggestedCategory',
    ],
    [
      'a suggestion over 64 characters',
      { category: null, suggestedCategory: 'x'.repeat(65) },
      'Suggested category is too long (max 64 chars).',
      'suggestedCategory',
    ],
    [
      'an unknown category',
      { category: 'No Such Category' },
      SUBMIT_MESSAGES.unknownCategory,
      'category',
    ],
    ['no tags', { tags: [] }, 'Please select at least one tag.', 'tags'],
    ['blank tags only', { tags: ['  ', ''] }, 'Please select at least one tag.', 'tags'],
    [
      'a title over 120 characters',
      { title: 'x'.repeat(121) },
      SUBMIT_MESSAGES.titleTooLong,
      'title',
    ],
    [
      'a description over 2048 characters',
      { description: 'x'.repeat(2049) },
      SUBMIT_MESSAGES.descriptionTooLong,
      'description',
    ],
    ['tags that are not strings', { tags: [1, 2] }, 'tags.0 must be a string.', 'tags'],
    ['an unknown field', { status: 'approved' }, 'Unknown field: status', 'status'],
  ];
  for (const [what, overrides, message, field] of refused) {
    it(`refuses ${what} with 400 and writes nothing`, async () => {
      const fresh = await syncedMember('refused');
      const res = await submit(fresh.idToken, overrides);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, code: 'invalid-input', field });
      expect(await submissionCount(fresh.uid)).toBe(0);
    });
  }

  it('accepts the limits exactly', async () => {
    const res = await submit(member.idToken, {
      link: `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`,
      title: 'x'.repeat(120),
      description: 'y'.repeat(2048),
      category: null,
      suggestedCategory: 'z'.repeat(64),
    });
    expect(res.status).toBe(201);
    expect(res.body.submission.link).toHaveLength(2048);
  });

  it('asks a member who never synced to sign in again', async () => {
    const fresh = await newVerifiedMember('unsynced');
    const res = await submit(fresh.idToken);
    expect(res.status).toBe(404);
    expect(await submissionCount(fresh.uid)).toBe(0);
  });

  it('refuses an unverified account past its 24-hour window', async () => {
    const old = await importAccount({ ageMs: 25 * 3_600_000, emailVerified: false });
    const token = (await signIn(old.email, PASSWORD)).idToken;
    // Sync would refuse this account; its users document is arranged directly.
    await adminDb.doc(paths.user(old.uid)).set(
      docs.user(old.uid, {
        email: old.email,
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      }),
    );
    const res = await submit(token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.unverifiedExpired, code: 'account-expired' });
    expect(await submissionCount(old.uid)).toBe(0);
  });

  it('allows an established member 10 submissions per hour, then answers 429', async () => {
    const busy = await establishedMember('busy');
    for (let i = 0; i < 10; i += 1) expect((await submit(busy.idToken)).status).toBe(201);
    const res = await submit(busy.idToken);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: API_MESSAGES.tooManyRequests, code: 'rate-limited' });
    expect(await submissionCount(busy.uid)).toBe(10);
  });
});

describe('a link already on xmates', () => {
  let member: Account;
  let listed: { link: string; slug: string; title: string };
  beforeAll(async () => {
    member = await establishedMember('submit-listed');
    const product = (await adminDb.doc(paths.product('demo-p001')).get()).data() as ProductDoc;
    const link = (await adminDb.doc(paths.watchLink('demo-p001')).get()).data() as WatchLinkDoc;
    listed = { link: link.link, slug: product.slug, title: product.title };
  });

  it('is named by GET /api/submit-link/duplicate before sending, in any of its forms', async () => {
    const check = (link: string, token?: string) =>
      api<DuplicateLinkAnswer>(
        'GET',
        `/api/submit-link/duplicate?${new URLSearchParams({ link }).toString()}`,
        { token },
      );
    expect((await check(listed.link)).status).toBe(401);
    const same = await check(`  ${listed.link.replace(/^https:/, 'http:')}  `, member.idToken);
    expect(same.status).toBe(200);
    expect(same.body).toEqual({ existing: { slug: listed.slug, title: listed.title } });
    for (const other of [youtube(), 'not a link', '']) {
      expect((await check(other, member.idToken)).body, other).toEqual({ existing: null });
    }
  });

  it('is refused with 409 duplicate, the listed product, and nothing stored or counted', async () => {
    const before = await submissionCount(member.uid);
    const res = await submit(member.idToken, { link: listed.link });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: SUBMIT_MESSAGES.alreadyListed(listed.title),
      code: 'duplicate',
      field: 'link',
      duplicateOf: { slug: listed.slug, title: listed.title },
    });
    expect(await submissionCount(member.uid)).toBe(before);
  });
});

describe('GET /api/submit-link/my-submissions', () => {
  it('needs a signed-in member', async () => {
    expect((await api('GET', '/api/submit-link/my-submissions')).status).toBe(401);
  });

  it('lists only the caller’s submissions, newest first, in the spec’s shape', async () => {
    const mine = await syncedMember('mine');
    const other = await syncedMember('other');
    await submit(other.idToken);
    const first = await submit(mine.idToken, { title: 'First' });
    const second = await submit(mine.idToken, {
      title: 'Second',
      category: '',
      suggestedCategory: 'New',
    });
    const res = await api<MySubmissionsAnswer>('GET', '/api/submit-link/my-submissions', {
      token: mine.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.submissions.map((s) => s._id)).toEqual([
      second.body.submission._id,
      first.body.submission._id,
    ]);
    const [latest] = res.body.submissions;
    expect(Object.keys(latest ?? {}).sort()).toEqual(
      [
        '_id',
        'id',
        'title',
        'link',
        'category',
        'suggestedCategory',
        'tags',
        'description',
        'status',
        'createdAt',
        'submittedBy',
        'productId',
        'duplicateOf',
      ].sort(),
    );
    expect(latest).toMatchObject({
      title: 'Second',
      category: null,
      suggestedCategory: 'New',
      status: 'pending',
      submittedBy: { displayName: null, email: mine.email },
      productId: null,
    });
  });
});

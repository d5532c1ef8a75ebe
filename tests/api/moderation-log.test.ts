// The moderation log: admins only, newest first, 20 a page by cursor with the total, and an
// entry for each link-verification action (the moderation suites check their own actions).
import { describe, expect, it } from 'vitest';
import { type ModerationLogPage } from '@xmates/domain';
import { adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { storedSubmission, syncedAdmin, syncedMember } from './link-helpers';
import { logEntriesFor } from './moderation-helpers';

const { admin, member } = accountsBeforeAll({
  admin: () => syncedAdmin('log-admin'),
  member: () => syncedMember('log-member'),
});

const page = (after?: string | null) =>
  api<ModerationLogPage>('GET', `/api/admin/moderation-log${after ? `?after=${after}` : ''}`, {
    token: admin.idToken,
  });

describe('link verification is logged', () => {
  it('records approve and reject with who, what, when and the submission', async () => {
    const approved = await storedSubmission('pending', member);
    const rejected = await storedSubmission('pending', member);
    const started = Date.now();
    const call = (id: string, action: string) =>
      api('POST', `/api/admin/pending-links/${id}/${action}`, { token: admin.idToken });
    expect((await call(approved, 'approve')).status).toBe(200);
    expect((await call(rejected, 'reject')).status).toBe(200);
    const [entry] = await logEntriesFor(approved);
    expect(entry).toMatchObject({
      action: 'link.approve',
      actor: { uid: admin.uid, email: admin.email },
      target: { kind: 'submission', id: approved, label: 'Fixture submission' },
      note: null,
    });
    expect(entry?.at.toMillis()).toBeGreaterThanOrEqual(started - 1000);
    expect((await logEntriesFor(rejected))[0]?.action).toBe('link.reject');

    // A refused action (already reviewed) records nothing.
    expect((await call(approved, 'approve')).status).toBe(409);
    expect(await logEntriesFor(approved)).toHaveLength(1);

    const newest = await page();
    expect(newest.body.entries[0]).toMatchObject({
      action: 'link.reject',
      target: { id: rejected },
      at: expect.any(String),
    });
  });
});

describe('GET /api/admin/moderation-log', () => {
  it('pages the whole log newest first, 20 a page, by cursor', async () => {
    // Enough entries for at least two pages.
    for (let i = 0; i < 11; i += 1) {
      const name = `log-${Date.now().toString(36)}-${i}`;
      await api('POST', '/api/admin/tags', { token: admin.idToken, body: { name } });
      await api('DELETE', `/api/admin/tags/${name}`, { token: admin.idToken });
    }
    const total = await countOf(adminDb.collection(paths.moderationLog));
    const seen: string[] = [];
    const times: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await page(after);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total, pages: Math.ceil(total / 20) });
      expect(res.body.entries.length).toBeLessThanOrEqual(20);
      seen.push(...res.body.entries.map((e) => e._id));
      times.push(...res.body.entries.map((e) => Date.parse(e.at)));
      after = res.body.nextCursor;
      pages += 1;
    } while (after && pages < 1000);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages).toBe(Math.ceil(total / 20));
  });

  it('refuses a malformed cursor and unknown parameters with 400', async () => {
    for (const query of ['?after=nonsense', '?page=2']) {
      const res = await api('GET', `/api/admin/moderation-log${query}`, { token: admin.idToken });
      expect(res.status, query).toBe(400);
    }
  });
});

// Link health (issue 26 item 1): the checker driven against a local HTTP server started here.
// "Check now" runs in the Functions emulator, the only place loopback links may be checked;
// the scheduled job runs in this process (the emulator fires no schedules) with a checker that
// allows loopback. Verdicts alive, dead (404, 410) and unknown (500, 403, too many redirects,
// timeouts, refused addresses); two dead verdicts 24 hours apart file the link checker's
// report in Reported Broken Links, once per streak.
import { afterAll, describe, expect, it } from 'vitest';
import {
  LINK_CHECKER_UID,
  LINK_HEALTH_MESSAGES,
  type FlaggedProductsPage,
  type LinkCheckNowAnswer,
  type LinkReportDecisionAnswer,
} from '@xmates/domain';
import { runLinkChecks } from '@xmates/functions/jobs/link-health';
import { checkLink } from '@xmates/functions/services/link-fetch';
import { serveLinksDuringTests } from '@xmates/functions/testing/link-server';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedAdmin, syncedMember } from './link-helpers';
import { fixtureProduct, removeFixtures, storedProduct } from './product-fixtures';

const { admin, member } = accountsBeforeAll({
  admin: () => syncedAdmin('health-admin'),
  member: () => syncedMember('health-member'),
});

const DAY = 24 * 60 * 60 * 1000;
const server = serveLinksDuringTests();
const seen = server.seen;
afterAll(removeFixtures);

/** A listed product whose outgoing link is `path` on the local server. */
async function productLinkingTo(path: string, options: { approved?: boolean } = {}) {
  const id = await fixtureProduct(options);
  await adminDb
    .doc(paths.watchLink(id))
    .set(docs.watchLink(`${server.origin()}${path}`, options.approved));
  return id;
}

const checkNow = (id: string, token = admin.idToken) =>
  api<LinkCheckNowAnswer>('POST', `/api/admin/${id}/check-link`, { token });

const storedCheck = (id: string) => storedAt(paths.linkCheck(id));

const flaggedEntry = async (id: string) => {
  const res = await api<FlaggedProductsPage>('GET', '/api/admin/flagged', {
    token: admin.idToken,
  });
  return res.body.products.find((p) => p.id === id);
};

describe('POST /api/admin/{id}/check-link (Check now, on the emulator)', () => {
  const cases = [
    ['/ok', 'alive', 200, '200 OK'],
    ['/?status=404', 'dead', 404, '404 Not Found'],
    ['/?status=410', 'dead', 410, '410 Gone'],
    ['/?status=500', 'unknown', 500, '500 Internal Server Error'],
    ['/?status=403', 'unknown', 403, '403 Forbidden'],
    ['/no-head', 'alive', 200, '200 OK'],
    ['/redirect?hops=3', 'alive', 200, '200 OK'],
    ['/redirect?hops=4', 'unknown', 302, 'more than 3 redirects'],
  ] as const;
  for (const [path, verdict, status, reason] of cases) {
    it(`calls ${path} ${verdict} and records it`, async () => {
      const id = await productLinkingTo(path);
      const res = await checkNow(id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: LINK_HEALTH_MESSAGES.checked(verdict, reason),
        check: {
          verdict,
          status,
          reason,
          checkedAt: expect.any(String),
          // A first dead verdict starts a streak.
          deadSince: verdict === 'dead' ? res.body.check.checkedAt : null,
        },
        reported: false,
      });
      expect(await storedCheck(id)).toMatchObject({
        link: `${server.origin()}${path}`,
        verdict,
        status,
        reason,
        reported: false,
      });
    });
  }

  it('asks with HEAD first, then GET when HEAD is refused, naming the site', async () => {
    const id = await productLinkingTo('/no-head');
    seen.length = 0;
    await checkNow(id);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['HEAD /no-head', 'GET /no-head']);
    expect(seen[0]?.agent).toMatch(/^xmates-link-checker\/1\.0 \(\+https?:\/\/[^ ]+\/about\)$/);
  });

  it('refuses a redirect to a private, mapped or numeric address, even on the emulator', async () => {
    for (const target of ['http://10.0.0.1/', 'http://[::ffff:10.0.0.1]/', 'http://167772161/']) {
      const id = await productLinkingTo(`/to?target=${encodeURIComponent(target)}`);
      seen.length = 0;
      const res = await checkNow(id);
      expect(res.body.check).toMatchObject({ verdict: 'unknown', status: null });
      expect(res.body.check.reason).toMatch(/^address not public: (10\.0\.0\.1|::ffff:a00:1)$/);
      expect(seen).toHaveLength(1);
    }
  });

  it('files the link checker report at the second dead verdict 24 hours after the first, once', async () => {
    const id = await productLinkingTo('/?status=404');
    const first = new Date(Date.now() - DAY - 60_000);
    await adminDb.doc(paths.linkCheck(id)).set(
      docs.linkCheck(`${server.origin()}/?status=404`, {
        lastCheckedAt: first,
        verdict: 'dead',
        status: 404,
        reason: '404 Not Found',
        deadSince: first,
      }),
    );
    const res = await checkNow(id);
    expect(res.body).toMatchObject({
      reported: true,
      check: { verdict: 'dead', deadSince: first.toISOString() },
    });
    expect(await storedProduct(id)).toMatchObject({ flagged: true, brokenReportsCount: 1 });
    const entry = await flaggedEntry(id);
    expect(entry?.reporters).toEqual([
      {
        uid: LINK_CHECKER_UID,
        displayName: LINK_HEALTH_MESSAGES.reporterName,
        reason: `Dead since ${first.toISOString().slice(0, 10)}: 404 Not Found`,
        reportedAt: expect.any(String),
      },
    ]);
    expect(entry?.lastCheck).toMatchObject({ verdict: 'dead', status: 404 });

    // The same streak is never reported again, not even after the admin rejected the report.
    expect((await checkNow(id)).body.reported).toBe(false);
    expect(await storedProduct(id)).toMatchObject({ brokenReportsCount: 1 });
    const rejected = await api<LinkReportDecisionAnswer>(
      'POST',
      `/api/admin/${id}/reject-broken-link`,
      {
        token: admin.idToken,
      },
    );
    expect(rejected.status).toBe(200);
    expect((await checkNow(id)).body.reported).toBe(false);
    expect(await storedProduct(id)).toMatchObject({ flagged: false, brokenReportsCount: 0 });

    // An alive verdict ends the streak.
    await adminDb.doc(paths.watchLink(id)).set(docs.watchLink(`${server.origin()}/ok`));
    expect((await checkNow(id)).body.check.verdict).toBe('alive');
    expect(await storedCheck(id)).toMatchObject({ deadSince: null, reported: false });
  });

  it('does not report two dead verdicts less than 24 hours apart', async () => {
    const id = await productLinkingTo('/?status=410');
    const first = new Date(Date.now() - DAY + 60 * 60_000);
    await adminDb
      .doc(paths.linkCheck(id))
      .set(docs.linkCheck(`${server.origin()}/?status=410`, { verdict: 'dead', deadSince: first }));
    expect((await checkNow(id)).body).toMatchObject({ reported: false });
    expect(await storedProduct(id)).not.toHaveProperty('flagged');
  });

  it('refuses members (403) and unknown or removed products (404), writing nothing', async () => {
    const id = await productLinkingTo('/ok');
    const refused = await checkNow(id, member.idToken);
    expect(refused.status).toBe(403);
    const removed = await productLinkingTo('/ok', { approved: false });
    for (const target of ['no-such-product', removed]) {
      expect((await checkNow(target)).status).toBe(404);
    }
    for (const target of [id, removed]) expect(await storedCheck(target)).toBeUndefined();
  });
});

describe('runLinkChecks (the 15-minute job, run here)', () => {
  /** The real checker on this test's server (loopback allowed, a short timeout); others wait. */
  const checker = (link: string) =>
    link.startsWith(server.origin())
      ? checkLink(link, {
          userAgent: 'xmates-link-checker/1.0 (+http://test/about)',
          timeoutMs: 500,
          maxRedirects: 3,
          allowLoopback: true,
        })
      : Promise.resolve({ verdict: 'unknown' as const, status: null, reason: 'not this test' });

  it('meets every listed product, checks the never-checked first, then the least recently checked', async () => {
    // Every listed product gets a record and a check (the seed's links answer "not this test").
    const first = await runLinkChecks({
      checker,
      discoverPerRun: 100_000,
      perRun: 100_000,
      concurrency: 20,
    });
    expect(first.failed).toBe(0);
    const listed = await adminDb
      .collection(paths.watchLinks)
      .where('approved', '==', true)
      .count()
      .get();
    expect(first.checked).toBeGreaterThanOrEqual(listed.data().count);

    const [older, old, fresh] = [
      await productLinkingTo('/?status=404'),
      await productLinkingTo('/ok'),
      await productLinkingTo('/slow?ms=2000'),
    ];
    await adminDb.doc(paths.linkCheck(older)).set(
      docs.linkCheck(`${server.origin()}/?status=404`, {
        lastCheckedAt: new Date(Date.UTC(2001, 0, 1)),
      }),
    );
    await adminDb
      .doc(paths.linkCheck(old))
      .set(
        docs.linkCheck(`${server.origin()}/ok`, { lastCheckedAt: new Date(Date.UTC(2001, 0, 2)) }),
      );
    // `fresh` has no record: the sweep meets it, and a never-checked link goes first.
    const run = await runLinkChecks({ checker, discoverPerRun: 100_000, perRun: 2 });
    expect(run).toMatchObject({ discovered: 1, checked: 2, dead: 1, unknown: 1, reported: 0 });
    expect(await storedCheck(fresh)).toMatchObject({
      verdict: 'unknown',
      reason: 'timeout after 0.5 s',
    });
    expect(await storedCheck(older)).toMatchObject({ verdict: 'dead', status: 404 });
    expect(await storedCheck(old)).toMatchObject({ verdict: null });
  });

  it('drops the record of a product that is no longer listed', async () => {
    const id = await productLinkingTo('/ok', { approved: false });
    await adminDb
      .doc(paths.linkCheck(id))
      .set(
        docs.linkCheck(`${server.origin()}/ok`, { lastCheckedAt: new Date(Date.UTC(2000, 0, 1)) }),
      );
    const run = await runLinkChecks({ checker, perRun: 1 });
    expect(run).toMatchObject({ unlisted: 1, checked: 0 });
    expect(await storedCheck(id)).toBeUndefined();
  });
});

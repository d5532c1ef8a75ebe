// Link health (issues 26 and 37): the checker driven against a local HTTP server started here.
// "Check now" and the queue's tasks run in the Functions emulator, the only place loopback links
// may be checked; the 15-minute job that queues the tasks runs in this process (the emulator
// fires no schedules) and the Cloud Tasks emulator dispatches them. Verdicts alive, dead (404,
// 410) and unknown (500, 403, too many redirects, timeouts, refused addresses); two dead
// verdicts 24 hours apart file the link checker's report in Reported Broken Links, once per
// streak; one host never sees more than its ceiling of checks at once.
import { afterAll, describe, expect, it } from 'vitest';
import {
  LINK_CHECKER_UID,
  LINK_HEALTH_MESSAGES,
  LINK_HEALTH_STATES,
  gapMs,
  linkCheckTaskId,
  type FlaggedProductsPage,
  type LinkCheckNowAnswer,
  type LinkCheckTask,
  type LinkHealthPage,
  type LinkReportDecisionAnswer,
} from '@xmates/domain';
import { config } from '@xmates/functions/config';
import { queueLinkChecks } from '@xmates/functions/jobs/link-health';
import { closestArrivals, mostInFlight } from '@xmates/functions/testing/in-flight';
import { serveLinksDuringTests } from '@xmates/functions/testing/link-server';
import { adminDb, countOf, storedAt } from '../support/admin';
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
const { seen, times } = server;
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

describe('queueLinkChecks (the 15-minute job, run here) and checkLinkTask (on the emulator)', () => {
  const OLD = new Date(Date.UTC(2001, 0, 1));
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  /** A listed product linking to `path`, last checked at `at` (due long ago by default). */
  async function dueProduct(path: string, at: Date = OLD) {
    const id = await productLinkingTo(path);
    await adminDb
      .doc(paths.linkCheck(id))
      .set(docs.linkCheck(`${server.origin()}${path}`, { lastCheckedAt: at }));
    return id;
  }

  /**
   * Every other link is made not due (checked now, "not this test"), so the runs below queue
   * this file's links only and the emulator's queue checks nothing outside the local server.
   */
  async function onlyTheseDue() {
    const all = await adminDb.collection(paths.linkChecks).get();
    const batch = adminDb.batch();
    for (const record of all.docs) {
      batch.set(
        record.ref,
        docs.linkCheck(String(record.get('link')), {
          lastCheckedAt: new Date(),
          verdict: 'unknown',
          reason: 'not this test',
        }),
      );
    }
    await batch.commit();
  }

  it('meets every listed product and queues the due links: never checked, then the least recently checked', async () => {
    const older = await dueProduct('/?status=404', OLD);
    const old = await dueProduct('/ok', new Date(Date.UTC(2001, 0, 2)));
    const recent = await dueProduct('/ok', minutesAgo(5));
    // `fresh` has no record: the sweep meets it, and a never-checked link goes first.
    const fresh = await productLinkingTo('/?status=500');
    const sent: LinkCheckTask[] = [];
    const send = (task: LinkCheckTask) => {
      sent.push(task);
      return Promise.resolve('queued' as const);
    };
    const run = await queueLinkChecks({
      send,
      discoverPerRun: 100_000,
      enqueuePerRun: 100_000,
      scanPerRun: 100_000,
    });
    expect(run.discovered).toBeGreaterThanOrEqual(1);
    expect(run).toMatchObject({ failed: 0, duplicate: 0, queued: sent.length });
    const listed = await countOf(
      adminDb.collection(paths.watchLinks).where('approved', '==', true),
    );
    expect(await countOf(adminDb.collection(paths.linkChecks))).toBeGreaterThanOrEqual(listed);

    const order = sent.map((t) => t.productId);
    expect(order.indexOf(fresh)).toBeLessThan(order.indexOf(older));
    expect(order.indexOf(older)).toBeLessThan(order.indexOf(old));
    // Checked 5 minutes ago: not due for config.linkHealth.recheckAfterMs.
    expect(order).not.toContain(recent);
    const task = sent.find((t) => t.productId === old);
    expect(task).toMatchObject({ due: Date.UTC(2001, 0, 2), copy: 0, deferrals: 0 });
    expect(task && linkCheckTaskId(task)).toBe(`${old}-${Date.UTC(2001, 0, 2)}`);
    // One host's slots are a gap apart (its interval and start window), starting now.
    const local = sent.filter((t) => [fresh, older, old].includes(t.productId));
    const slots = local.map((t) => t.slotAt).sort((a, b) => a - b);
    for (let i = 1; i < slots.length; i++) {
      expect((slots[i] ?? 0) - (slots[i - 1] ?? 0)).toBe(gapMs(config.linkHealth.perHost));
    }
  });

  it('lets a task delete the record of a product that is no longer listed', async () => {
    await onlyTheseDue();
    const id = await productLinkingTo('/ok', { approved: false });
    await adminDb
      .doc(paths.linkCheck(id))
      .set(docs.linkCheck(`${server.origin()}/ok`, { lastCheckedAt: OLD }));
    const run = await queueLinkChecks({ discoverPerRun: 0 });
    expect(run).toMatchObject({ due: 1, queued: 1, failed: 0 });
    // The task finds the product unlisted and deletes its record.
    await expect.poll(() => storedCheck(id), { timeout: 20_000 }).toBeUndefined();
  });

  it('checks each queued link once on the emulator’s queue and records it', async () => {
    await onlyTheseDue();
    const dead = await dueProduct('/?status=404&for=queue');
    const alive = await dueProduct('/ok?for=queue');
    const unknown = await dueProduct('/?status=500&for=queue');
    seen.length = 0;
    const run = await queueLinkChecks({ discoverPerRun: 0 });
    expect(run).toMatchObject({ due: 3, queued: 3, duplicate: 0, hostFull: 0, failed: 0 });
    // At once again: each link is either queued already (the same id) or checked since.
    const again = await queueLinkChecks({ discoverPerRun: 0 });
    expect(again).toMatchObject({ queued: 0, failed: 0 });

    const poll = { timeout: 30_000 };
    await expect
      .poll(() => storedCheck(dead), poll)
      .toMatchObject({ verdict: 'dead', status: 404, reason: '404 Not Found', severity: 0 });
    await expect
      .poll(() => storedCheck(alive), poll)
      .toMatchObject({ verdict: 'alive', status: 200, severity: 4 });
    await expect
      .poll(() => storedCheck(unknown), poll)
      .toMatchObject({ verdict: 'unknown', status: 500, severity: 2 });
    const heads = seen.filter((s) => s.method === 'HEAD').map((s) => s.url);
    expect(heads.sort()).toEqual([
      '/?status=404&for=queue',
      '/?status=500&for=queue',
      '/ok?for=queue',
    ]);
    expect(seen[0]?.agent).toMatch(/^xmates-link-checker\/1\.0 /);
  });

  it('never has more than the host’s ceiling of checks in flight, nor two starts within its interval', async () => {
    await onlyTheseDue();
    const { concurrent, intervalMs } = config.linkHealth.perHost;
    // Each answer takes 4 s: one start every 1.25 s would have 4 in flight without the ceiling.
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => dueProduct(`/slow?ms=4000&n=${i}`)),
    );
    times.length = 0;
    const run = await queueLinkChecks({ discoverPerRun: 0 });
    expect(run).toMatchObject({ queued: 8, hostFull: 0, failed: 0 });
    for (const id of ids) {
      await expect
        .poll(() => storedCheck(id), { timeout: 90_000, interval: 500 })
        .toMatchObject({ verdict: 'alive' });
    }
    const checks = times.filter((t) => t.url.startsWith('/slow'));
    expect(checks).toHaveLength(8);
    expect(mostInFlight(checks)).toBe(concurrent);
    // The gate spaces the starts; each request reaches the server a few ms after its start.
    expect(closestArrivals(checks)).toBeGreaterThan(intervalMs - 50);
    const gate = await storedAt(paths.linkHost('127.0.0.1'));
    expect(gate?.leases).toEqual({});
  }, 120_000);
});

describe('GET /api/admin/link-health (the Link health tab)', () => {
  const list = (after: string | null = null, token = admin.idToken) =>
    api<LinkHealthPage>(
      'GET',
      `/api/admin/link-health${after ? `?after=${encodeURIComponent(after)}` : ''}`,
      { token },
    );

  /** Every page, following nextCursor. */
  async function everyPage() {
    const pages: LinkHealthPage[] = [];
    let after: string | null = null;
    do {
      const res = await list(after);
      expect(res.status).toBe(200);
      pages.push(res.body);
      after = res.body.nextCursor;
    } while (after && pages.length < 100);
    return pages;
  }

  it('lists every link the worst first, 20 a page by cursor, with the count of each state', async () => {
    const at = new Date(Date.now() - 60_000);
    const record = (path: string, fields: Parameters<typeof docs.linkCheck>[1]) =>
      docs.linkCheck(`${server.origin()}${path}`, { lastCheckedAt: at, ...fields });
    const cases = [
      ['/ok', record('/ok', { verdict: 'alive', status: 200, reason: '200 OK' })],
      ['/ok', docs.linkCheck(`${server.origin()}/ok`)],
      ['/?status=500', record('/?status=500', { verdict: 'unknown', status: 500, reason: '500' })],
      [
        '/slow',
        record('/slow', { verdict: 'unknown', status: null, reason: 'timeout after 10 s' }),
      ],
      [
        '/?status=410',
        record('/?status=410', { verdict: 'dead', status: 410, reason: '410 Gone', deadSince: at }),
      ],
    ] as const;
    const ids: string[] = [];
    for (const [path, check] of cases) {
      const id = await productLinkingTo(path);
      await adminDb.doc(paths.linkCheck(id)).set(check);
      ids.push(id);
    }
    const [alive, unchecked, unknown, unreachable, dead] = ids;
    const gone = await productLinkingTo('/ok', { approved: false });
    await adminDb.doc(paths.linkCheck(gone)).set(record('/ok', { verdict: 'dead', status: 404 }));

    const pages = await everyPage();
    const rows = pages.flatMap((p) => p.links);
    const first = pages[0];
    expect(first?.total).toBe(rows.length);
    expect(first?.pages).toBe(Math.max(1, Math.ceil(rows.length / 20)));
    expect(Object.values(first?.counts ?? {}).reduce((a, b) => a + b, 0)).toBe(rows.length);
    expect(pages.slice(0, -1).every((p) => p.links.length === 20)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(new Set(rows.map((r) => r.productId)).size).toBe(rows.length);

    // The worst first: each row's state at least as bad as the next one's.
    const rank = rows.map((r) => LINK_HEALTH_STATES.indexOf(r.state));
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    const positions = [dead, unreachable, unknown, unchecked, alive].map((id) =>
      rows.findIndex((r) => r.productId === id),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    expect(rows.find((r) => r.productId === dead)).toEqual({
      productId: dead,
      product: { title: `Fixture ${dead}`, slug: dead },
      link: `${server.origin()}/?status=410`,
      state: 'dead',
      lastCheck: {
        verdict: 'dead',
        status: 410,
        reason: '410 Gone',
        checkedAt: at.toISOString(),
        deadSince: at.toISOString(),
      },
    });
    expect(rows.find((r) => r.productId === unreachable)?.state).toBe('unreachable');
    expect(rows.find((r) => r.productId === unchecked)).toMatchObject({
      state: 'unchecked',
      lastCheck: null,
    });
    // A product no longer listed keeps its row until its link's next check deletes it.
    expect(rows.find((r) => r.productId === gone)).toMatchObject({ product: null, state: 'dead' });
  });

  it('refuses a cursor it did not give (400) and members (403)', async () => {
    const bad = await list('not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid-input', field: 'after' });
    expect((await list(null, member.idToken)).status).toBe(403);
  });
});

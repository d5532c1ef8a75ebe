/**
 * Notification fan-out benchmark: one product owner receives likes from N different members
 * (default 500) through POST /api/products/{id}/like, at most 10 calls at a time, and the
 * notifyOnLike trigger writes one LIKE notice per liker. It measures
 *   - how long until every notice exists (from the first like sent), the likes' API latency,
 *     and how far the last notice trailed the last like's answer;
 *   - the trigger's reads and writes per event, by running its handler in this process on
 *     events of each kind (a new like, the same like again, the owner's own like).
 * Run: npm run with-emulators -- npx tsx scripts/bench/notifications.ts [--likes N]
 * The Functions emulator runs triggers one worker per event on this machine; production runs
 * them in parallel instances, so the emulator's time is an upper bound for the fan-out.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, newProductDoc, newProductOwnerDoc } from '@xmates/domain';
import { notifyLike } from '@xmates/functions/triggers/reactions';
import { adminDb } from '@xmates/tests/admin';
import { signUp, uniqueEmail } from '@xmates/tests/auth';
import { XMATES_URL } from '@xmates/tests/env';

const likesArg = process.argv.indexOf('--likes');
const LIKES = likesArg > 0 ? Number(process.argv[likesArg + 1]) : 500;
const CONCURRENCY = 10;
const TIME_LIMIT_MS = 15 * 60_000;

/** Runs `task` over `items`, `limit` at a time, in order of start. */
async function pooled<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const stamp = Date.now().toString(36);
  const owner = await signUp(uniqueEmail('bench-owner'));
  const productId = `bench-notif-${stamp}`;
  const product = {
    slug: productId,
    title: `Notification benchmark ${stamp}`,
    description: 'Liked by the notification benchmark.',
    categories: ['Benchmark'],
    tags: ['bench'],
    images: [],
    isAdultsOnly: false,
    owner: { uid: owner.localId, displayName: 'Bench owner', badges: [] },
    createdAt: Timestamp.now(),
  };
  await adminDb.collection(COLLECTIONS.products).doc(productId).set(newProductDoc(product));
  await adminDb
    .collection(COLLECTIONS.productOwners)
    .doc(productId)
    .set(newProductOwnerDoc(product) ?? {});

  console.log(`Creating ${LIKES} members...`);
  const likers = await pooled(
    Array.from({ length: LIKES }, (_, i) => i),
    25,
    () => signUp(uniqueEmail('bench-liker')),
  );

  const notices = adminDb
    .collection(COLLECTIONS.users)
    .doc(owner.localId)
    .collection(COLLECTIONS.notifications)
    .where('type', '==', 'LIKE');
  const count = async () => (await notices.count().get()).data().count;

  console.log(`Sending ${LIKES} likes, ${CONCURRENCY} at a time...`);
  const started = performance.now();
  const latencies = await pooled(likers, CONCURRENCY, async (liker) => {
    const sent = performance.now();
    const res = await fetch(`${XMATES_URL}/api/products/${productId}/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${liker.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`like: ${res.status} ${await res.text()}`);
    return performance.now() - sent;
  });
  const likesDone = performance.now();

  let seen = await count();
  while (seen < LIKES) {
    if (performance.now() - started > TIME_LIMIT_MS) {
      throw new Error(`only ${seen} of ${LIKES} notices after ${seconds(TIME_LIMIT_MS)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
    seen = await count();
  }
  const allThere = performance.now();

  // The trigger's cost per event, from its own handler run here on each kind of event.
  const liker = likers[0];
  if (!liker) throw new Error('no likers');
  const before = { liked: false };
  const after = { liked: true, likedAt: Timestamp.now() };
  const fresh = await signUp(uniqueEmail('bench-probe'));
  const costs = {
    'a new like (delivered)': await notifyLike(fresh.localId, productId, before, after),
    'the same like again (redelivery or toggle)': await notifyLike(
      liker.localId,
      productId,
      before,
      after,
    ),
    "the owner's own like": await notifyLike(owner.localId, productId, before, after),
    'any other reaction change': await notifyLike(liker.localId, productId, after, after),
  };

  console.log(`\nLIKE notices for one owner from ${LIKES} members (emulator, this machine)`);
  console.log(`  all ${LIKES} notices written after   ${seconds(allThere - started)}`);
  console.log(`  likes answered after            ${seconds(likesDone - started)}`);
  console.log(`  last notice trailed by          ${seconds(allThere - likesDone)}`);
  console.log(
    `  like latency                    median ${percentile(latencies, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `  notices per second              ${(LIKES / ((allThere - started) / 1000)).toFixed(1)}`,
  );
  console.log('\nnotifyOnLike, per event:');
  for (const [event, report] of Object.entries(costs)) {
    console.log(
      `  ${event.padEnd(44)} ${report.outcome.padEnd(15)} reads ${report.reads}, writes ${report.writes}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

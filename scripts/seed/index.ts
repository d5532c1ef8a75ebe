/**
 * Seeds the empty emulators with the demo data set (npm start and with-emulators run it):
 *   FIRESTORE_EMULATOR_HOST=… FIREBASE_AUTH_EMULATOR_HOST=… GCLOUD_PROJECT=demo-xmates \
 *     npx tsx scripts/seed/index.ts
 * Idempotent: meta/seed is written last, and once it exists the script does nothing.
 */
import { COLLECTIONS, LIMITS } from '@xmates/domain';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DEMO_ACCOUNTS,
  accountDocs,
  createAuthAccounts,
  earnedBadges,
  type OwnerStats,
} from './accounts';
import { buildProduct } from './catalogue';
import { CATEGORIES, TAGS } from './data';
import { adminServices, requireEmulators, setBackgroundTriggers } from './env';
import { ensureImages } from './images';
import { linkKeyOf, productClaimDocs } from './links';
import { planSeedProducts, type PlannedProduct } from './products';
import { submissionDocs } from './submissions';
import { taxonomyDocs } from './taxonomy';
import { writeDocs } from './write';

/** Bump when the data set changes shape, so a stale emulator export is easy to recognise. */
const SEED_VERSION = 2;

function badgesByOwner(products: readonly PlannedProduct[]): Map<string, string[]> {
  const stats = new Map<string, OwnerStats>();
  for (const { input } of products) {
    const uid = input.owner?.uid;
    if (!uid) continue;
    const s = stats.get(uid) ?? { submissions: 0, likes: 0, favorites: 0, bestSingle: 0 };
    s.submissions += 1;
    s.likes += input.counts.likes;
    s.favorites += input.counts.favorites;
    s.bestSingle = Math.max(s.bestSingle, input.counts.likes, input.counts.favorites);
    stats.set(uid, s);
  }
  const none: OwnerStats = { submissions: 0, likes: 0, favorites: 0, bestSingle: 0 };
  return new Map(
    DEMO_ACCOUNTS.map((a) => [a.uid, earnedBadges(stats.get(a.uid) ?? none, a.extraBadges)]),
  );
}

/** Properties the demo promises (the SPA's special cases need them); fail loudly if lost. */
function checkPlan(products: readonly PlannedProduct[], badges: Map<string, string[]>): void {
  const problems: string[] = [];
  const tagNames = new Set(TAGS);
  for (const c of CATEGORIES) {
    for (const t of c.affinity)
      if (!tagNames.has(t)) problems.push(`affinity tag ${t} not in TAGS`);
  }
  if (products.length < 64) problems.push(`only ${products.length} products`);
  if (new Set(products.map((p) => p.input.slug)).size !== products.length)
    problems.push('slugs repeat');
  const keys = new Set(products.map((p) => linkKeyOf(p.input.link)));
  if (keys.size !== products.length) problems.push('links repeat');
  if (![...badges.values()].some((b) => b.length > LIMITS.cardMaxBadgeIcons)) {
    problems.push(`no member has more than ${LIMITS.cardMaxBadgeIcons} badges ('+N' case)`);
  }
  if (problems.length > 0) throw new Error(`seed plan broken:\n  ${problems.join('\n  ')}`);
}

async function main(): Promise<void> {
  const projectId = requireEmulators();
  const { db, auth } = adminServices(projectId);
  const started = Date.now();
  if ((await db.doc(`${COLLECTIONS.meta}/seed`).get()).exists) {
    console.log('seed: already seeded');
    return;
  }

  const nowMs = Date.now();
  const products = planSeedProducts(nowMs);
  const badges = badgesByOwner(products);
  checkPlan(products, badges);

  // Images are files, accounts live in Auth: both run while Firestore is being written.
  const images = ensureImages(products.flatMap((p) => p.imageJobs));
  const accounts = createAuthAccounts(auth);
  const docs = [
    ...taxonomyDocs(),
    ...accountDocs(nowMs, badges),
    ...products.flatMap((p) => buildProduct(p.input, badges.get(p.input.owner?.uid ?? '') ?? [])),
    ...products.flatMap((p) => productClaimDocs(p.input)),
    ...submissionDocs(nowMs, products),
  ];
  await setBackgroundTriggers(false);
  const written = await writeDocs(db, docs).finally(() => setBackgroundTriggers(true));
  const firestoreMs = Date.now() - started;
  const [imageReport] = await Promise.all([images, accounts]);
  await db
    .doc(`${COLLECTIONS.meta}/seed`)
    .set({ seededAt: Timestamp.now(), version: SEED_VERSION });

  const byCollection = new Map<string, number>();
  for (const d of docs) {
    const name = d.path.split('/')[0] ?? '';
    byCollection.set(name, (byCollection.get(name) ?? 0) + 1);
  }
  console.log(
    `seed: ${written} documents (${[...byCollection].map(([k, v]) => `${k} ${v}`).join(', ')}) ` +
      `in ${firestoreMs} ms; ${DEMO_ACCOUNTS.length} accounts; images ${imageReport.generated} ` +
      `generated, ${imageReport.reused} reused in ${imageReport.ms} ms; ` +
      `total ${Date.now() - started} ms`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed: failed:', error);
    process.exit(1);
  },
);

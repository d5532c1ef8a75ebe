/**
 * buildProduct: a seeded product's documents (seed and benchmark alike), assembled by the
 * domain's newProductDoc and newProductOwnerDoc as the API does.
 *
 * Run directly, it is the benchmark catalogue generator:
 *   npm run catalogue -- --count 10000
 * writes products bench-00001..bench-N (deterministic; re-running overwrites the same ids).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  newProductDoc,
  newProductOwnerDoc,
  placeProductImages,
  trendDueAtMs,
  trendingSince,
} from '@xmates/domain';
import type { AgeAssuranceMode, ProductImage, ProductTrendDoc, WatchLinkDoc } from '@xmates/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { likeTimes } from './crowd';
import { adminServices, requireEmulators, siteAgeMode } from './env';
import { ensureImages } from './images';
import { linkKeyOf, productClaimDocs } from './links';
import { benchOwnerUids, benchProduct, planSeedProducts } from './products';
import { planSitemap } from './sitemap';
import { writeDocs, type SeedDoc } from './write';

export interface ProductInput {
  id: string;
  slug: string;
  title: string;
  description: string;
  link: string;
  /** Display names; the first is the primary category. */
  categories: readonly string[];
  tags: readonly string[];
  images: readonly ProductImage[];
  isAdultsOnly: boolean;
  owner: { uid: string; displayName: string } | null;
  counts: { likes: number; dislikes: number; favorites: number; comments: number };
  ratings: { count: number; sum: number };
  createdAtMs: number;
  /** When the likes of the last 7 days were given (a part of counts.likes). */
  likedThisWeekMs: readonly number[];
}

/**
 * The product, its members-only watch link and its server-only owner record, as the API's
 * create-product writes them; `ownerBadges` are the owner's profile badges (the card's copy).
 * Its trending fields are the trending refresh's count of its likes of the last 7 days (the
 * crowd's times, crowd.ts), and its trend is due when the oldest of them leaves the window.
 * In verified mode an adults-only product's images go to adultImages/{id}, none on the product.
 */
export function buildProduct(
  input: ProductInput,
  ownerBadges: readonly string[],
  mode: AgeAssuranceMode,
): SeedDoc[] {
  const nowMs = Date.now();
  const liked = likeTimes(input, nowMs);
  const counted = liked.filter((ms) => ms >= trendingSince(nowMs));
  const dueAtMs = trendDueAtMs(counted.length > 0 ? Math.min(...counted) : null);
  const product = {
    ...input,
    owner: input.owner ? { ...input.owner, badges: ownerBadges } : null,
    trendingLikes: counted.length,
    createdAt: Timestamp.fromMillis(input.createdAtMs),
  };
  const placed = placeProductImages(mode, { ...input, approved: true });
  const doc = { ...newProductDoc(product), images: placed.productImages };
  const owner = newProductOwnerDoc(product);
  const watchLink: WatchLinkDoc = {
    link: input.link,
    linkKey: linkKeyOf(input.link),
    approved: true,
  };
  return [
    { path: `${COLLECTIONS.products}/${input.id}`, data: doc },
    { path: `${COLLECTIONS.watchLinks}/${input.id}`, data: watchLink },
    ...(owner ? [{ path: `${COLLECTIONS.productOwners}/${input.id}`, data: owner }] : []),
    ...(dueAtMs === null
      ? []
      : [{ path: `${COLLECTIONS.productTrends}/${input.id}`, data: trendDoc(dueAtMs) }]),
    ...(placed.adultImages
      ? [{ path: `${COLLECTIONS.adultImages}/${input.id}`, data: placed.adultImages }]
      : []),
  ];
}

const trendDoc = (dueAtMs: number): ProductTrendDoc<Timestamp> => ({
  dueAt: Timestamp.fromMillis(dueAtMs),
});

function parseCount(argv: readonly string[]): number {
  const at = argv.indexOf('--count');
  const raw = at >= 0 ? argv[at + 1] : '10000';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 200_000) {
    console.error('Usage: npm run catalogue -- --count <1..200000>');
    process.exit(2);
  }
  return count;
}

async function main(): Promise<void> {
  const count = parseCount(process.argv.slice(2));
  const projectId = requireEmulators(['FIRESTORE_EMULATOR_HOST']);
  const { db } = adminServices(projectId);
  const started = Date.now();
  const nowMs = Date.now();

  // A pool of image sets from the first seeded products: already on disk after the seed.
  const pool = planSeedProducts(nowMs)
    .slice(0, 20)
    .flatMap((p) => p.imageJobs);
  const images = await ensureImages(pool);
  if (images.generated > 0) console.log(`catalogue: generated ${images.generated} pool images`);

  const step = Math.max(1000, Math.ceil(count / 10 / 1000) * 1000);
  // The owners are seeded members: their cards copy the badges their profiles hold now.
  const badges = new Map<string, string[]>();
  for (const uid of benchOwnerUids()) {
    const profile = await db.doc(`${COLLECTIONS.profiles}/${uid}`).get();
    const held: unknown = profile.get('badges');
    badges.set(uid, Array.isArray(held) ? held.filter((b) => typeof b === 'string') : []);
  }

  // Each product comes with its watch link, its owner record and its link and slug claims
  // (and in verified mode an adults-only one with its images kept apart): the documents
  // planned up to each product, to report progress by product.
  const mode = await siteAgeMode(db);
  const planned: number[] = [];
  function* docs(): Generator<SeedDoc> {
    for (let i = 1; i <= count; i += 1) {
      const product = benchProduct(i, nowMs, pool);
      const own = [
        ...buildProduct(product, badges.get(product.owner?.uid ?? '') ?? [], mode),
        ...productClaimDocs(product),
      ];
      planned.push((planned[planned.length - 1] ?? 0) + own.length);
      yield* own;
    }
  }
  let products = 0;
  await writeDocs(db, docs(), (written) => {
    if (written !== planned[products]) return;
    products += 1;
    if (products % step === 0 || products === count) {
      const s = (Date.now() - started) / 1000;
      console.log(`catalogue: ${products}/${count} products (${s.toFixed(1)} s)`);
    }
  });
  await db.doc(`${COLLECTIONS.meta}/catalogue`).set({
    count,
    idPrefix: 'bench-',
    generatedAt: Timestamp.now(),
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `catalogue: wrote ${count} products in ${seconds.toFixed(1)} s ` +
      `(${Math.round(count / seconds)} products/s)`,
  );
  console.log(`catalogue: ${await planSitemap(projectId)}`);
}

// Runs only as a CLI; the seed imports buildProduct from here.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('catalogue: failed:', error);
      process.exit(1);
    },
  );
}

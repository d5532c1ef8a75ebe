/**
 * Random but deterministic product inputs: the seeded demo catalogue (fixed ids, owners by
 * quota, a few hand-placed special cases) and the benchmark catalogue (any number, by index).
 */
import { LIMITS, slugify } from '@xmates/domain';
import { DEMO_ACCOUNTS } from './accounts';
import type { ProductInput } from './catalogue';
import { CATEGORIES, TAGS, type CategorySeed } from './data';
import type { ImageJob } from './images';
import { productImage } from './images';
import { linkKeyOf, makeLink } from './links';
import { Rng } from './random';
import { makeDescription, makeTitle } from './words';

const DAY = 86_400_000;
const SEED_SPAN_DAYS = 120;
const BENCH_SPAN_DAYS = 365;

type Traits = Omit<
  ProductInput,
  'id' | 'slug' | 'images' | 'owner' | 'createdAtMs' | 'likedThisWeekMs'
>;

const CATEGORY_WEIGHTS = CATEGORIES.map((c) => (c.featured ? 1.6 : 1));
// Earlier tags in TAGS are more popular: a gentle Zipf curve.
const TAG_WEIGHTS = TAGS.map((_, rank) => 1 / (rank + 4));

/** 2 to 8 tags, a few products at the limit a product may carry. */
function pickTags(rng: Rng, categories: readonly CategorySeed[]): string[] {
  const count = rng.chance(0.06)
    ? LIMITS.productTagsMax
    : 2 + rng.weightedIndex([2, 4, 5, 4, 3, 2, 1]);
  const affinity = categories.flatMap((c) => c.affinity);
  const picked = new Set<string>();
  for (let attempt = 0; picked.size < count && attempt < 200; attempt += 1) {
    const fromCategory = affinity.length > 0 && rng.chance(0.45);
    picked.add(fromCategory ? rng.pick(affinity) : (TAGS[rng.weightedIndex(TAG_WEIGHTS)] ?? 'HD'));
  }
  return [...picked];
}

/** Everything about a product that does not depend on its id, owner or place in time. */
function randomTraits(rng: Rng): Traits {
  const primary = CATEGORIES[rng.weightedIndex(CATEGORY_WEIGHTS)] ?? CATEGORIES[0];
  if (!primary) throw new Error('no categories');
  // One category, as the create-product form gives every product.
  const cats = [primary];
  const likes = rng.skewed(220, 2.6);
  const rated = rng.chance(0.85);
  // At least two votes: the lone 5-star vote is a hand-placed special case (SINGLE_FIVE_STAR).
  const ratingCount = rated ? rng.skewed(90, 2.4) + 2 : 0;
  // Members mostly rate what they liked: means cluster between 3.5 and 4.8.
  const mean = 2.6 + Math.pow(rng.float(), 0.7) * 2.2;
  const ratingSum = Math.min(
    5 * ratingCount,
    Math.max(ratingCount, Math.round(mean * ratingCount)),
  );
  return {
    title: makeTitle(rng, primary),
    description: makeDescription(rng, primary),
    link: makeLink(rng),
    categories: cats.map((c) => c.name),
    tags: pickTags(rng, cats),
    isAdultsOnly: rng.chance(0.15),
    counts: {
      likes,
      dislikes: rng.skewed(30, 2.5),
      favorites: Math.round(likes * (0.15 + rng.float() * 0.45)),
      comments: rng.skewed(60, 2.8),
    },
    ratings: { count: ratingCount, sum: ratingSum },
  };
}

/**
 * When some of a product's likes were given in the last 7 days (never before it was listed),
 * from a stream of its own so the rest of its traits stay as they were: about half the
 * products have some, a few many, so the trending sort differs from Most liked.
 */
function likedThisWeek(id: string, likes: number, createdAtMs: number, nowMs: number): number[] {
  const rng = new Rng(`trend:${id}`);
  const from = Math.max(createdAtMs, nowMs - 7 * DAY + 60_000);
  if (from >= nowMs || !rng.chance(0.5)) return [];
  const count = Math.min(likes, rng.chance(0.15) ? rng.int(10, 40) : rng.int(1, 8));
  return Array.from({ length: count }, () => Math.round(from + rng.float() * (nowMs - from)));
}

const imageCount = (rng: Rng) => 1 + rng.weightedIndex([30, 30, 25, 15]);
const jobsFor = (folder: string, count: number): ImageJob[] =>
  Array.from({ length: count }, (_, i) => ({ folder, n: i + 1 }));

/** Short id for slugs: 'demo-p017' -> 'p017', 'bench-00042' -> 'b00042'. */
const shortId = (id: string) => id.replace(/^demo-/, '').replace(/^bench-/, 'b');

export interface PlannedProduct {
  input: ProductInput;
  imageJobs: ImageJob[];
}

/** Seeded products that show off special cases (positions in the plan, 0-based). */
const GALLERY_SIZES: ReadonlyMap<number, number> = new Map([
  [2, 12],
  [17, 12],
  [40, 12],
  [9, 7],
]);
const SINGLE_FIVE_STAR = 4;
const MANY_GOOD_RATINGS = [5, 11, 23, 36, 50];
const ADULT_SHARE = 0.15;

/**
 * The demo catalogue: one product per unit of each member's productQuota, newest first,
 * spread over the last SEED_SPAN_DAYS days. Unique links and slugs.
 */
export function planSeedProducts(nowMs: number): PlannedProduct[] {
  const owners = new Rng('owners').shuffle(
    DEMO_ACCOUNTS.flatMap((a) => Array.from({ length: a.productQuota }, () => a)),
  );
  const adult = new Set(
    new Rng('adults')
      .shuffle(owners.map((_, i) => i))
      .slice(0, Math.round(owners.length * ADULT_SHARE)),
  );
  const slugs = new Set<string>();
  const linkKeys = new Set<string>();
  return owners.map((owner, i) => {
    const id = `demo-p${String(i + 1).padStart(3, '0')}`;
    const rng = new Rng(`product:${id}`);
    const traits = randomTraits(rng);
    while (linkKeys.has(linkKeyOf(traits.link))) traits.link = makeLink(rng);
    linkKeys.add(linkKeyOf(traits.link));
    let slug = slugify(traits.title);
    if (slugs.has(slug)) slug = `${slug}-${shortId(id)}`;
    slugs.add(slug);

    traits.isAdultsOnly = adult.has(i);
    if (i === SINGLE_FIVE_STAR) traits.ratings = { count: 1, sum: 5 };
    if (MANY_GOOD_RATINGS.includes(i)) {
      const count = rng.int(40, 95);
      traits.ratings = { count, sum: Math.round(count * (4.2 + rng.float() * 0.5)) };
    }
    const imageJobs = jobsFor(`seed/${id}`, GALLERY_SIZES.get(i) ?? imageCount(rng));
    const createdAtMs = Math.round(
      nowMs - ((i + rng.float()) / owners.length) * SEED_SPAN_DAYS * DAY,
    );
    return {
      imageJobs,
      input: {
        ...traits,
        id,
        slug,
        images: imageJobs.map(productImage),
        owner: { uid: owner.uid, displayName: owner.displayName },
        createdAtMs,
        likedThisWeekMs: likedThisWeek(id, traits.counts.likes, createdAtMs, nowMs),
      },
    };
  });
}

const BENCH_OWNERS = DEMO_ACCOUNTS.filter((a) => a.productQuota > 0);
const BENCH_OWNER_WEIGHTS = BENCH_OWNERS.map((a) => a.productQuota);

/** The members who own benchmark products. */
export const benchOwnerUids = () => BENCH_OWNERS.map((a) => a.uid);

/**
 * Benchmark product number `index` (1-based). Reuses image sets from `pool` instead of
 * generating new ones; dates spread over a year so deep pages have realistic data.
 */
export function benchProduct(
  index: number,
  nowMs: number,
  pool: readonly ImageJob[],
): ProductInput {
  const id = `bench-${String(index).padStart(5, '0')}`;
  const rng = new Rng(`bench:${id}`);
  const traits = randomTraits(rng);
  const owner = BENCH_OWNERS[rng.weightedIndex(BENCH_OWNER_WEIGHTS)] ?? BENCH_OWNERS[0];
  if (!owner) throw new Error('no owners');
  const images = Array.from({ length: imageCount(rng) }, () => productImage(rng.pick(pool)));
  const createdAtMs = Math.round(nowMs - rng.float() * BENCH_SPAN_DAYS * DAY);
  return {
    ...traits,
    id,
    // Titles repeat across thousands of products: the id suffix keeps every slug unique.
    slug: `${slugify(traits.title)}-${shortId(id)}`,
    images,
    owner: { uid: owner.uid, displayName: owner.displayName },
    createdAtMs,
    likedThisWeekMs: likedThisWeek(id, traits.counts.likes, createdAtMs, nowMs),
  };
}

/** Outgoing video links of the demo products, and the claims that keep links and slugs unique. */
import { COLLECTIONS, canonicalLink, productLinkDocId } from '@xmates/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Rng } from './random';
import type { SeedDoc } from './write';

/** The duplicate-detection key of a link: the domain's canonical form, as the API computes it. */
export function linkKeyOf(link: string): string {
  const key = canonicalLink(link);
  if (!key) throw new Error(`seed link is not an http(s) URL: ${link}`);
  return key;
}

/**
 * productLinks/{id} and productSlugs/{slug} for a seeded product: the API's create-product
 * transaction reads these claims, so seeded links count as duplicates and seeded slugs stay
 * taken.
 */
export function productClaimDocs(product: {
  id: string;
  slug: string;
  link: string;
  createdAtMs: number;
}): SeedDoc[] {
  const createdAt = Timestamp.fromMillis(product.createdAtMs);
  const linkKey = linkKeyOf(product.link);
  return [
    {
      path: `${COLLECTIONS.productLinks}/${productLinkDocId(linkKey)}`,
      data: { linkKey, productId: product.id, createdAt },
    },
    {
      path: `${COLLECTIONS.productSlugs}/${product.slug}`,
      data: { productId: product.id, createdAt },
    },
  ];
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const YT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Links on well-known hosts, in the shapes members really paste (short youtu.be links,
 * trailing slashes, tracking parameters), so the canonical link form has something to chew on.
 */
const HOSTS: readonly { weight: number; make: (rng: Rng) => string }[] = [
  { weight: 34, make: (r) => `https://www.youtube.com/watch?v=${r.token(11, YT)}` },
  { weight: 8, make: (r) => `https://youtu.be/${r.token(11, YT)}` },
  { weight: 22, make: (r) => `https://vimeo.com/${r.int(100_000_000, 999_999_999)}` },
  { weight: 4, make: (r) => `https://vimeo.com/${r.int(100_000_000, 999_999_999)}/` },
  { weight: 14, make: (r) => `https://www.dailymotion.com/video/x8${r.token(5, ALNUM)}` },
  { weight: 8, make: (r) => `https://streamable.com/${r.token(6, ALNUM)}` },
  {
    weight: 5,
    make: (r) => `https://www.youtube.com/watch?v=${r.token(11, YT)}&t=${r.int(10, 600)}s`,
  },
  { weight: 5, make: (r) => `https://rumble.com/v${r.int(4, 6)}${r.token(5, ALNUM)}.html` },
];
const HOST_WEIGHTS = HOSTS.map((h) => h.weight);

export function makeLink(rng: Rng): string {
  const host = HOSTS[rng.weightedIndex(HOST_WEIGHTS)];
  if (!host) throw new Error('no host');
  return host.make(rng);
}

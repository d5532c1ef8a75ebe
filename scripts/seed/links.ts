/** Outgoing video links of the demo products, and the key used to spot duplicates. */
import type { Rng } from './random';

/**
 * The duplicate-detection key of a link. For now: lower-cased, without scheme, leading
 * 'www.' or trailing slash. The single place to swap in the domain's canonical URL form when
 * it exists, so seeded keys match what the API computes for new submissions.
 */
export function linkKeyOf(link: string): string {
  return link
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const YT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Links on well-known hosts, in the shapes members really paste (short youtu.be links,
 * trailing slashes, tracking parameters), so later URL normalisation has something to chew on.
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

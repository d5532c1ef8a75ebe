/**
 * Link identity: the canonical form two links share when they open the same video, so the
 * duplicate check catches trivial variants (scheme, www., m., trailing slash, fragment,
 * tracking parameters, parameter order, the short and embed forms of the big video hosts).
 */
import { LIMITS } from '../core/constants';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The parts of a WHATWG URL used here. URL is global in Node and browsers; the domain's
 * ES-only lib has no type for it, so it is typed locally instead of adding the DOM lib. */
export interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
}

const UrlConstructor = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

export function parseUrl(raw: string): ParsedUrl | null {
  try {
    return new UrlConstructor(raw);
  } catch {
    return null;
  }
}

/** An http(s) URL of at most LIMITS.submitUrlMax characters (the submit form's rule). */
export function isHttpUrl(raw: string): boolean {
  const link = raw.trim();
  if (link.length === 0 || link.length > LIMITS.submitUrlMax) return false;
  if (!/^https?:\/\//i.test(link)) return false;
  const url = parseUrl(link);
  return url !== null && url.hostname.length > 0;
}

/** Query parameters that only say where a click came from; they never change the video. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'igsh',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'si',
  'feature',
  'ref',
  'ref_src',
  'ref_url',
  'referrer',
  'share',
  'spm',
]);

const isTracking = (name: string) => name.startsWith('utm_') || TRACKING_PARAMS.has(name);

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

interface Param {
  name: string;
  value: string;
  /** The pair as written (still percent-encoded), so the key keeps the exact value. */
  raw: string;
}

function paramsOf(search: string): Param[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((raw) => {
      const at = raw.indexOf('=');
      const name = decode(at < 0 ? raw : raw.slice(0, at)).toLowerCase();
      return { name, value: decode(at < 0 ? '' : raw.slice(at + 1)), raw };
    });
}

/** Lower-case host (URL already lower-cases and punycodes it) without www., m. or a root dot. */
export function bareHost(hostname: string): string {
  let host = hostname.replace(/\.$/, '');
  for (;;) {
    const stripped = host.replace(/^(?:www|m)\./, '');
    if (stripped === host || !stripped.includes('.')) return host;
    host = stripped;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'music.youtube.com']);
const YOUTUBE_PATH_FORMS = new Set(['shorts', 'embed', 'v', 'e', 'live']);
const DAILYMOTION_ID = /^x[0-9a-z]+$/i;

/** The canonical key of a video on YouTube, Vimeo or Dailymotion, or null for other links. */
function videoKey(host: string, segments: string[], params: Param[]): string | null {
  const param = (name: string) => params.find((p) => p.name === name)?.value ?? '';
  const [first = '', second = ''] = segments;

  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = first;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch') youtube = param('v');
    else if (YOUTUBE_PATH_FORMS.has(first)) youtube = second;
  }
  if (youtube !== null && YOUTUBE_ID.test(youtube)) return `youtube.com/watch?v=${youtube}`;

  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const numeric = segments.filter((s) => /^\d+$/.test(s));
    const known =
      (host === 'player.vimeo.com' && first === 'video') ||
      /^\d+$/.test(first) ||
      ['channels', 'groups', 'album', 'showcase'].includes(first);
    const id = numeric[0];
    if (known && id) return `vimeo.com/${id}`;
  }

  let daily: string | null = null;
  if (host === 'dai.ly') daily = first;
  else if (host === 'dailymotion.com' || host === 'geo.dailymotion.com') {
    if (first === 'video') daily = second;
    else if (first === 'embed' && second === 'video') daily = segments[2] ?? '';
    else if (first === 'player.html' || first.startsWith('player')) daily = param('video');
  }
  // Old Dailymotion links append the title to the id: x7tgad0_some-title.
  const dailyId = daily?.split('_')[0] ?? '';
  if (DAILYMOTION_ID.test(dailyId)) return `dailymotion.com/video/${dailyId.toLowerCase()}`;
  return null;
}

/**
 * The duplicate-detection key of a link: host (without www./m.), port, path without
 * trailing slashes, and the query without tracking parameters, sorted; no scheme and no
 * fragment. Known video hosts map every form of one video to one key. Null when the link is
 * not an http(s) URL.
 */
export function canonicalLink(raw: string): string | null {
  const link = raw.trim();
  if (!/^https?:\/\//i.test(link)) return null;
  const url = parseUrl(link);
  if (!url || !url.hostname) return null;
  const host = bareHost(url.hostname);
  const segments = url.pathname.split('/').filter((s) => s.length > 0);
  const params = paramsOf(url.search);

  const video = videoKey(host, segments, params);
  if (video) return video;

  const defaultPort = url.port === '80' || url.port === '443' || url.port === '';
  const path = url.pathname.replace(/\/+$/, '');
  const query = params
    .filter((p) => !isTracking(p.name))
    .map((p) => p.raw)
    .sort();
  return `${host}${defaultPort ? '' : `:${url.port}`}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/**
 * Document id of productLinks/{id}, the claim a product holds on its canonical link. A hash,
 * because keys can be longer than a document id may be and may contain '/'.
 */
export function productLinkDocId(linkKey: string): string {
  return bytesToHex(sha256(utf8ToBytes(linkKey)));
}

/** What the duplicate checks answer: whether a product already uses the link, and which. */
export interface DuplicateHint {
  exists: boolean;
  existing: { id: string; title: string; slug: string } | null;
}

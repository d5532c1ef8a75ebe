/**
 * The 18+ age gate: acceptance is kept per browser session with a timestamp and lapses after
 * 30 minutes; well-known search-engine and link-preview crawlers skip it, so pages can still be
 * indexed and previewed (they never get outgoing links, which need a signed-in member).
 */
import { LIMITS } from '../core/constants';

/** sessionStorage key of the acceptance record: JSON {acceptedAt: epoch ms}. */
export const AGE_GATE_STORAGE_KEY = 'xmates.ageGate';

/** The request header that says the caller accepted the 18+ age gate. */
export const RAS_HEADER = 'X-RAS-Accepted';

/**
 * User-agent tokens of well-known crawlers and link-preview fetchers. Matched as words,
 * case-insensitively, so "Googlebot-Image" or "Mozilla/5.0 (compatible; bingbot/2.0)" match
 * while an ordinary browser never does.
 */
const CRAWLER_TOKENS = [
  'googlebot',
  'google-inspectiontool',
  'adsbot-google',
  'mediapartners-google',
  'storebot-google',
  'bingbot',
  'bingpreview',
  'msnbot',
  'duckduckbot',
  'baiduspider',
  'yandexbot',
  'yandeximages',
  'slurp',
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'applebot',
  'pinterestbot',
  'slackbot',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'petalbot',
  'seznambot',
  'qwantify',
  'ia_archiver',
] as const;

export const CRAWLER_PATTERN = new RegExp(
  `(^|[^a-z0-9])(${CRAWLER_TOKENS.map((t) => t.replace(/[-_]/g, '\\$&')).join('|')})`,
  'i',
);

export function isCrawler(userAgent: string | null | undefined): boolean {
  return CRAWLER_PATTERN.test(userAgent ?? '');
}

/** Whether an acceptance made at acceptedAtMs still holds at nowMs. */
export function ageGateValid(acceptedAtMs: number | null, nowMs: number): boolean {
  if (acceptedAtMs === null || !Number.isFinite(acceptedAtMs)) return false;
  const age = nowMs - acceptedAtMs;
  // A timestamp from the future (clock change, tampering) does not count as accepted.
  return age >= 0 && age < LIMITS.ageGateValidityMs;
}

/** Reads the stored record; anything malformed counts as not accepted. */
export function parseAgeGateRecord(raw: string | null | undefined): number | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'acceptedAt' in parsed) {
      const at = parsed.acceptedAt;
      return typeof at === 'number' && Number.isFinite(at) ? at : null;
    }
  } catch {
    // fall through: a broken record is simply not an acceptance
  }
  return null;
}

export function ageGateRecord(acceptedAtMs: number): string {
  return JSON.stringify({ acceptedAt: acceptedAtMs });
}

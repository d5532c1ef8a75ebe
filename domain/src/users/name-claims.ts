// What the API checks when a member claims a display name: every rule of display-name.ts, the
// look-alikes of the restricted words, and the claim document's id, all from the skeleton
// (name-skeleton.ts). The SPA does not import these: the skeleton's table stays out of its
// bundle.
import { LIMITS, PRODUCT } from '../core/constants';
import { displayNameError, normaliseDisplayName } from './display-name';
import { USER_MESSAGES } from './messages';
import { displayNameSkeleton } from './name-skeleton';

/**
 * The id of a name's claim document: the skeleton, URI-encoded (so '/' and '.' cannot address
 * another document). Names that differ only in case, accents or look-alike letters share it.
 */
export function displayNameKey(name: string): string {
  return encodeURIComponent(displayNameSkeleton(name)).replace(/\./g, '%2E');
}

/**
 * The id claims had before skeletons (the trimmed, lower-cased name). The API still reads it,
 * so a claim that `npm run migrate` (its name-claims step) has not moved yet keeps blocking its name.
 */
export function legacyDisplayNameKey(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase()).replace(/\./g, '%2E');
}

const RESERVED_SKELETONS = ['admin', PRODUCT.name].map(displayNameSkeleton);

/**
 * Every display-name rule, the look-alikes of the restricted words included ('xmаtes' with a
 * Cyrillic 'а', 'аdmіn'): what the API checks before it stores a name. A message or null.
 */
export function displayNameRefusal(raw: string, isAdmin: boolean): string | null {
  const error = displayNameError(raw, isAdmin);
  if (error) return error;
  const skeleton = displayNameSkeleton(raw);
  // Accents do not count: a name of marks alone has no key to claim.
  if (skeleton.length < LIMITS.displayNameMin) return USER_MESSAGES.displayNameLength;
  if (/^__.*__$/.test(skeleton)) return USER_MESSAGES.displayNameInvalid;
  if (!isAdmin && RESERVED_SKELETONS.some((word) => skeleton.includes(word))) {
    return USER_MESSAGES.displayNameReserved;
  }
  return null;
}

/** How many candidates a taken name is checked against, and how many are offered. */
export const NAME_SUGGESTIONS = { candidates: 10, offered: 6 } as const;

const SUFFIX_WORDS = ['fan', 'hq', 'tv', 'live', 'x', 'one', 'pro', 'club'];

/**
 * Ten candidates close to a taken name, each a valid name for the same caller with its own
 * claim key: the name with numbers or a short word appended, the base cut so the whole fits
 * 30 characters. `random` is injected so tests can fix it.
 */
export function nameCandidates(
  taken: string,
  random: () => number = Math.random,
  isAdmin = false,
): string[] {
  const base = normaliseDisplayName(taken).replace(/\s+/g, ' ');
  const fit = (suffix: string) =>
    `${base.slice(0, LIMITS.displayNameMax - suffix.length).trimEnd()}${suffix}`;
  const keys = new Set([displayNameKey(base)]);
  const out: string[] = [];
  const int = (n: number) => Math.floor(random() * n);
  let guard = 0;
  while (out.length < NAME_SUGGESTIONS.candidates && guard < 200) {
    guard += 1;
    const kind = out.length % 3;
    const suffix =
      kind === 0
        ? String(10 + int(90))
        : kind === 1
          ? String(100 + int(900))
          : `_${SUFFIX_WORDS[int(SUFFIX_WORDS.length)] ?? 'x'}${int(10)}`;
    const candidate = fit(suffix);
    const key = displayNameKey(candidate);
    if (displayNameRefusal(candidate, isAdmin) === null && !keys.has(key)) {
      keys.add(key);
      out.push(candidate);
    }
  }
  return out;
}

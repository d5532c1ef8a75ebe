import { LIMITS, PRODUCT } from '../core/constants';
import { nameDocId } from '../catalogue/catalogue';
import { USER_MESSAGES } from './messages';

/** Display name rules; admins may use the restricted words. Returns a message or null. */
export function displayNameError(raw: string, isAdmin: boolean): string | null {
  const name = raw.trim();
  if (!name) return USER_MESSAGES.displayNameRequired;
  if (name.length < LIMITS.displayNameMin || name.length > LIMITS.displayNameMax) {
    return USER_MESSAGES.displayNameLength;
  }
  const lower = name.toLowerCase();
  if (!isAdmin && (lower.includes('admin') || lower.includes(PRODUCT.name))) {
    return USER_MESSAGES.displayNameReserved;
  }
  if (/^__.*__$/.test(displayNameKey(name))) return USER_MESSAGES.displayNameInvalid;
  return null;
}

/**
 * The id of a name's claim document: the trimmed, lower-cased name (URI-encoded, so '/' and
 * '.' cannot address another document). Two names that differ only in case share it.
 */
export function displayNameKey(name: string): string {
  return nameDocId(name);
}

/** How many candidates a taken name is checked against, and how many are offered. */
export const NAME_SUGGESTIONS = { candidates: 10, offered: 6 } as const;

const SUFFIX_WORDS = ['fan', 'hq', 'tv', 'live', 'x', 'one', 'pro', 'club'];

/**
 * Ten distinct candidates close to a taken name (each a valid name for the same caller): the
 * name with numbers or a short word appended, the base cut so the whole fits 30 characters.
 * `random` is injected so tests can fix it.
 */
export function nameCandidates(
  taken: string,
  random: () => number = Math.random,
  isAdmin = false,
): string[] {
  const base = taken.trim().replace(/\s+/g, ' ');
  const fit = (suffix: string) =>
    `${base.slice(0, LIMITS.displayNameMax - suffix.length).trimEnd()}${suffix}`;
  const out = new Set<string>();
  const int = (n: number) => Math.floor(random() * n);
  let guard = 0;
  while (out.size < NAME_SUGGESTIONS.candidates && guard < 200) {
    guard += 1;
    const kind = out.size % 3;
    const suffix =
      kind === 0
        ? String(10 + int(90))
        : kind === 1
          ? String(100 + int(900))
          : `_${SUFFIX_WORDS[int(SUFFIX_WORDS.length)] ?? 'x'}${int(10)}`;
    const candidate = fit(suffix);
    if (
      displayNameError(candidate, isAdmin) === null &&
      displayNameKey(candidate) !== displayNameKey(base)
    ) {
      out.add(candidate);
    }
  }
  return [...out];
}

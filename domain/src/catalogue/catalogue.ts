/** The categories and tags products are filed under, and how names are kept and compared. */
import { LIMITS } from '../core/constants';
import { nameKey } from '../core/text';

/** categories/{id} and tags/{id}: id is nameDocId of the name. */
export interface CategoryDoc {
  name: string;
  nameLower: string;
  featured: boolean;
}
export interface TagDoc {
  name: string;
  nameLower: string;
}

/** Document id for a category or tag name: stable, case-insensitive, and path-safe. */
export function nameDocId(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase()).replace(/\./g, '%2E');
}

/** First-letter group of a tag: 'a'..'z', or 'hash' for anything else (the '#' group). */
export function tagGroup(tag: string): string {
  const first = tag.trim().charAt(0).toLowerCase();
  return first >= 'a' && first <= 'z' ? first : 'hash';
}

/**
 * Tags as they are kept: trimmed, each cut to 128 characters, de-duplicated ignoring case
 * (first spelling wins; cut before comparing so two long tags cannot collide later), empty
 * ones dropped, at most `max` (the submit form keeps 12).
 */
export function normaliseTags(
  tags: readonly string[],
  max: number = LIMITS.submitTagsMax,
): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, LIMITS.submitTagLengthMax).trim();
    if (!tag || seen.has(nameKey(tag))) continue;
    seen.add(nameKey(tag));
    kept.push(tag);
    if (kept.length === max) break;
  }
  return kept;
}

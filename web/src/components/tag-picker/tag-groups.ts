// The tag picker's data: {groups} keyed 'a'..'z' and 'hash' (GET /api/cat/searchtags), searched
// and toggled case-insensitively, the way the server compares tags.
import { nameKey } from '@xmates/domain';

export type TagGroups = Record<string, readonly string[]>;

/** The heading of a group: its letter, or '#' for tags that do not start with a letter. */
export function groupLabel(key: string): string {
  return key === 'hash' ? '#' : key.toUpperCase();
}

const groupOrder = (a: string, b: string) =>
  a === 'hash' ? 1 : b === 'hash' ? -1 : a.localeCompare(b);

/** The groups in display order (A…Z, then #), keeping only tags that contain the query. */
export function filterTagGroups(groups: TagGroups, query: string): [string, readonly string[]][] {
  const needle = nameKey(query);
  return Object.keys(groups)
    .sort(groupOrder)
    .map((key): [string, readonly string[]] => [
      key,
      (groups[key] ?? []).filter((tag) => !needle || nameKey(tag).includes(needle)),
    ])
    .filter(([, tags]) => tags.length > 0);
}

export function hasTag(selected: readonly string[], tag: string): boolean {
  const key = nameKey(tag);
  return selected.some((t) => nameKey(t) === key);
}

/** Adds or removes one tag; the first spelling of a tag is the one kept. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  const key = nameKey(tag);
  return hasTag(selected, tag)
    ? selected.filter((t) => nameKey(t) !== key)
    : [...selected, tag.trim()];
}

/** Whether any group already holds the tag (a typed tag is offered as new only if not). */
export function tagExists(groups: TagGroups, tag: string): boolean {
  const key = nameKey(tag);
  return Object.values(groups).some((tags) => tags.some((t) => nameKey(t) === key));
}

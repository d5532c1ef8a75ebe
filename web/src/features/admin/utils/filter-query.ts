/** A list's filters (ListFilters' value) as query parameters: trimmed, the empty ones left out. */
export function filterQuery<F extends Record<keyof F, string>>(filters: F) {
  return Object.fromEntries(
    Object.entries<string>(filters).map(([key, value]) => [key, value.trim() || undefined]),
  );
}

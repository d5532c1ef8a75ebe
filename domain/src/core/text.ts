/** Lower-cased, trimmed key used to compare names ignoring case (tags, categories, names). */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** A readable URL slug from a title: ascii letters and digits joined by single hyphens. */
export function slugify(title: string, maxLength = 80): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'video';
}

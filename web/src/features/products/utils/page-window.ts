/**
 * The numbered pagination's buttons: the first page, the current page ±1 and the last page,
 * with gaps between them. Cursor paging can only step one page at a time from the current
 * one (Next: after its last card; Prev: before its first), or jump to either end (page 1 has
 * no boundary; the last page is read backwards from the end), so these are the pages a
 * visitor can reach in one click.
 */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

export function pageWindow(current: number, pages: number): PageItem[] {
  if (pages <= 1) return [{ type: 'page', page: 1 }];
  const wanted = new Set([1, current - 1, current, current + 1, pages]);
  const list = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  list.forEach((page, i) => {
    const prev = list[i - 1];
    if (prev !== undefined && page - prev > 1) items.push({ type: 'gap', key: `gap-${prev}` });
    items.push({ type: 'page', page });
  });
  return items;
}

/** Pages for `visible` items, 6 per page, never fewer than one (an empty feed is page 1). */
export function pageCount(visible: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, visible) / pageSize));
}

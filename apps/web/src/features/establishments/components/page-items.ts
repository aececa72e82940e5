export type PageItem = number | 'gap';

/**
 * The page buttons: the first, the last and every page within 2 of the current,
 * with a gap ('...') wherever pages are skipped. A gap of a single page shows that page instead.
 */
export function pageItems(current: number, total: number): PageItem[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

import type { Filing } from '@vitrina/contract/opportunity-limits';
import type { Pipeline } from '@vitrina/contract/applications';

/**
 * The page of one filing after some of its applicants moved to another: they leave the page and the counts
 * follow them at once, before the server's answer refreshes the page. Ids not on the page are left alone.
 */
export function afterFiling(page: Pipeline, from: Filing, ids: readonly number[], to: Filing): Pipeline {
  if (from === to) return page;
  const moving = new Set(ids);
  const rows = page.rows.filter((row) => !moving.has(row.id));
  const moved = page.rows.length - rows.length;
  if (moved === 0) return page;
  const counts = { ...page.counts };
  counts[from] = Math.max(0, (counts[from] ?? 0) - moved);
  counts[to] = (counts[to] ?? 0) + moved;
  return { ...page, rows, count: Math.max(0, page.count - moved), counts };
}

/** Ids kept selected when the page's rows change: only those still shown. */
export const keptSelection = (selected: readonly number[], page: Pipeline | undefined): number[] =>
  page ? selected.filter((id) => page.rows.some((row) => row.id === id)) : [];

/** The selection after "select all on this page" is switched. */
export function selectPage(selected: readonly number[], pageIds: readonly number[], on: boolean): number[] {
  if (!on) return selected.filter((id) => !pageIds.includes(id));
  return [...new Set([...selected, ...pageIds])];
}

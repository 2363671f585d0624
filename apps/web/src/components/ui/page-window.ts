import { PAGE_WINDOW } from '@vitrina/contract/constants';

/**
 * The page links a paginated list shows (spec §9: a window of 8): the current page as near the middle as
 * the ends allow, never before page 1 nor past the last.
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const width = Math.min(size, totalPages);
  let start = page - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, totalPages - width + 1));
  return Array.from({ length: width }, (_, index) => start + index);
}

/** How many pages `count` rows fill at `pageSize` a page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(0, Math.ceil(count / pageSize));
}

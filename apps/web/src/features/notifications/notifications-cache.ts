import type { Notification, NotificationPage } from '@vitrina/contract/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@vitrina/contract/notifications-limits';

// Pure changes to my cached notification pages: each returns the next value, never mutating.

/** The latest first (when it last happened), the id breaking ties: the server's order. */
function latestFirst(a: Notification, b: Notification): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

/** Whether a page holds the entry with that id. */
export function hasEntry(data: NotificationPage | undefined, id: number): boolean {
  return Boolean(data?.rows.some((row) => row.id === id));
}

/** A new or refreshed entry on the first page, by time; `isKnown`: already counted. */
export function placeEntry(
  data: NotificationPage | undefined,
  entry: Notification,
  isKnown: boolean,
): NotificationPage | undefined {
  if (!data) return data;
  const rows = [entry, ...data.rows.filter((row) => row.id !== entry.id)]
    .sort(latestFirst)
    .slice(0, NOTIFICATIONS_PAGE_SIZE);
  return { rows, count: isKnown ? data.count : data.count + 1 };
}

/** An entry leaves a page; `countChange`: -1 gone, +1 another added, 0 moved. */
export function removeEntry(
  data: NotificationPage | undefined,
  id: number,
  countChange: number,
): NotificationPage | undefined {
  if (!data) return data;
  const rows = data.rows.filter((row) => row.id !== id);
  if (rows.length === data.rows.length && countChange === 0) return data;
  return { rows, count: Math.max(0, data.count + countChange) };
}

/** The entries with those ids, read. */
export function readEntries(data: NotificationPage | undefined, ids: readonly number[]): NotificationPage | undefined {
  if (!data || !data.rows.some((row) => !row.is_read && ids.includes(row.id))) return data;
  return {
    ...data,
    rows: data.rows.map((row) => (!row.is_read && ids.includes(row.id) ? { ...row, is_read: true } : row)),
  };
}

/** The ids of a page's unread entries, in the page's order. */
export function unreadIds(data: NotificationPage | undefined): number[] {
  return data ? data.rows.filter((row) => !row.is_read).map((row) => row.id) : [];
}

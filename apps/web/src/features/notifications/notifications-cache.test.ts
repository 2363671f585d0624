import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '@vitrina/contract/notifications-limits';
import { actorFixture, notificationFixture, notificationPage } from '@/test/notification-fixture.ts';
import { hasEntry, placeEntry, readEntries, removeEntry, unreadIds } from './notifications-cache.ts';

const ids = (data: { rows: { id: number }[] } | undefined) => data?.rows.map((row) => row.id);
/** Entries 10, 9, … (newest first, as the server orders them). */
const page = (from: number, length: number, count = length) =>
  notificationPage(
    Array.from({ length }, (_, index) => notificationFixture({ id: from - index })),
    count,
  );

describe('a new or refreshed notification on the first page', () => {
  it('goes to the top and is counted once more', () => {
    const next = placeEntry(page(10, 3), notificationFixture({ id: 11 }), false);
    expect(ids(next)).toEqual([11, 10, 9, 8]);
    expect(next?.count).toBe(4);
  });

  it('replaces the entry with the same id (a grouped like that one more person joined), counted once', () => {
    const ana = actorFixture({ id: 9, fullname: 'Ana Ruiz', profile_url: 'ana-ruiz' });
    const refreshed = notificationFixture({
      id: 8,
      createdAt: new Date(Date.UTC(2025, 5, 15, 11, 0)).toISOString(),
      actor: ana,
      actors: [ana, actorFixture()],
      actorsCount: 2,
    });
    const next = placeEntry(page(10, 3), refreshed, true);
    expect(ids(next)).toEqual([8, 10, 9]);
    expect(next?.rows[0]).toBe(refreshed);
    expect(next?.count).toBe(3);
  });

  it('keeps the page to its size, and a late older entry in its place by time', () => {
    const full = page(20, NOTIFICATIONS_PAGE_SIZE, 30);
    const topped = placeEntry(full, notificationFixture({ id: 21 }), false);
    expect(topped?.rows).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(ids(topped)?.slice(0, 2)).toEqual([21, 20]);
    expect(topped?.count).toBe(31);
    const late = notificationFixture({ id: 30, createdAt: new Date(Date.UTC(2025, 5, 15, 10, 9, 30)).toISOString() });
    expect(ids(placeEntry(page(10, 3), late, false))).toEqual([10, 30, 9, 8]);
    // Older than everything on a full first page: it belongs further on, only the count grows.
    const older = placeEntry(full, notificationFixture({ id: 1 }), false);
    expect(ids(older)).toEqual(ids(full));
    expect(older?.count).toBe(31);
  });

  it('leaves a page nobody loaded alone', () => {
    expect(placeEntry(undefined, notificationFixture({ id: 1 }), false)).toBeUndefined();
  });
});

describe('an entry leaving a page', () => {
  it('is gone and no longer counted when its cause was undone', () => {
    const next = removeEntry(page(10, 3), 9, -1);
    expect(ids(next)).toEqual([10, 8]);
    expect(next?.count).toBe(2);
  });

  it('that moved to the first page leaves a later page with the same count; one added elsewhere adds one', () => {
    expect(removeEntry(page(10, 3, 20), 9, 0)?.count).toBe(20);
    expect(ids(removeEntry(page(10, 3, 20), 9, 0))).toEqual([10, 8]);
    expect(removeEntry(page(10, 3, 20), 99, 1)?.count).toBe(21);
  });

  it('changes nothing when the page does not hold it and nothing was added', () => {
    const data = page(10, 3);
    expect(removeEntry(data, 99, 0)).toBe(data);
    expect(removeEntry(undefined, 9, -1)).toBeUndefined();
  });

  it('never counts below zero', () => {
    expect(removeEntry(notificationPage([notificationFixture({ id: 1 })], 0), 1, -1)?.count).toBe(0);
  });
});

describe('reading', () => {
  const data = notificationPage([
    notificationFixture({ id: 3 }),
    notificationFixture({ id: 2, is_read: true }),
    notificationFixture({ id: 1 }),
  ]);

  it('lists the unread ids in the page’s order', () => {
    expect(unreadIds(data)).toEqual([3, 1]);
    expect(unreadIds(undefined)).toEqual([]);
  });

  it('marks the named entries read and leaves the others as they were', () => {
    const next = readEntries(data, [3]);
    expect(next?.rows.map((row) => row.is_read)).toEqual([true, true, false]);
    expect(next?.rows[1]).toBe(data.rows[1]);
    expect(readEntries(data, [2, 99])).toBe(data);
  });

  it('knows which entries a page holds', () => {
    expect(hasEntry(data, 2)).toBe(true);
    expect(hasEntry(data, 9)).toBe(false);
    expect(hasEntry(undefined, 2)).toBe(false);
  });
});

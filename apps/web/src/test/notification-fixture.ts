import type { Notification, NotificationPage } from '@vitrina/contract/notifications';
import type { Author } from '@vitrina/contract/posts';

/** Notifications as the API and the socket answer them, for component tests. */

export function actorFixture(actor: Partial<Author> = {}): Author {
  return {
    id: 7,
    fullname: 'Luis Gómez',
    profile_url: 'luis',
    profileImage: 'luis.jpg',
    type: 'talento',
    verified: false,
    ...actor,
  };
}

/** An unread like on post 1 by one person; minutes before 12:00 by id, so later ids are newer. */
export function notificationFixture(entry: Partial<Notification> & { id: number }): Notification {
  const actor = entry.actor ?? actorFixture();
  return {
    type: 'LIKE_POST',
    is_read: false,
    postId: 1,
    createdAt: new Date(Date.UTC(2025, 5, 15, 10, entry.id)).toISOString(),
    actors: [actor],
    actorsCount: 1,
    ...entry,
    actor,
  };
}

/** A page holding those entries, out of `count` in all. */
export function notificationPage(rows: Notification[], count = rows.length): NotificationPage {
  return { rows, count };
}

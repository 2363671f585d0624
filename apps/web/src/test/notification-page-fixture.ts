import { actorFixture, notificationFixture } from './notification-fixture.ts';

/** The notifications page's scenario: four entries at noon of 15 June 2025, newest first. */

export const now = Date.parse('2025-06-15T12:00:00.000Z');
export const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

export const ana = actorFixture({ id: 1, fullname: 'Ana Ruiz', profile_url: 'ana-ruiz' });
export const luis = actorFixture({ id: 2, fullname: 'Luis Gómez', profile_url: 'luis' });
export const eva = actorFixture({ id: 4, fullname: 'Eva Ríos', profile_url: 'eva' });
export const sol = actorFixture({ id: 3, fullname: 'Agencia Sol', profile_url: 'agencia-sol', type: 'agencia' });

/** Twelve people liked post 42, Ana the latest; Luis followed; an agency commented on post 7 and followed. */
export const grouped = notificationFixture({
  id: 5,
  actor: ana,
  actors: [ana, luis, eva],
  actorsCount: 12,
  postId: 42,
  createdAt: minutesAgo(5),
});
export const followed = notificationFixture({
  id: 4,
  type: 'FOLLOWER',
  actor: luis,
  postId: null,
  is_read: true,
  createdAt: minutesAgo(90),
});
export const commented = notificationFixture({
  id: 3,
  type: 'COMMENT',
  actor: sol,
  postId: 7,
  is_read: true,
  createdAt: minutesAgo(600),
});
export const agencyFollowed = notificationFixture({
  id: 2,
  type: 'FOLLOWER',
  actor: sol,
  postId: null,
  createdAt: minutesAgo(3000),
});
export const firstPage = [grouped, followed, commented, agencyFollowed];

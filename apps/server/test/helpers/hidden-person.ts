import { sql } from 'drizzle-orm';
import type { NotificationPage } from '@vitrina/contract/notifications';
import type { Post } from '@vitrina/contract/posts';
import { queryRows } from '../../src/db/client.ts';
import { createUser, type TestUser } from './factories.ts';
import { createClient } from './http-client.ts';
import { createTalent, publishText } from './posts.ts';
import type { TestApp } from './test-app.ts';

/** A person hidden from everyone (a cancellation, a suspension): what the counters and the surfaces show. */

/** Every counter of the people and posts of the scene, to compare before, during and after. */
export async function counters(app: TestApp, userIds: number[], postIds: number[]) {
  const people = await queryRows<{ id: number; followers: number; following: number }>(
    app.database.db,
    sql`select id, followers_count as followers, following_count as following from users
      where id in (${sql.join(userIds, sql`, `)}) order by id`,
  );
  const posts = await queryRows<{ id: number; likes: number; comments: number; shares: number }>(
    app.database.db,
    sql`select id, likes_count as likes, comments_count as comments, shares_count as shares from posts
      where id in (${sql.join(postIds, sql`, `)}) order by id`,
  );
  const [stats] = await queryRows<{ live: number }>(app.database.db, sql`select live_posts as live from post_stats`);
  return {
    people: people.map((p) => [Number(p.id), Number(p.followers), Number(p.following)]),
    posts: posts.map((p) => [Number(p.id), Number(p.likes), Number(p.comments), Number(p.shares)]),
    live: Number(stats?.live ?? 0),
  };
}

/** What `sightings` answers while a person is hidden (cancelled or suspended): nothing, anywhere. */
export const hiddenEverywhere = {
  profile: 404,
  card: 404,
  inFriendsFollowing: false,
  friendsFollowingCount: 0,
  inFeatured: false,
  report: 404,
  post: 404,
  inFeed: false,
  friendPostCounts: [0, 0, 0],
  inComments: false,
  inSearch: false,
  inContacts: false,
  thread: 404,
  notificationsFrom: 0,
  follow: 404,
} as const;

/** What `viewer` sees of `hidden` on every surface the block tests cover. */
export async function sightings(
  app: TestApp,
  viewer: TestUser,
  hidden: TestUser,
  theirPost: Post,
  friendPost: Post,
  friend: TestUser,
) {
  const as = createClient(app).as(viewer);
  const get = async <T>(url: string) => (await as.get(url)).json() as T;
  const friendFollows = await get<{ rows: Array<{ id: number }>; count: number }>(
    `/api/users/${friend.profileUrl}/following`,
  );
  const featured = await get<{ rows: Array<{ id: number }> }>('/api/users/destacados?page=1');
  const all = await get<{ posts: Post[] }>('/api/posts/feed?page=1&filter=agencia');
  const friendPostNow = await get<Post>(`/api/posts/${friendPost.id}`);
  const comments = await get<{ rows: Array<{ user: { id: number } }> }>(`/api/comments/post/${friendPost.id}?page=1`);
  const search = await get<{ rows: Array<{ id: number }> }>(`/api/users/search?term=${encodeURIComponent('Saliente')}`);
  const contacts = await get<Array<{ id: number }>>('/api/users/contacts');
  const notifications = await get<NotificationPage>('/api/notifications');
  return {
    profile: (await as.get(`/api/users/${hidden.profileUrl}/profile`)).statusCode,
    card: (await as.get(`/api/users/${hidden.id}/talento`)).statusCode,
    inFriendsFollowing: friendFollows.rows.some((p) => p.id === hidden.id),
    friendsFollowingCount: friendFollows.count,
    inFeatured: featured.rows.some((p) => p.id === hidden.id),
    post: (await as.get(`/api/posts/${theirPost.id}`)).statusCode,
    inFeed: all.posts.some((p) => p.user.id === hidden.id),
    friendPostCounts: [friendPostNow.likesCount, friendPostNow.commentsCount, friendPostNow.shareCount],
    inComments: comments.rows.some((c) => c.user.id === hidden.id),
    inSearch: search.rows.some((r) => r.id === hidden.id),
    inContacts: contacts.some((c) => c.id === hidden.id),
    thread: (await as.get(`/api/messages/${hidden.profileUrl}`)).statusCode,
    notificationsFrom: notifications.rows.filter((n) => n.actors.some((a) => a.id === hidden.id)).length,
    follow: (await as.post('/api/users/follow', { id: hidden.id })).statusCode,
    report: (await as.post('/api/users/report', { userId: hidden.id, description: 'x' })).statusCode,
  };
}

/**
 * The scene both hiding tests start from: the person to hide (English, with a password) follows a friend and
 * is followed by the friend and a viewer, and has liked the friend's post; each has a post.
 */
export async function hiddenPersonScene(app: TestApp, passwordHash: string) {
  const leaver = await createUser(app, { type: 'talento', nombre: 'Saliente', passwordHash, langCode: 'en' });
  const friend = await createTalent(app, 'Amiga');
  const viewer = await createTalent(app, 'Mirona');
  const theirPost = await publishText(app, leaver, 'Mi obra');
  const friendPost = await publishText(app, friend, 'La obra de mi amiga');
  const http = createClient(app);
  for (const [a, b] of [
    [leaver, friend],
    [friend, leaver],
    [viewer, leaver],
  ] as const) {
    const followed = await http.as(a).post('/api/users/follow', { id: b.id });
    if (followed.statusCode !== 200) throw new Error(`follow answered ${followed.statusCode}`);
  }
  const liked = await http.as(leaver).post(`/api/reactions/like/post/${friendPost.id}`);
  if (liked.statusCode !== 200) throw new Error(`like answered ${liked.statusCode}`);
  return { leaver, friend, viewer, theirPost, friendPost };
}

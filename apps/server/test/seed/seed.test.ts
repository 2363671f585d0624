import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { groupKeyOf } from '../../src/modules/notifications/notification-rules.ts';
import type { Insights } from '@vitrina/contract/insights';
import type { SavedSearch } from '@vitrina/contract/saved-searches';
import type { Shortlist } from '@vitrina/contract/shortlists';
import type { NotificationPage } from '@vitrina/contract/notifications';
import type { NotificationType } from '@vitrina/contract/notifications-limits';
import type { SelfResponse } from '@vitrina/contract/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/people.ts';
import { seedNetwork, SeedRefusedError, type SeedOptions } from '../../scripts/seed/seed-network.ts';
import type { SeedPlan } from '../../scripts/seed/seed-plan.ts';
import { createClient } from '../helpers/http-client.ts';
import { startTestS3 } from '../helpers/s3-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { runRound } from '../helpers/rounds.ts';
import { issueToken } from '../helpers/session-tokens.ts';
import { storageOf } from '../helpers/media-flow.ts';

const plan: SeedPlan = { users: 40, posts: 400, follows: 500, likes: 1200, comments: 300, commentLikes: 200 };
const poolSize = { photos: 2, avatars: 2, covers: 1 };

let app: TestApp;
let options: SeedOptions;

const count = async (query: string) => {
  const [row] = await queryRows<{ n: string }>(app.database.db, sql.raw(query));
  return Number(row?.n);
};

beforeAll(async () => {
  app = await createTestApp();
  options = { plan, reset: false, passwordHash: await hashPassword(DEMO_PASSWORD), poolSize };
  await seedNetwork(app.database, storageOf(app), options);
  // Seeding (its insights above all) takes tens of seconds on a busy machine.
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('npm run seed at a tiny size', () => {
  it('creates exactly the rows asked for', async () => {
    expect(await count('select count(*) as n from users')).toBe(plan.users);
    expect(await count('select count(*) as n from user_profiles')).toBe(plan.users);
    expect(await count('select count(*) as n from posts')).toBe(plan.posts);
    expect(await count('select count(*) as n from follows')).toBe(plan.follows);
    expect(await count('select count(*) as n from post_reactions')).toBe(plan.likes);
    expect(await count('select count(*) as n from comments')).toBe(plan.comments);
    expect(await count('select count(*) as n from comment_reactions')).toBe(plan.commentLikes);
  });

  it('sets every counter to the number of rows it counts', async () => {
    const mismatches = {
      'users.posts_count': `select count(*) as n from users u where posts_count <>
        (select count(*) from posts p where p.author_id = u.id and p.deleted_at is null)`,
      'users.followers_count': `select count(*) as n from users u where followers_count <>
        (select count(*) from follows f where f.followed_id = u.id)`,
      'users.following_count': `select count(*) as n from users u where following_count <>
        (select count(*) from follows f where f.follower_id = u.id)`,
      'posts.likes_count': `select count(*) as n from posts p where likes_count <>
        (select count(*) from post_reactions r where r.post_id = p.id)`,
      'posts.comments_count': `select count(*) as n from posts p where comments_count <>
        (select count(*) from comments c where c.post_id = p.id)`,
      'posts.shares_count': `select count(*) as n from posts p where shares_count <>
        (select count(*) from posts s where s.shared_post_id = p.id and s.deleted_at is null)`,
      'comments.likes_count': `select count(*) as n from comments c where likes_count <>
        (select count(*) from comment_reactions r where r.comment_id = c.id)`,
      'post_stats.live_posts': `select count(*) as n from post_stats where id = 1 and live_posts <>
        (select count(*) from posts where deleted_at is null)`,
    };
    for (const [counter, query] of Object.entries(mismatches))
      expect([counter, await count(query)]).toEqual([counter, 0]);
    expect(await count('select count(*) as n from post_stats where id = 1')).toBe(1);
  });

  it('keeps the network rules: talents only are followed and publish, nobody follows themselves', async () => {
    expect(await count('select count(*) as n from follows where follower_id = followed_id')).toBe(0);
    expect(
      await count(`select count(*) as n from follows f join users u on u.id = f.followed_id where u.type <> 'talento'`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from posts p join users u on u.id = p.author_id where u.type <> 'talento'`),
    ).toBe(0);
    expect(await count(`select count(*) as n from users where type is null or not is_verified`)).toBe(0);
    expect(await count(`select count(*) as n from users where type = 'agencia'`)).toBeGreaterThan(0);
  });

  it('shares only another talent’s post that is not itself a share', async () => {
    expect(await count('select count(*) as n from posts where shared_post_id is not null')).toBeGreaterThan(0);
    expect(
      await count(`select count(*) as n from posts s join posts o on o.id = s.shared_post_id
        where o.author_id = s.author_id or o.shared_post_id is not null`),
    ).toBe(0);
  });

  it('makes every kind of post, newest with the highest id, in all eight categories', async () => {
    expect(await count('select count(*) as n from posts where video_id is not null')).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from post_files where kind = 'FILE'`)).toBeGreaterThan(0);
    const photos = await queryRows<{ most: number; least: number }>(
      app.database.db,
      sql`select max(n)::int as most, min(n)::int as least from
        (select count(*) as n from post_files where kind = 'PHOTO' group by post_id) x`,
    );
    expect(photos[0]!.least).toBeGreaterThanOrEqual(1);
    expect(photos[0]!.most).toBeLessThanOrEqual(7);
    expect(
      await count(`select count(*) as n from posts p where exists
        (select 1 from posts q where q.id < p.id and q.created_at > p.created_at)`),
    ).toBe(0);
    expect(
      await count(`select count(distinct i.category_id) as n from interests i join users u on u.id = i.user_id
        where u.type = 'talento'`),
    ).toBe(8);
    expect(await count('select count(distinct country) as n from users')).toBeGreaterThan(3);
  });

  it('lets the printed accounts log in, and serves their feed and pictures', async () => {
    const client = createClient(app);
    for (const account of [DEMO_ACCOUNTS.talent, DEMO_ACCOUNTS.agency]) {
      const login = await client.post('/api/users/authenticate', { email: account.email, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(200);
      const feed = await client.as(login.json<{ token: string }>().token).get('/api/posts/feed?filter=agencia');
      expect(feed.statusCode).toBe(200);
      expect(feed.json<{ posts: unknown[] }>().posts.length).toBeGreaterThan(0);
    }
    const [talent] = await queryRows<{ image: string }>(
      app.database.db,
      sql`select profile_image as image from users where id = ${DEMO_ACCOUNTS.talent.id}`,
    );
    expect((await client.get(`/media/${talent!.image}`)).headers['content-type']).toBe('image/jpeg');
    expect((await client.get(`/resize/c92x92/${talent!.image}`)).statusCode).toBe(200);
  });

  it('derives every kind of notification from the seeded activity, as the live listeners would', async () => {
    const kinds = await queryRows<{ type: string; n: string }>(
      app.database.db,
      sql`select type, count(*) as n from notifications group by type`,
    );
    expect(kinds.map((k) => k.type).sort()).toEqual(['COMMENT', 'FOLLOWER', 'LIKE_COMMENT', 'LIKE_POST', 'NEW_POST']);
    // Every entry stands for someone, and nobody hears of their own doing.
    expect(
      await count(`select count(*) as n from notifications n
        where not exists (select 1 from notification_actors a where a.notification_id = n.id)`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from notification_actors a join notifications n on n.id = a.notification_id
        where a.actor_id = n.recipient_id`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from (select 1 from notifications group by recipient_id, group_key
        having count(*) > 1) as d`),
    ).toBe(0);
    // Only likes of a post are grouped; an entry is dated by its latest actor.
    expect(
      await count(`select count(*) as n from notifications n where n.type <> 'LIKE_POST'
        and (select count(*) from notification_actors a where a.notification_id = n.id) <> 1`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from notifications n where n.created_at <>
        (select max(a.created_at) from notification_actors a where a.notification_id = n.id)`),
    ).toBe(0);
    // Each actor row has its cause in the network, dated as the cause.
    expect(
      await count(`select count(*) as n from notification_actors a join notifications n on n.id = a.notification_id
        where not case n.type
          when 'FOLLOWER' then exists (select 1 from follows f where f.follower_id = a.actor_id
            and f.followed_id = n.recipient_id and f.created_at = a.created_at)
          when 'COMMENT' then exists (select 1 from comments c join posts p on p.id = c.post_id
            where c.id = n.comment_id and c.post_id = n.post_id and c.author_id = a.actor_id
              and p.author_id = n.recipient_id and c.created_at = a.created_at)
          when 'LIKE_POST' then exists (select 1 from post_reactions r join posts p on p.id = r.post_id
            where r.post_id = n.post_id and r.user_id = a.actor_id and p.author_id = n.recipient_id
              and r.created_at = a.created_at)
          when 'LIKE_COMMENT' then exists (select 1 from comment_reactions r join comments c on c.id = r.comment_id
            where r.comment_id = n.comment_id and c.post_id = n.post_id and r.user_id = a.actor_id
              and c.author_id = n.recipient_id and r.created_at = a.created_at)
          when 'NEW_POST' then exists (select 1 from posts p join follows f on f.followed_id = p.author_id
            where p.id = n.post_id and p.author_id = a.actor_id and p.shared_post_id is null
              and f.follower_id = n.recipient_id and f.created_at <= p.created_at and p.created_at = a.created_at)
        end`),
    ).toBe(0);
    // The group keys are the ones notification-rules.ts gives each happening (a like: its own UTC day).
    const actors = await queryRows<{
      type: NotificationType;
      group_key: string;
      recipient_id: string;
      actor_id: string;
      post_id: string | null;
      comment_id: string | null;
      created_at: string | Date;
    }>(
      app.database.db,
      sql`select n.type, n.group_key, n.recipient_id, a.actor_id, n.post_id, n.comment_id, a.created_at
        from notification_actors a join notifications n on n.id = a.notification_id`,
    );
    const id = (value: string | null) => (value === null ? null : Number(value));
    const misfiled = actors.filter(
      (row) =>
        groupKeyOf(
          {
            type: row.type,
            recipientId: Number(row.recipient_id),
            actorId: Number(row.actor_id),
            postId: id(row.post_id),
            commentId: id(row.comment_id),
          },
          new Date(row.created_at),
        ) !== row.group_key,
    );
    expect(misfiled).toEqual([]);
    // The newest are unread, the older read: nobody has a read entry newer than an unread one.
    expect(
      await count(`select count(*) as n from notifications r join notifications u on u.recipient_id = r.recipient_id
        where r.is_read and not u.is_read and (r.created_at, r.id) > (u.created_at, u.id)`),
    ).toBe(0);
    expect(await count('select count(*) as n from notifications where is_read')).toBeGreaterThan(0);
    expect(
      await count(`select count(*) as n from notifications where id > (select last_value from notifications_id_seq)`),
    ).toBe(0);
  });

  it('shows the demo talent a live badge and list through the app', async () => {
    const client = createClient(app);
    const login = await client.post('/api/users/authenticate', {
      email: DEMO_ACCOUNTS.talent.email,
      password: DEMO_PASSWORD,
    });
    const talent = client.as(login.json<{ token: string }>().token);
    const id = DEMO_ACCOUNTS.talent.id;
    const entries = await count(`select count(*) as n from notifications where recipient_id = ${id}`);
    const unread = await count(`select count(*) as n from notifications where recipient_id = ${id} and not is_read`);
    expect(unread).toBeGreaterThan(0);
    const self = await talent.get('/api/users/self');
    expect(self.json<SelfResponse>().user.unreadedNotificationsCount).toBe(unread);
    const page = await talent.get('/api/notifications?page=1');
    expect(page.statusCode).toBe(200);
    const { rows, count: total } = page.json<NotificationPage>();
    expect(total).toBe(entries);
    expect(rows).toHaveLength(Math.min(12, entries));
    expect(rows[0]!.is_read).toBe(false);
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const row of rows) expect(row.actors.length).toBeGreaterThan(0);
  });

  it('gives the most followed talent a year of insights, which the dashboard reads', async () => {
    const [top] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select id from users where type = 'talento' order by followers_count desc, id limit 1`,
    );
    const owner = createClient(app).as(await issueToken(app, Number(top!.id)));
    const answer = await owner.get('/api/insights?days=90');
    expect(answer.statusCode).toBe(200);
    const figures = answer.json<Insights>();
    expect(figures.daily).toHaveLength(90);
    expect(figures.daily.every((day) => day.profileViews.agency + day.profileViews.talent > 0)).toBe(true);
    expect(figures.totals.profileViews.visitor).toBeGreaterThan(0);
    expect(figures.topPosts.length).toBeGreaterThan(0);
    expect(figures.agencies.length).toBeGreaterThan(0);
    expect(figures.totals.followersGained).toBeGreaterThan(0);
  });

  it('gives the demo agency two shortlists with notes', async () => {
    const agency = createClient(app).as(await issueToken(app, DEMO_ACCOUNTS.agency.id));
    const lists = (await agency.get('/api/shortlists')).json<{ id: number; count: number }[]>();
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list.count).toBe(6);
    const first = (await agency.get(`/api/shortlists/${lists[1]!.id}`)).json<Shortlist>();
    expect(first.entries.filter((entry) => entry.note !== '')).toHaveLength(3);
  });

  it('gives the demo agency two saved searches that know the talents they match now', async () => {
    const agency = createClient(app).as(await issueToken(app, DEMO_ACCOUNTS.agency.id));
    const searches = (await agency.get('/api/saved-searches')).json<SavedSearch[]>();
    expect(searches.map((search) => [search.name, search.frequency, search.alerts])).toEqual(
      expect.arrayContaining([
        ['Modelos de ojos verdes', 'daily', true],
        ['Disponibles para castings en México', 'weekly', true],
      ]),
    );
    expect(searches.find((search) => search.frequency === 'daily')?.query).toBe('category=5&eye_colour=green');
    // Nothing is new to them yet: a round now tells of no one.
    await app.database.db.execute(sql`update saved_searches set next_due_at = now()`);
    await runRound(app, 'saved-search-alerts');
    expect(await count(`select count(*) as n from notifications where type = 'SAVED_SEARCH_MATCH'`)).toBe(0);
  });

  it('posts opportunities in every state, applied to in every filing, within the rules', async () => {
    const states = await queryRows<{ state: string; n: string }>(
      app.database.db,
      sql`select state, count(*) as n from opportunities group by state`,
    );
    expect(states.map((row) => row.state).sort()).toEqual(['cancelled', 'closed', 'draft', 'open']);
    expect(await count(`select count(*) as n from opportunities`)).toBe(plan.users * 2);
    // An agency no moderator verified keeps at most two open; nobody under 18 applies.
    expect(
      await count(`select count(*) as n from (select agency_id from opportunities o join users u on u.id = o.agency_id
        where o.state = 'open' and u.agency_verified_at is null group by agency_id having count(*) > 2) x`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from applications a join users u on u.id = a.talent_id
        where u.birthdate > current_date - interval '18 years'`),
    ).toBe(0);
    const filings = await queryRows<{ filing: string }>(
      app.database.db,
      sql`select distinct filing from applications where state = 'sent'`,
    );
    expect(filings.map((row) => row.filing).sort()).toEqual(['audition', 'cast', 'no', 'unfiled', 'yes']);
    const demo = await queryRows<{ filing: string; told: boolean; tape: boolean }>(
      app.database.db,
      sql`select a.filing, a.told_at is not null as told, exists (select 1 from self_tapes s where s.application_id = a.id)
        as tape from applications a join opportunities o on o.id = a.opportunity_id
        where a.talent_id = ${DEMO_ACCOUNTS.talent.id} and o.agency_id = ${DEMO_ACCOUNTS.agency.id} order by a.id`,
    );
    expect(demo.map((row) => row.filing)).toEqual(expect.arrayContaining(['unfiled', 'yes', 'audition']));
    expect(demo.some((row) => row.tape)).toBe(true);
    expect(await count(`select count(*) as n from application_items where is_primary`)).toBeGreaterThan(0);
  });

  it('refuses a database that holds accounts, and starts over with reset', async () => {
    await expect(seedNetwork(app.database, storageOf(app), options)).rejects.toBeInstanceOf(SeedRefusedError);
    const smaller = { ...plan, posts: 100, likes: 200 };
    const report = await seedNetwork(app.database, storageOf(app), { ...options, plan: smaller, reset: true });
    expect(report.counts.posts).toBe(100);
    expect(report.counts['post likes']).toBe(200);
    expect(report.counts.notifications).toBe(await count('select count(*) as n from notifications'));
    expect(report.counts.notifications).toBeGreaterThan(0);
    expect(await count('select count(*) as n from users')).toBe(plan.users);
  }, 180_000);
});

// Like the reset test above, it seeds a whole network again: the seeding hook's time-out, not a request's 30 s.
describe('npm run seed with S3 storage', () => {
  it('stores the media pool through the S3 driver, served like any upload', async () => {
    const s3 = await startTestS3();
    const s3App = await createTestApp(s3.env);
    try {
      const small = { ...plan, posts: 50, likes: 100, comments: 20, commentLikes: 10 };
      await seedNetwork(s3App.database, storageOf(s3App), { ...options, plan: small });
      const [photo] = await queryRows<{ name: string }>(
        s3App.database.db,
        sql`select name from post_files where kind = 'PHOTO' limit 1`,
      );
      const client = createClient(s3App);
      expect((await client.get(`/media/${photo!.name}`)).statusCode).toBe(200);
      expect((await client.get(`/resize/c309x309/${photo!.name}`)).statusCode).toBe(200);
    } finally {
      await s3App.close();
      await s3.close();
    }
  }, 180_000);
});

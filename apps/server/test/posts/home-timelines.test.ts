import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import type { PostPage } from '@vitrina/contract/posts';
import { queryRows } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import {
  block,
  createTalent,
  follow,
  publishMany,
  publishText,
  runFanout,
  settleTimelines,
  timelineReads,
} from '../helpers/posts.ts';
import { realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

// Home timelines live in Redis (TEST_REDIS_URL) or, on PGlite, in process; PostgreSQL alone has none.
const hasTimelines = Boolean(testRedisUrl) || engineName === 'pglite';
const where = `${engineName}${testRedisUrl ? ' + Redis' : ''}`;
/** A quarter of an hour: the tests' timelines leave a shared Redis by themselves. */
const SHORT_WINDOW = { TIMELINE_ACTIVE_DAYS: '0.01' };

/** The feed's post ids as `user` sees them now. */
async function feedIds(app: TestApp, user: TestUser, query = ''): Promise<number[]> {
  const res = await createClient(app).as(user).get(`/api/posts/feed${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as PostPage).posts.map((post) => post.id);
}

/** Every post of `user`'s feed, page after page by keyset. */
async function wholeFeed(app: TestApp, user: TestUser): Promise<number[]> {
  const seen: number[] = [];
  for (let query = ''; ;) {
    const page = await feedIds(app, user, query);
    if (page.length === 0) return seen;
    seen.push(...page);
    query = `?before=${page.at(-1)}`;
  }
}

const desc = (ids: number[]) => [...ids].sort((a, b) => b - a);

const settle = settleTimelines;

/** Reads `user`'s feed once (which builds their timeline) and checks the next read comes from it. */
async function activate(app: TestApp, user: TestUser): Promise<void> {
  await feedIds(app, user);
  await settle(app);
  const before = timelineReads(app).fromTimeline;
  await feedIds(app, user);
  expect(timelineReads(app).fromTimeline).toBe(before + 1);
}

describe.skipIf(!hasTimelines)(`home timelines (${where})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(), ...SHORT_WINDOW, TIMELINE_FANOUT_BATCH: '2' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a returning person is answered from the database at once, then from the timeline it rebuilt', async () => {
    const reader = await createTalent(app, 'Vuelve');
    const author = await createTalent(app, 'Autora');
    await follow(app, reader.id, author.id);
    const posted = desc([...(await publishMany(app, author, 3)), ...(await publishMany(app, reader, 1))]);
    await settle(app);
    const { fromTimeline, fromDatabase } = timelineReads(app);
    expect(await feedIds(app, reader)).toEqual(posted);
    expect(timelineReads(app)).toEqual({ fromTimeline, fromDatabase: fromDatabase + 1 });
    await settle(app);
    expect(await feedIds(app, reader)).toEqual(posted);
    expect(timelineReads(app)).toEqual({ fromTimeline: fromTimeline + 1, fromDatabase: fromDatabase + 1 });
  });

  it('a new post is in the feed at once, and from the timeline once the fan-out delivered it in batches', async () => {
    const author = await createTalent(app, 'Publica');
    const fans = [];
    for (let i = 0; i < 5; i += 1) fans.push(await createTalent(app, `Fan ${i}`));
    for (const fan of fans) await follow(app, fan.id, author.id);
    const [active, idle] = [fans.slice(0, 3), fans.slice(3)];
    for (const fan of active) await activate(app, fan);

    const post = await publishText(app, author, 'recién publicada');
    // Its delivery is due: the timeline answers, with it (decision 0005).
    const read = timelineReads(app).fromTimeline;
    expect((await feedIds(app, active[0]!))[0]).toBe(post.id);
    expect(timelineReads(app).fromTimeline).toBe(read + 1);
    // Five followers in batches of two, and the author; only those with a timeline keep it.
    expect(await runFanout(app)).toEqual({ posts: 1, followers: 5 });
    const due = await queryRows(app.database.db, sql`select 1 from timeline_fanouts where post_id = ${post.id}`);
    expect(due).toHaveLength(0);
    for (const fan of active) {
      const before = timelineReads(app).fromTimeline;
      expect(await feedIds(app, fan)).toEqual([post.id]);
      expect(timelineReads(app).fromTimeline).toBe(before + 1);
    }
    // Someone away has no timeline: answered from the database, never empty.
    expect(await feedIds(app, idle[0]!)).toEqual([post.id]);
  });

  it('an unfollow, a block, a cancellation, a suspension and a deletion hide posts from the first read after', async () => {
    const reader = await createTalent(app, 'Lee');
    const people = await Promise.all(
      ['Deja', 'Bloquea', 'Cancela', 'Suspendida', 'Borra'].map((n) => createTalent(app, n)),
    );
    const [unfollowed, blocker, cancelled, suspended, deleter] = people as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    const http = createClient(app);
    // Over HTTP, so the counters an unfollow and a block move back were moved.
    for (const person of people) await http.as(reader).post('/api/users/follow', { id: person.id });
    const postsOf = new Map<number, number[]>();
    for (const person of people) postsOf.set(person.id, await publishMany(app, person, 2, person.profileUrl));
    await activate(app, reader);
    let shown = desc([...postsOf.values()].flat());
    expect(await feedIds(app, reader)).toEqual(shown);
    const without = (ids: number[]) => (shown = shown.filter((id) => !ids.includes(id)));

    expect((await http.as(reader).post('/api/users/unfollow', { id: unfollowed.id })).statusCode).toBe(200);
    expect(await feedIds(app, reader)).toEqual(without(postsOf.get(unfollowed.id)!));
    expect((await http.as(blocker).post('/api/users/block', { userId: reader.id })).statusCode).toBe(200);
    expect(await feedIds(app, reader)).toEqual(without(postsOf.get(blocker.id)!));
    await app.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, cancelled.id));
    expect(await feedIds(app, reader)).toEqual(without(postsOf.get(cancelled.id)!));
    await app.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    expect(await feedIds(app, reader)).toEqual(without(postsOf.get(suspended.id)!));
    const gone = postsOf.get(deleter.id)![0]!;
    expect((await http.as(deleter).delete(`/api/posts/${gone}`)).statusCode).toBe(204);
    expect(await feedIds(app, reader)).toEqual(without([gone]));

    // Rebuilt for the new followed set, the timeline answers again, still without them.
    await settle(app);
    const before = timelineReads(app).fromTimeline;
    expect(await feedIds(app, reader)).toEqual(shown);
    expect(timelineReads(app).fromTimeline).toBe(before + 1);
    // A restored account's posts are back without a rebuild: the read filters, the timeline kept them.
    await app.database.db.update(users).set({ cancelledAt: null }).where(eq(users.id, cancelled.id));
    expect(await feedIds(app, reader)).toEqual(desc([...shown, ...postsOf.get(cancelled.id)!]));
  });

  it('numbered pages come from the timeline too, skipping exactly the hidden and deleted entries before them', async () => {
    const reader = await createTalent(app, 'Pagina');
    const [shown, hidden] = [await createTalent(app, 'Visible'), await createTalent(app, 'Oculta')];
    await follow(app, reader.id, shown.id);
    await follow(app, reader.id, hidden.id);
    const expected: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      expected.unshift((await publishText(app, shown, `visible ${i}`)).id);
      if (i % 3 === 0) await publishText(app, hidden, `oculta ${i}`);
    }
    await activate(app, reader);
    await app.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, hidden.id));
    // A deleted post before page 2 moves it by one as well.
    const [deleted] = expected.splice(3, 1);
    expect((await createClient(app).as(shown).delete(`/api/posts/${deleted}`)).statusCode).toBe(204);
    const before = timelineReads(app).fromTimeline;
    expect(await feedIds(app, reader, '?page=1')).toEqual(expected.slice(0, 12));
    expect(await feedIds(app, reader, '?page=2')).toEqual(expected.slice(12));
    expect(await feedIds(app, reader, '?page=3')).toEqual([]);
    expect(timelineReads(app).fromTimeline).toBe(before + 3);
  });

  it('a head of deleted posts is answered from the database once, then the timeline is rebuilt without them', async () => {
    const reader = await createTalent(app, 'Limpia');
    const author = await createTalent(app, 'Borra');
    await follow(app, reader.id, author.id);
    const posted = desc(await publishMany(app, author, 30));
    await activate(app, reader);
    // 14 of the 24 entries a page 1 reads are gone: too few posts left in them to fill it.
    for (const id of posted.splice(0, 14)) {
      expect((await createClient(app).as(author).delete(`/api/posts/${id}`)).statusCode).toBe(204);
    }
    const before = timelineReads(app);
    expect(await feedIds(app, reader)).toEqual(posted.slice(0, 12));
    expect(timelineReads(app)).toEqual({ ...before, fromDatabase: before.fromDatabase + 1 });
    await settle(app);
    expect(await feedIds(app, reader)).toEqual(posted.slice(0, 12));
    expect(await feedIds(app, reader, '?page=2')).toEqual(posted.slice(12));
    expect(timelineReads(app)).toEqual({
      fromTimeline: before.fromTimeline + 2,
      fromDatabase: before.fromDatabase + 1,
    });
  });

  it('posts still due join the timeline’s pages: at once, once, in place, and never hidden or deleted ones', async () => {
    const reader = await createTalent(app, 'Espera');
    const [author, blocker] = [await createTalent(app, 'Constante'), await createTalent(app, 'Bloqueará')];
    await follow(app, reader.id, author.id);
    await follow(app, reader.id, blocker.id);
    // More than page 1 reads from the timeline (24), so due posts must be newer than the slice's oldest to join.
    const delivered = desc(await publishMany(app, author, 26));
    await activate(app, reader);
    // Due, not delivered: the author's, the reader's own, and two that go before the reader reads.
    const due = (await publishText(app, author, 'por entregar')).id;
    const own = (await publishText(app, reader, 'mía')).id;
    await publishText(app, blocker, 'de quien bloqueará');
    const deleted = (await publishText(app, author, 'borrada')).id;
    // Straight into the table: the follow stays, so only the read's visibility rule can leave the post out.
    await block(app, blocker.id, reader.id);
    expect((await createClient(app).as(author).delete(`/api/posts/${deleted}`)).statusCode).toBe(204);
    const expected = [own, due, ...delivered];
    const pages = async () => [
      await feedIds(app, reader, '?page=1'),
      await feedIds(app, reader, '?page=2'),
      await feedIds(app, reader, '?page=3'),
      await feedIds(app, reader, `?before=${own}`),
    ];
    const wanted = [expected.slice(0, 12), expected.slice(12, 24), expected.slice(24), expected.slice(1, 13)];

    const before = timelineReads(app);
    expect(await pages()).toEqual(wanted);
    expect(timelineReads(app)).toEqual({ ...before, fromTimeline: before.fromTimeline + 4 });
    // In the timeline and still due, as a round stopped between two batches leaves them (delivered through the
    // reader, its row back in the queue): each post once.
    await runFanout(app);
    await queryRows(
      app.database.db,
      sql`insert into timeline_fanouts (post_id, author_id, done_through) values (${due}, ${author.id}, ${reader.id})`,
    );
    expect(await pages()).toEqual(wanted);
    await settle(app);
    expect(await pages()).toEqual(wanted);
    expect(timelineReads(app).fromDatabase).toBe(before.fromDatabase);
  });

  it('a follow shows the new person’s earlier posts on the next read', async () => {
    const reader = await createTalent(app, 'Sigue');
    await publishMany(app, await createTalent(app, 'Nadie'), 1);
    const newcomer = await createTalent(app, 'Nueva');
    const earlier = await publishMany(app, newcomer, 2);
    await settle(app);
    await activate(app, reader);
    expect(await feedIds(app, reader)).toEqual([]);
    expect((await createClient(app).as(reader).post('/api/users/follow', { id: newcomer.id })).statusCode).toBe(200);
    expect(await feedIds(app, reader)).toEqual(desc(earlier));
  });
});

describe.skipIf(!hasTimelines)(`home timelines past the cap (${where})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(), ...SHORT_WINDOW, TIMELINE_CAP: '12' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the newest posts up to the cap; older pages come from the database by keyset, none lost', async () => {
    const reader = await createTalent(app, 'Lectora');
    const author = await createTalent(app, 'Prolífica');
    await follow(app, reader.id, author.id);
    const posted = desc(await publishMany(app, author, 20));
    await activate(app, reader);
    // Eight more, delivered: the timeline trims to its twelve newest.
    posted.unshift(...desc(await publishMany(app, author, 8)));
    await settle(app);
    expect(await wholeFeed(app, reader)).toEqual(posted);
  });
});

describe.skipIf(!hasTimelines)(`home timelines of people away (${where})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    // An active window of 2.6 s: long enough for a few reads and a rebuild, short enough to wait out.
    app = await createTestApp({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.00003' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('someone who has not read within the window gets no deliveries; their next read is answered, then rebuilt', async () => {
    const author = await createTalent(app, 'Autora');
    const [present, away] = [await createTalent(app, 'Presente'), await createTalent(app, 'Ausente')];
    await follow(app, present.id, author.id);
    await follow(app, away.id, author.id);
    await activate(app, away);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await activate(app, present);
    const post = await publishText(app, author, 'mientras no estaba');
    expect(await runFanout(app)).toEqual({ posts: 1, followers: 2 });
    const stats = timelineReads(app);
    expect(await feedIds(app, present)).toEqual([post.id]);
    expect(await feedIds(app, away)).toEqual([post.id]);
    expect(timelineReads(app)).toEqual({
      fromTimeline: stats.fromTimeline + 1,
      fromDatabase: stats.fromDatabase + 1,
    });
    await settle(app);
    expect(await feedIds(app, away)).toEqual([post.id]);
    expect(timelineReads(app).fromTimeline).toBe(stats.fromTimeline + 2);
  });
});

describe.skipIf(!hasTimelines)(`home timelines built from the site's newest posts (${where})`, () => {
  let app: TestApp;
  /** The statements that build a timeline, and the followed pages read from the database, since the last look. */
  let reads = { builds: 0, pages: 0 };
  const readsSince = () => {
    const seen = reads;
    reads = { builds: 0, pages: 0 };
    return seen;
  };
  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(), ...SHORT_WINDOW, TIMELINE_CAP: '12' }, {}, undefined, {
      onQuery: (query) => {
        if (query.includes('bound.after')) reads.builds += 1;
        if (query.includes('as network') && query.includes('hidden_set')) reads.pages += 1;
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** `count` posts of someone outside every network here, written at once. */
  async function othersPost(count: number): Promise<void> {
    const other = await createTalent(app, 'Ajena');
    await app.database.db.execute(
      sql`insert into posts (author_id, description) select ${other.id}, 'ajena' from generate_series(1, ${count})`,
    );
  }

  it('reads only the newest posts when they hold the cap, and the timeline is the same', async () => {
    const reader = await createTalent(app, 'Lectora');
    const authors = [await createTalent(app, 'Una'), await createTalent(app, 'Otra')];
    for (const author of authors) await follow(app, reader.id, author.id);
    const posted: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await othersPost(10);
      for (const author of authors) posted.push(...(await publishMany(app, author, 5)));
    }
    readsSince();
    // The first page is the database's, and the timeline is built meanwhile: each in one statement.
    expect(await feedIds(app, reader)).toEqual(desc(posted).slice(0, POSTS_PAGE_SIZE));
    await settle(app);
    expect(readsSince()).toEqual({ builds: 1, pages: 1 });
    await activate(app, reader);
    expect(await wholeFeed(app, reader)).toEqual(desc(posted));
  });

  it('reads every post when the newest hold too few of the network’s', async () => {
    const reader = await createTalent(app, 'Lector');
    const author = await createTalent(app, 'Antigua');
    await follow(app, reader.id, author.id);
    const posted = await publishMany(app, author, 30);
    await othersPost(400);
    readsSince();
    expect(await feedIds(app, reader)).toEqual(desc(posted).slice(0, POSTS_PAGE_SIZE));
    await settle(app);
    expect(readsSince()).toEqual({ builds: 2, pages: 1 });
    await activate(app, reader);
    expect(await wholeFeed(app, reader)).toEqual(desc(posted));
  });
});

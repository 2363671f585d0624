import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentCard, TalentPage } from '@vitrina/contract/discovery';
import { users } from '../../src/db/schema/users.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { block } from '../helpers/posts.ts';
import { createAppPair } from '../helpers/sockets.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

type Pair = Awaited<ReturnType<typeof createAppPair>>;

/** Fourteen confirmed talents of sports (category 1) in Mexico, the first most followed. */
async function scene(app: TestApp) {
  const viewer = await createUser(app, { type: 'talento', nombre: 'Mirada' });
  const talents: TestUser[] = [];
  for (let i = 0; i < 14; i += 1) {
    const talent = await createUser(app, { type: 'talento', nombre: `Lista${i}` });
    await app.database.db.execute(sql`update users set followers_count = ${100 - i} where id = ${talent.id}`);
    await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${talent.id}, 1)`);
    talents.push(talent);
  }
  return { viewer, talents };
}

const pageOf = async (app: TestApp, who: TestUser, path: string): Promise<TalentPage> => {
  const res = await createClient(app).as(who).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TalentPage;
};
const ids = (page: TalentPage) => page.rows.map((row) => row.id);
const FEATURED = '/api/users/destacados?page=1';
const SPORTS_MX = '/api/categories/users/deportes?country=MX&page=1';

// Decision 0006: the explore lists share a window of ranked ids and the cards among viewers, per process, for
// LIST_WINDOW_SECONDS (a minute here). Each change is made on process b right after process a read the list,
// and must be in a's next read: the viewer's side of each page and the list epoch are what make it so.
describe(`shared explore lists, two processes (${engineName})`, () => {
  let pair: Pair | undefined;
  let a: TestApp;
  let b: TestApp;
  let viewer: TestUser;
  let talents: TestUser[];
  beforeAll(async () => {
    pair = await createAppPair({ LIST_WINDOW_SECONDS: '60' });
    [a, b] = pair.apps;
    ({ viewer, talents } = await scene(b));
  });
  afterAll(async () => {
    await pair?.close();
  });

  const cardOf = async (person: TestUser, path = FEATURED): Promise<TalentCard | undefined> =>
    (await pageOf(a, viewer, path)).rows.find((row) => row.id === person.id);

  it('a block either way takes the person off the viewer’s lists and count at once, and only theirs', async () => {
    const other = talents[13]!;
    const before = await pageOf(a, viewer, FEATURED);
    expect(before.count).toBe(14); // the viewer is never on their own lists
    await block(b, viewer.id, talents[0]!.id);
    await block(b, talents[1]!.id, viewer.id);
    const after = await pageOf(a, viewer, FEATURED);
    expect(ids(after)).not.toContain(talents[0]!.id);
    expect(ids(after)).not.toContain(talents[1]!.id);
    expect(after.count).toBe(12);
    expect(ids(after)[0]).toBe(talents[2]!.id);
    // Someone else's lists keep both.
    const others = await pageOf(a, other, FEATURED);
    expect(ids(others).slice(0, 2)).toEqual([talents[0]!.id, talents[1]!.id]);
    expect(others.count).toBe(14);
  });

  it('a card’s name, picture, city and country are new in the next read', async () => {
    const person = talents[2]!;
    expect((await cardOf(person))?.fullname).toMatch(/^Lista2 /);
    const set = (values: Partial<typeof users.$inferInsert>) =>
      b.database.db.update(users).set(values).where(eq(users.id, person.id));
    await set({ nombre: 'Renombrada' });
    expect((await cardOf(person))?.fullname).toMatch(/^Renombrada /);
    await set({ profileImage: 'nueva-cara.jpg', coverImage: 'nueva-portada.jpg', ciudad: 'Monterrey' });
    expect(await cardOf(person)).toMatchObject({
      profileImage: expect.stringContaining('nueva-cara.jpg'),
      coverImage: expect.stringContaining('nueva-portada.jpg'),
      ciudad: 'Monterrey',
    });
    const inMexico = await pageOf(a, viewer, SPORTS_MX);
    expect(ids(inMexico)).toContain(person.id);
    await set({ country: 'ES' });
    const moved = await pageOf(a, viewer, SPORTS_MX);
    expect(ids(moved)).not.toContain(person.id);
    expect(moved.count).toBe(inMexico.count - 1);
    await set({ country: 'MX' });
  });

  it('a new talent, a lost category, a cancelled or suspended account: the list and its count follow at once', async () => {
    const recent = await pageOf(a, viewer, '/api/users/recientes?page=1');
    const newcomer = await createUser(b, { type: 'talento', nombre: 'Recien' });
    const withNewcomer = await pageOf(a, viewer, '/api/users/recientes?page=1');
    expect(ids(withNewcomer)[0]).toBe(newcomer.id);
    expect(withNewcomer.count).toBe(recent.count + 1);

    const sports = await pageOf(a, viewer, SPORTS_MX);
    await b.database.db.execute(sql`delete from interests where user_id = ${talents[3]!.id}`);
    const withoutCategory = await pageOf(a, viewer, SPORTS_MX);
    expect(ids(withoutCategory)).not.toContain(talents[3]!.id);
    expect(withoutCategory.count).toBe(sports.count - 1);

    const featured = await pageOf(a, viewer, FEATURED);
    await b.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, talents[4]!.id));
    await b.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, talents[5]!.id));
    const afterLeaving = await pageOf(a, viewer, FEATURED);
    expect(ids(afterLeaving)).not.toContain(talents[4]!.id);
    expect(ids(afterLeaving)).not.toContain(talents[5]!.id);
    expect(afterLeaving.count).toBe(featured.count - 2);
  });

  it('a new photo, its post deleted, and an availability are on the card in the next read', async () => {
    const person = talents[6]!;
    expect((await cardOf(person))?.photos).toEqual([]);
    const [post] = (
      (await b.database.db.execute(
        sql`insert into posts (author_id, description) values (${person.id}, 'obra') returning id`,
      )) as unknown as { rows: Array<{ id: number | string }> }
    ).rows;
    await b.database.db.execute(
      sql`insert into post_files (post_id, author_id, position, kind, name, ext, size, width, height)
          values (${post!.id}, ${person.id}, 0, 'PHOTO', 'obra.jpg', 'jpg', 2048, 300, 200)`,
    );
    expect((await cardOf(person))?.photos.map((photo) => photo.filename)).toEqual(['obra.jpg']);
    await b.database.db.execute(sql`update posts set deleted_at = now() where id = ${post!.id}`);
    expect((await cardOf(person))?.photos).toEqual([]);

    expect((await cardOf(person))?.available).toBe(false);
    await b.database.db.execute(
      sql`insert into talent_availability (user_id, kind, audience, days, expires_at)
          values (${person.id}, 'castings', 'everyone', 30, now() + interval '30 days')`,
    );
    expect((await cardOf(person))?.available).toBe(true);
  });
});

describe(`shared explore lists: followers and pages past the window (${engineName})`, () => {
  let pair: Pair | undefined;
  afterAll(async () => {
    await pair?.close();
  });

  it('the followers’ order follows within LIST_WINDOW_SECONDS; a page past the window is read as ever', async () => {
    pair = await createAppPair({ LIST_WINDOW_SECONDS: '0.3', LIST_WINDOW_SIZE: '12' });
    const [a, b] = pair.apps;
    const { viewer, talents } = await scene(b);
    const first = await pageOf(a, viewer, FEATURED);
    expect(ids(first)).toEqual(talents.slice(0, 12).map((t) => t.id));
    // Page 2 lies past the twelve shared ids: it comes from the database, in the same order and count.
    const second = await pageOf(a, viewer, '/api/users/destacados?page=2');
    expect(ids(second)).toEqual(talents.slice(12).map((t) => t.id));
    expect(second.count).toBe(first.count);

    const last = talents[13]!;
    await b.database.db.execute(sql`update users set followers_count = 500 where id = ${last.id}`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const reordered = await pageOf(a, viewer, FEATURED);
    expect(ids(reordered)[0]).toBe(last.id);
    expect(reordered.rows[0]!.followersCount).toBe(500);
  });
});

// The header search shares its ranked ids the same way, a window per term: each change on process b is in a's next
// search, the count with it.
describe(`the header search shared among viewers, two processes (${engineName})`, () => {
  let pair: Pair | undefined;
  afterAll(async () => {
    await pair?.close();
  });

  it('a block either way, a name in or out of the match, a newcomer, a suspension: in the next search', async () => {
    pair = await createAppPair({ LIST_WINDOW_SECONDS: '60' });
    const [a, b] = pair.apps;
    const { viewer, talents } = await scene(b);
    const search = (term: string, who = viewer) => pageOf(a, who, `/api/users/search?term=${term}&page=1`);
    const before = await search('lista');
    expect(ids(before)).toEqual(talents.slice(0, 12).map((t) => t.id));
    expect(before.count).toBe(14);
    expect((await search('li')).count).toBe(14);

    await block(b, viewer.id, talents[0]!.id);
    await block(b, talents[1]!.id, viewer.id);
    const blocked = await search('lista');
    expect(ids(blocked)[0]).toBe(talents[2]!.id);
    expect(blocked.count).toBe(12);
    // Someone else's search keeps both, and never shows its searcher.
    const other = talents[13]!;
    const theirs = await search('lista', other);
    expect(ids(theirs).slice(0, 2)).toEqual([talents[0]!.id, talents[1]!.id]);
    expect(theirs.count).toBe(13);

    const rename = (person: TestUser, nombre: string) =>
      b.database.db.update(users).set({ nombre }).where(eq(users.id, person.id));
    await rename(talents[2]!, 'Otra');
    const renamed = await search('lista');
    expect(ids(renamed)).not.toContain(talents[2]!.id);
    expect(renamed.count).toBe(11);
    expect(ids(await search('otra'))).toEqual([talents[2]!.id]);
    await rename(talents[2]!, 'Lista2');
    expect(ids(await search('lista'))[0]).toBe(talents[2]!.id);

    const newcomer = await createUser(b, { type: 'talento', nombre: 'Listado' });
    expect((await search('li')).count).toBe(13);
    expect(ids(await search('listado'))).toEqual([newcomer.id]);

    await b.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, talents[3]!.id));
    const suspended = await search('lista');
    expect(ids(suspended)).not.toContain(talents[3]!.id);
    expect(suspended.count).toBe(12);
  });
});

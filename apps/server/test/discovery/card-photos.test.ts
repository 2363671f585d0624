import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import type { TalentCard, TalentPage } from '@vitrina/contract/discovery';
import type { PersonPage } from '@vitrina/contract/graph';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { makeImage, makePdf } from '../helpers/media-files.ts';
import { block, createAgency, follow, publish, uploadForPost } from '../helpers/posts.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** Every person card carries the person's newest three photos, in the list's own statements. */
describe(`cards show the work (${engineName})`, () => {
  const log = createStatementLog();
  let app: TestApp;
  let http: TestClient;
  let photo: Buffer;

  beforeAll(async () => {
    // Shared explore lists kept a minute: a warm page is one that nothing has changed since (decision 0006).
    app = await createTestApp({ LIST_WINDOW_SECONDS: '60' }, {}, undefined, { onQuery: log.onQuery });
    http = createClient(app);
    photo = await makeImage(96, 64);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A talent with a surname no other test uses, so that a search finds them alone. */
  const talent = (apellido: string) => createUser(app, { type: 'talento', nombre: 'Obra', apellido });

  /** Publishes a post of `count` photos (real uploads) and answers its id and its photos' names in order. */
  async function postPhotos(author: TestUser, count: number) {
    const names: string[] = [];
    for (let i = 0; i < count; i += 1) names.push(await uploadForPost(app, author, photo, `f${i}.jpg`, 'image/jpeg'));
    const post = await publish(app, author, {
      description: `${count} fotos`,
      files: names.map((filename, i) => ({ filename, description: `foto ${i + 1}` })),
    });
    return { id: post.id, filenames: post.files.map((file) => file.filename) };
  }

  const search = async (viewer: TestUser, term: string) => {
    const res = await http.as(viewer).get(`/api/users/search?term=${encodeURIComponent(term)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TalentPage).rows;
  };
  const cardOf = (rows: { id: number; photos: CardPhoto[] }[], id: number) => rows.find((row) => row.id === id);

  it('shows the three newest photos across posts: the newest post first, a post’s photos in their order', async () => {
    const viewer = await talent('Mirada');
    const ana = await talent('Cardfotos');
    const older = await postPhotos(ana, 1);
    const newer = await postPhotos(ana, 2);
    const pdf = await uploadForPost(app, ana, makePdf(), 'Dossier.pdf', 'application/pdf');
    await publish(app, ana, { description: 'Dossier', files: [{ filename: pdf }] });
    await publish(app, ana, { description: 'Solo texto' });
    const gone = await postPhotos(ana, 2);
    expect((await http.as(ana).delete(`/api/posts/${gone.id}`)).statusCode).toBe(204);

    const card = cardOf(await search(viewer, 'Cardfotos'), ana.id);
    expect(card?.photos).toEqual([
      { postId: newer.id, foto: 1, filename: newer.filenames[0], width: 96, height: 64, description: 'foto 1' },
      { postId: newer.id, foto: 2, filename: newer.filenames[1], width: 96, height: 64, description: 'foto 2' },
      { postId: older.id, foto: 1, filename: older.filenames[0], width: 96, height: 64, description: 'foto 1' },
    ]);

    // The same photos on every list that shows her: recent, a category, and the people lists.
    const recent = (await http.as(viewer).get('/api/users/recientes')).json() as TalentPage;
    expect(cardOf(recent.rows, ana.id)?.photos).toEqual(card?.photos);
    const everyone = (await http.as(viewer).get('/api/categories/users/all')).json() as TalentPage;
    expect(cardOf(everyone.rows, ana.id)?.photos).toEqual(card?.photos);
    const host = await talent('Anfitriona');
    const scout = await createAgency(app, 'Agencia Obra');
    await follow(app, ana.id, host.id);
    await follow(app, scout.id, ana.id);
    const followers = (await http.as(viewer).get(`/api/users/${host.profileUrl}/followers`)).json() as PersonPage;
    expect(cardOf(followers.rows, ana.id)?.photos).toEqual(card?.photos);
    const talents = (await http.as(scout).get('/api/users/agencia/following')).json() as PersonPage;
    expect(cardOf(talents.rows, ana.id)?.photos).toEqual(card?.photos);
    // An agency publishes nothing: its card in a list has no photos.
    const anaFollowers = (await http.as(viewer).get(`/api/users/${ana.profileUrl}/followers`)).json() as PersonPage;
    expect(cardOf(anaFollowers.rows, scout.id)?.photos).toEqual([]);
  });

  it('shows at most three, which one post can fill; none for a talent without photos', async () => {
    const viewer = await talent('Mirada');
    const luis = await talent('Tresfotos');
    await postPhotos(luis, 1);
    const album = await postPhotos(luis, 4);
    const bare = await talent('Tresfotos Sin');
    await publish(app, bare, { description: 'Sin fotos todavía' });

    const rows = await search(viewer, 'Tresfotos');
    expect(cardOf(rows, luis.id)?.photos.map((p) => [p.postId, p.foto, p.filename])).toEqual([
      [album.id, 1, album.filenames[0]],
      [album.id, 2, album.filenames[1]],
      [album.id, 3, album.filenames[2]],
    ]);
    expect(cardOf(rows, bare.id)?.photos).toEqual([]);
  });

  it('leads with the pinned posts’ photos in the portfolio’s order, then the newest', async () => {
    const viewer = await talent('Mirada');
    const eva = await talent('Fijadas');
    const first = await postPhotos(eva, 1);
    const second = await postPhotos(eva, 1);
    const newest = await postPhotos(eva, 2);
    for (const post of [second, first]) {
      expect((await http.as(eva).put(`/api/posts/${post.id}/pin`, {})).statusCode).toBe(200);
    }
    const shown = async () =>
      cardOf(await search(viewer, 'Fijadas'), eva.id)?.photos.map((photo) => [photo.postId, photo.foto]);
    expect(await shown()).toEqual([
      [second.id, 1],
      [first.id, 1],
      [newest.id, 1],
    ]);
    // A pinned post that is also among the newest takes one place, its pinned one.
    expect((await http.as(eva).put(`/api/posts/${newest.id}/pin`, {})).statusCode).toBe(200);
    expect((await http.as(eva).put('/api/posts/pins', { postIds: [newest.id, second.id, first.id] })).statusCode).toBe(
      200,
    );
    expect(await shown()).toEqual([
      [newest.id, 1],
      [newest.id, 2],
      [second.id, 1],
    ]);
  });

  it('a block either way hides the person and their photos from every list', async () => {
    const viewer = await talent('Mirada');
    const host = await talent('Anfitrion');
    const blocker = await talent('Bloqueo Obra');
    const blocked = await talent('Bloqueo Obra');
    const names = [...(await postPhotos(blocker, 2)).filenames, ...(await postPhotos(blocked, 2)).filenames];
    for (const person of [blocker, blocked]) await follow(app, person.id, host.id);
    const lists = [
      '/api/users/search?term=Bloqueo',
      '/api/users/recientes',
      '/api/users/destacados',
      '/api/categories/users/all',
      '/api/users/similares',
      `/api/users/${host.profileUrl}/followers`,
    ];
    const bodies = async () => Promise.all(lists.map(async (path) => (await http.as(viewer).get(path)).body));

    const before = await search(viewer, 'Bloqueo');
    expect(cardOf(before, blocker.id)?.photos).toHaveLength(2);
    expect(cardOf(before, blocked.id)?.photos).toHaveLength(2);

    await block(app, blocker.id, viewer.id);
    await block(app, viewer.id, blocked.id);
    for (const body of await bodies()) {
      for (const name of names) expect(body).not.toContain(name);
      const parsed = JSON.parse(body) as { rows?: { id: number }[] } | { id: number }[];
      const ids = (Array.isArray(parsed) ? parsed : (parsed.rows ?? [])).map((card) => card.id);
      expect(ids).not.toContain(blocker.id);
      expect(ids).not.toContain(blocked.id);
    }
  });

  describe('statements per page', () => {
    let viewer: TestUser;
    let scout: TestUser;
    let host: TestUser;
    let crowd: TestUser[];

    /** Three photo rows for each person, written straight to the tables (the upload path is tested above). */
    async function givePhotos(people: TestUser[]) {
      for (const person of people) {
        const rows = await app.database.db.execute(
          sql`insert into posts (author_id, description) values (${person.id}, 'lote') returning id`,
        );
        const postId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
        for (let position = 0; position < 3; position += 1) {
          await app.database.db.execute(
            sql`insert into post_files (post_id, author_id, position, kind, name, ext, size, width, height)
                values (${postId}, ${person.id}, ${position}, 'PHOTO', ${`lote-${postId}-${position}.jpg`}, 'jpg', 2048, 300, 200)`,
          );
        }
        await app.database.db.execute(sql`update users set posts_count = posts_count + 1 where id = ${person.id}`);
      }
    }

    beforeAll(async () => {
      viewer = await createUser(app, { type: 'talento', nombre: 'Cuenta' });
      scout = await createUser(app, { type: 'agencia', nombre: 'Cuenta' });
      host = await createUser(app, { type: 'talento', nombre: 'Cuenta' });
      await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${scout.id}, 1)`);
      crowd = [];
      for (let i = 0; i < 26; i += 1) {
        const member = await createUser(app, { type: 'talento', nombre: 'Multitud', apellido: `Cuenta ${i}` });
        await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${member.id}, 1)`);
        await follow(app, member.id, host.id);
        await follow(app, scout.id, member.id);
        crowd.push(member);
      }
    });

    /**
     * What a warm page of each list costs, as measured before cards had photos: its rows and count (decision
     * 0006; an explore list's shared window only needs the viewer's side), the agency's
     * categories, the profile behind a people list and the block check.
     */
    const pages: { path: string; as: () => TestUser; statements: number }[] = [
      { path: '/api/users/destacados?page=1', as: () => viewer, statements: 1 },
      { path: '/api/users/destacados?page=2', as: () => viewer, statements: 1 },
      { path: '/api/users/recientes?page=1', as: () => scout, statements: 2 },
      { path: '/api/users/search?term=multitud', as: () => viewer, statements: 1 },
      { path: '/api/categories/users/all?page=2', as: () => viewer, statements: 1 },
      { path: '/api/users/similares?seed=7', as: () => viewer, statements: 2 },
      { path: '/api/users/suggestions', as: () => viewer, statements: 2 },
      { path: '/api/users/agencia/following?page=2', as: () => scout, statements: 2 },
      { path: '/api/users/HOST/followers', as: () => viewer, statements: 5 },
    ];

    const measure = async () => {
      const counts: Record<string, number> = {};
      const bodies: Record<string, string> = {};
      for (const page of pages) {
        const path = page.path.replace('HOST', host.profileUrl);
        const statements = await log.during(async () => {
          const res = await http.as(page.as()).get(path);
          expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
          bodies[page.path] = res.body;
        });
        counts[page.path] = statements.length;
      }
      return { counts, bodies };
    };

    it('stays what it was before cards had photos, and never grows with the photos of a page', async () => {
      await measure(); // the sessions' first reads are cached afterwards: count a warm page
      const without = await measure();
      await givePhotos(crowd);
      // New photos move the list epoch: the shared lists read their windows and cards again, once.
      const cold = await measure();
      expect(cold.counts['/api/users/destacados?page=1']).toBe(3);
      const withPhotos = await measure();
      expect(withPhotos.counts).toEqual(without.counts);
      expect(withPhotos.counts).toEqual(Object.fromEntries(pages.map((page) => [page.path, page.statements])));
      for (const page of pages) {
        const body = JSON.parse(withPhotos.bodies[page.path]!) as { rows?: TalentCard[] } | TalentCard[];
        const cards = (Array.isArray(body) ? body : (body.rows ?? [])).filter((card) =>
          crowd.some((member) => member.id === card.id),
        );
        expect(cards.length, page.path).toBeGreaterThan(0);
        for (const card of cards) expect(card.photos, page.path).toHaveLength(3);
      }
    });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComparedTalent, Shortlist, ShortlistSummary } from '@vitrina/contract/shortlists';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createModerator, createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { moderate } from '../helpers/rounds.ts';

const PASSWORD = 'una-clave-larga';

describe(`shortlists (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let other: TestUser;
  let talent: TestUser;
  let ana: TestUser;
  let bruno: TestUser;
  let carla: TestUser;

  const as = (user: TestUser) => http.as(user);
  async function newList(name: string, owner = agency): Promise<ShortlistSummary> {
    const res = await as(owner).post('/api/shortlists', { name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ShortlistSummary;
  }
  const show = async (listId: number, owner = agency) =>
    (await as(owner).get(`/api/shortlists/${listId}`)).json() as Shortlist;
  const idsOf = (list: Shortlist) => list.entries.map((entry) => entry.talent.id);

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Estrella');
    other = await createAgency(app, 'Otra');
    talent = await createTalent(app, 'Curiosa');
    const passwordHash = await hashPassword(PASSWORD);
    ana = await createUser(app, { type: 'talento', nombre: 'Ana', apellido: 'Alba' });
    bruno = await createUser(app, { type: 'talento', nombre: 'Bruno', apellido: 'Brisa' });
    carla = await createUser(app, { type: 'talento', nombre: 'Carla', apellido: 'Cima', passwordHash });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 403 to a talent on every call, reading included, and 401 without a session', async () => {
    const list = await newList('Para talentos no');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/shortlists'],
      ['POST', '/api/shortlists', { name: 'Mía' }],
      ['GET', `/api/shortlists/${list.id}`],
      ['PUT', `/api/shortlists/${list.id}`, { name: 'Otra' }],
      ['DELETE', `/api/shortlists/${list.id}`],
      ['PUT', `/api/shortlists/${list.id}/entries/${ana.id}`],
      ['PUT', `/api/shortlists/${list.id}/entries/${ana.id}/note`, { note: 'x' }],
      ['DELETE', `/api/shortlists/${list.id}/entries/${ana.id}`],
      ['PUT', `/api/shortlists/${list.id}/order`, { userIds: [ana.id] }],
      ['GET', `/api/shortlists/compare?ids=${ana.id}`],
      ['GET', `/api/shortlists/${list.id}/csv`],
      ['GET', `/api/shortlists/${list.id}/pdf`],
    ];
    for (const [method, url, body] of calls) {
      const res = await http.request(method as 'GET', url, { token: talent.token, body, lang: 'en' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'shortlists_agencies_only',
        message: 'Only agencies can keep shortlists.',
      });
      expect((await http.request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('makes, renames, lists and deletes lists; another agency gets 404', async () => {
    const list = await newList('  Casting verano  ');
    expect(list).toMatchObject({ name: 'Casting verano', count: 0 });
    const renamed = await as(agency).put(`/api/shortlists/${list.id}`, { name: 'Casting <b>otoño</b>' });
    expect(renamed.json()).toMatchObject({ id: list.id, name: 'Casting <b>otoño</b>' });
    const mine = (await as(agency).get('/api/shortlists')).json() as ShortlistSummary[];
    expect(mine[0]).toMatchObject({ id: list.id, name: 'Casting <b>otoño</b>' });
    expect(mine[0]).not.toHaveProperty('contains');
    for (const [method, url] of [
      ['GET', `/api/shortlists/${list.id}`],
      ['PUT', `/api/shortlists/${list.id}`],
      ['DELETE', `/api/shortlists/${list.id}`],
      ['PUT', `/api/shortlists/${list.id}/entries/${ana.id}`],
      ['GET', `/api/shortlists/${list.id}/csv`],
    ] as const) {
      const res = await http.request(method, url, {
        token: other.token,
        body: method === 'PUT' && !url.includes('entries') ? { name: 'x' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(other).get('/api/shortlists')).json()).toEqual([]);
    expect((await as(agency).delete(`/api/shortlists/${list.id}`)).statusCode).toBe(204);
    expect((await as(agency).get(`/api/shortlists/${list.id}`)).statusCode).toBe(404);
    expect((await as(agency).get('/api/shortlists/99999999')).statusCode).toBe(404);
  });

  it('validates names, notes, tags, orders and comparisons in the user’s language', async () => {
    const list = await newList('Validación');
    const name = await as(agency).post('/api/shortlists', { name: '   ' }, { lang: 'en' });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors[0]).toMatchObject({ field: 'name', code: 'shortlist_name' });
    expect(name.json().errors[0].message).toMatch(/Enter a name for the list/);
    expect((await as(agency).post('/api/shortlists', { name: 'x'.repeat(81) })).json().errors[0].code).toBe(
      'shortlist_name',
    );
    expect((await as(agency).post('/api/shortlists', { name: 'a', extra: 1 })).statusCode).toBe(400);
    await as(agency).put(`/api/shortlists/${list.id}/entries/${ana.id}`);
    const note = (body: unknown) =>
      as(agency).put(`/api/shortlists/${list.id}/entries/${ana.id}/note`, body, { lang: 'es' });
    const long = await note({ note: 'x'.repeat(2001) });
    expect(long.json().errors[0]).toMatchObject({ field: 'note', code: 'shortlist_note_too_long' });
    expect(long.json().errors[0].message).toMatch(/2000 caracteres/);
    expect((await note({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).json().errors[0].code).toBe(
      'shortlist_tags',
    );
    expect((await note({ tags: ['x'.repeat(31)] })).json().errors[0].code).toBe('shortlist_tags');
    const plain = '50% _de_ \\descuento <script>';
    const saved = await note({ note: 'x'.repeat(2000), tags: [plain, plain, ' rubia '] });
    expect(saved.json()).toEqual({ note: 'x'.repeat(2000), tags: [plain, 'rubia'] });
    const order = await as(agency).put(`/api/shortlists/${list.id}/order`, { userIds: [ana.id, ana.id] });
    expect(order.json()).toMatchObject({ error: 'shortlist_order' });
    expect((await as(agency).put(`/api/shortlists/${list.id}/order`, { userIds: [bruno.id] })).statusCode).toBe(400);
    for (const ids of ['', 'a', '1,2,3,4,5', '0'])
      expect((await as(agency).get(`/api/shortlists/compare?ids=${ids}`)).json().errors?.[0]?.code).toBe('compare_ids');
    expect((await as(agency).put(`/api/shortlists/${list.id}/entries/${other.id}`)).json().error).toBe(
      'shortlist_talents_only',
    );
    expect((await as(agency).put(`/api/shortlists/${list.id}/entries/99999999`)).statusCode).toBe(404);
    expect(
      (await as(agency).put(`/api/shortlists/${list.id}/entries/${bruno.id}/note`, { note: 'x' })).statusCode,
    ).toBe(404);
    expect((await as(agency).delete(`/api/shortlists/${list.id}/entries/${bruno.id}`)).statusCode).toBe(404);
  });

  it('adds once, annotates, reorders by places held, drops, and ticks the lists a talent is on', async () => {
    const list = await newList('Orden');
    for (const person of [ana, bruno, carla]) {
      const added = await as(agency).put(`/api/shortlists/${list.id}/entries/${person.id}`);
      expect(added.statusCode, added.body).toBe(200);
    }
    const again = await as(agency).put(`/api/shortlists/${list.id}/entries/${ana.id}`);
    expect(again.json()).toMatchObject({ id: list.id, count: 3 });
    expect(idsOf(await show(list.id))).toEqual([ana.id, bruno.id, carla.id]);
    await as(agency).put(`/api/shortlists/${list.id}/entries/${bruno.id}/note`, {
      note: 'Muy buena\nvoz',
      tags: ['voz'],
    });
    expect((await as(agency).put(`/api/shortlists/${list.id}/order`, { userIds: [carla.id, ana.id] })).statusCode).toBe(
      204,
    );
    const shown = await show(list.id);
    expect(idsOf(shown)).toEqual([carla.id, bruno.id, ana.id]);
    expect(shown.entries[1]).toMatchObject({ note: 'Muy buena\nvoz', tags: ['voz'] });
    expect(shown.entries[0]!.talent).toMatchObject({
      fullname: expect.stringContaining('Carla'),
      ciudad: 'Guadalajara',
    });
    const ticks = (await as(agency).get(`/api/shortlists?userId=${bruno.id}`)).json() as ShortlistSummary[];
    expect(ticks.find((entry) => entry.id === list.id)).toMatchObject({ contains: true, count: 3 });
    expect(ticks.filter((entry) => entry.id !== list.id).every((entry) => entry.contains === false)).toBe(true);
    expect((await as(agency).delete(`/api/shortlists/${list.id}/entries/${bruno.id}`)).statusCode).toBe(204);
    expect(idsOf(await show(list.id))).toEqual([carla.id, ana.id]);
    // The other agency keeps its own lists and notes: nothing of this one shows there.
    const theirs = await newList('De la otra', other);
    await as(other).put(`/api/shortlists/${theirs.id}/entries/${carla.id}`);
    expect((await show(theirs.id, other)).entries[0]).toMatchObject({ note: '', tags: [] });
  });

  it('compares up to four talents in the order asked, as the agency may see them', async () => {
    await app.database.db.execute(
      sql`update user_profiles set web = 'https://ana.example', instagram_url = 'javascript:x' where user_id = ${ana.id}`,
    );
    const res = await as(agency).get(`/api/shortlists/compare?ids=${bruno.id},${ana.id},${other.id},99999999`);
    expect(res.statusCode, res.body).toBe(200);
    const compared = res.json() as ComparedTalent[];
    expect(compared.map((entry) => entry.talent.id)).toEqual([bruno.id, ana.id]);
    expect(compared[1]!.links).toEqual([
      { kind: 'profile', url: `${app.config.publicUrl}/profile/${ana.profileUrl}` },
      { kind: 'web', url: 'https://ana.example' },
    ]);
    expect(compared[0]!.attributes).toEqual([]);

    // Bruno's sheet: a public field and a searchable-only one; only the first is compared, labelled in the
    // agency's language.
    const sheet = await as(bruno).put('/api/users/me/attributes', {
      attributes: [
        { key: 'languages', value: ['es', 'en'] },
        { key: 'travel', value: ['no'], visibility: 'searchable' },
      ],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const again = (await as(agency).get(`/api/shortlists/compare?ids=${bruno.id}`)).json() as ComparedTalent[];
    expect(again[0]!.attributes).toEqual([{ key: 'languages', label: 'Idiomas', value: 'Español, Inglés' }]);
  });

  it('exports a list as CSV (notes, formulas defused) and as a PDF, in the agency’s language', async () => {
    await app.database.db.execute(sql`update users set lang_code = 'en' where id = ${agency.id}`);
    const list = await newList('Casting «Verano»');
    for (const person of [ana, bruno]) await as(agency).put(`/api/shortlists/${list.id}/entries/${person.id}`);
    await as(agency).put(`/api/shortlists/${list.id}/entries/${ana.id}/note`, { note: '=1+1, "sí"', tags: ['a'] });
    const csv = await as(agency).get(`/api/shortlists/${list.id}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="casting-verano.csv"');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Position,Name,City,Country,Categories,Profile,Links,Attributes,Tags,Note');
    expect(lines[1]).toContain(`1,Ana Alba,Guadalajara,`);
    expect(lines[1]).toContain(`"'=1+1, ""sí"""`);
    expect(lines[2]).toContain('2,Bruno Brisa');
    const pdf = await as(agency).get(`/api/shortlists/${list.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await app.database.db.execute(sql`update users set lang_code = 'es' where id = ${agency.id}`);
  });

  it('refuses a 51st list and a 501st entry with their own 409 codes', async () => {
    const busy = await createAgency(app, 'Ocupada');
    for (let i = (await as(busy).get('/api/shortlists')).json().length; i < 50; i += 1) await newList(`L${i}`, busy);
    const over = await as(busy).post('/api/shortlists', { name: 'Una más' }, { lang: 'en' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'shortlists_limit', message: expect.stringContaining('at most 50') });
    const full = await newList('Llena');
    await app.database.db.execute(sql`insert into users (email, nombre, apellido, profile_url, type, is_verified)
      select 'lleno' || n || '@example.test', 'Lleno', 'N' || n, 'lleno-' || n, 'talento', true from generate_series(1, 500) n`);
    await app.database.db.execute(sql`insert into shortlist_entries (shortlist_id, user_id, position)
      select ${full.id}, id, row_number() over (order by id) from users where profile_url like 'lleno-%'`);
    const refused = await as(agency).put(`/api/shortlists/${full.id}/entries/${ana.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('shortlist_full');
    expect((await show(full.id)).entries).toHaveLength(500);
    await as(agency).delete(`/api/shortlists/${full.id}`);
  });

  it('leaves out people in a block either way, cancelled or suspended, and brings them back when undone', async () => {
    const list = await newList('Visibilidad');
    const dora = await createTalent(app, 'Dora');
    const eva = await createTalent(app, 'Eva');
    for (const person of [ana, bruno, carla, dora, eva])
      await as(agency).put(`/api/shortlists/${list.id}/entries/${person.id}`);
    await as(agency).put(`/api/shortlists/${list.id}/entries/${carla.id}/note`, { note: 'Se queda' });
    await block(app, agency.id, ana.id);
    await block(app, bruno.id, agency.id);
    expect((await as(carla).post('/api/users/cancel', { password: PASSWORD })).statusCode).toBe(200);
    const moderator = await createModerator(app);
    await moderate(app, moderator, dora.id, { suspend: { days: 3, reason: 'Spam', note: '' } });
    expect(idsOf(await show(list.id))).toEqual([eva.id]);
    const summary = ((await as(agency).get(`/api/shortlists?userId=${bruno.id}`)).json() as ShortlistSummary[]).find(
      (entry) => entry.id === list.id,
    );
    expect(summary).toMatchObject({ count: 1, contains: false });
    const compared = (
      await as(agency).get(`/api/shortlists/compare?ids=${ana.id},${bruno.id},${carla.id},${dora.id}`)
    ).json() as ComparedTalent[];
    expect(compared).toEqual([]);
    const csv = (await as(agency).get(`/api/shortlists/${list.id}/csv`)).body;
    for (const hidden of ['Ana', 'Bruno', 'Carla', 'Dora']) expect(csv).not.toContain(hidden);
    // Adding or annotating a hidden person is 404, as for someone who does not exist.
    expect((await as(agency).put(`/api/shortlists/${list.id}/entries/${bruno.id}`)).statusCode).toBe(404);
    expect((await as(agency).put(`/api/shortlists/${list.id}/entries/${ana.id}/note`, { note: 'x' })).statusCode).toBe(
      404,
    );
    // Reordering the visible ones leaves the hidden ones' places alone.
    expect((await as(agency).put(`/api/shortlists/${list.id}/order`, { userIds: [eva.id] })).statusCode).toBe(204);

    await app.database.db.execute(sql`delete from blocks where blocker_id in (${agency.id}, ${bruno.id})`);
    expect((await http.post('/api/users/restore', { email: carla.email, password: PASSWORD })).statusCode).toBe(200);
    await moderate(app, await createModerator(app), dora.id, { lift: '' });
    const back = await show(list.id);
    expect(idsOf(back)).toEqual([ana.id, bruno.id, carla.id, dora.id, eva.id]);
    expect(back.entries[2]).toMatchObject({ note: 'Se queda' });
  });

  it('never tells a talent which lists they are on', async () => {
    const secret = await createTalent(app, 'Reservada');
    const list = await newList('Secreta');
    await as(agency).put(`/api/shortlists/${list.id}/entries/${secret.id}`);
    await as(agency).put(`/api/shortlists/${list.id}/entries/${secret.id}/note`, { note: 'Nota privada' });
    for (const url of ['/api/users/self', '/api/notifications', `/api/users/${secret.profileUrl}/profile`]) {
      const body = (await as(secret).get(url)).body;
      expect(body).not.toContain('Secreta');
      expect(body).not.toContain('Nota privada');
    }
  });
});

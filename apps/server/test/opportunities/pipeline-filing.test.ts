import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForAgencySchema, pipelineSchema } from '@vitrina/contract/applications';
import { MAX_BULK_FILING } from '@vitrina/contract/opportunity-limits';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { makeImage, makePdf } from '../helpers/media-files.ts';
import { insertApplication, insertOpportunity, readApplication } from '../helpers/pipeline-fixtures.ts';
import { insertPostFileItem } from '../helpers/pipeline-fixtures.ts';
import { createAgency, publish, uploadForPost } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`filing, reading and noting applicants (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let other: TestUser;

  /** An opportunity of `owner` with two roles and `names` applying to the first (the first name newest). */
  async function scene(names: string[], owner = agency) {
    const { opportunityId, roleIds } = await insertOpportunity(app, owner.id, { roles: ['Protagonista', 'Coro'] });
    const people: TestUser[] = [];
    const ids: number[] = [];
    for (const [index, nombre] of names.entries()) {
      const user = await createUser(app, { type: 'talento', nombre, apellido: 'Prueba' });
      people.push(user);
      ids.push(
        await insertApplication(app, { opportunityId, roleId: roleIds[0]!, talentId: user.id }, { agoMinutes: index }),
      );
    }
    const role = `/api/opportunities/${opportunityId}/roles/${roleIds[0]}`;
    return { opportunityId, roleIds, people, ids, role };
  }
  const file = (role: string, applicationIds: number[], filing: string) =>
    http.as(agency).post(`${role}/filings`, { applicationIds, filing });
  const counts = async (role: string) =>
    pipelineSchema.parse((await http.as(agency).get(`${role}/applicants`)).json()).counts;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Estrella');
    other = await createAgency(app, 'Otra');
  });
  afterAll(async () => {
    await app?.close();
  });

  it("moves one or many of the role's applicants, ignores ids of other roles and answers how many moved", async () => {
    const { ids, role, opportunityId, roleIds, people } = await scene(['Ana', 'Bea', 'Cris']);
    const elsewhere = await insertApplication(app, { opportunityId, roleId: roleIds[1]!, talentId: people[0]!.id });
    const moved = await file(role, [ids[0]!, ids[1]!, elsewhere, 99_999_999], 'yes');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 2 });
    expect(await counts(role)).toEqual({ unfiled: 1, yes: 2, no: 0, audition: 0, cast: 0 });
    expect((await readApplication(app, elsewhere)).filing).toBe('unfiled');
    // Filing again where they are already moves none; one of them on to cast.
    expect((await file(role, [ids[0]!, ids[1]!], 'yes')).json()).toEqual({ moved: 0 });
    expect((await file(role, [ids[1]!], 'cast')).json()).toEqual({ moved: 1 });
    const cast = pipelineSchema.parse((await http.as(agency).get(`${role}/applicants?filing=cast`)).json());
    expect(cast.rows.map((row) => row.id)).toEqual([ids[1]]);
    expect((await readApplication(app, ids[1]!)).filed_at).not.toBeNull();
    // Another agency's filing of these ids is 404; the bulk is bounded.
    expect((await http.as(other).post(`${role}/filings`, { applicationIds: ids, filing: 'no' })).statusCode).toBe(404);
    const many = Array.from({ length: MAX_BULK_FILING + 1 }, (_, i) => i + 1);
    expect((await file(role, many, 'no')).statusCode).toBe(400);
    expect((await file(role, [ids[0]!], 'maybe')).statusCode).toBe(400);
  });

  it('marks an application viewed on the first read, and shows the card with its answers', async () => {
    const { ids, role } = await scene(['Vista']);
    expect((await readApplication(app, ids[0]!)).viewed_at).toBeNull();
    const res = await http.as(agency).get(`/api/applications/${ids[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const application = applicationForAgencySchema.parse(res.json());
    expect(application).toMatchObject({
      id: ids[0],
      viewed: true,
      filing: 'unfiled',
      coverNote: 'Hola',
      answers: ['Sí'],
      role: { name: 'Protagonista', questions: ['¿Disponible en julio?'] },
      items: [],
      selfTapes: [],
      selfTapeRequested: false,
    });
    expect(JSON.stringify(application)).not.toMatch(/1995-04-12|birth/);
    const first = (await readApplication(app, ids[0]!)).viewed_at;
    expect(first).not.toBeNull();
    await http.as(agency).get(`/api/applications/${ids[0]}`);
    expect(String((await readApplication(app, ids[0]!)).viewed_at)).toBe(String(first));
    const listed = pipelineSchema.parse((await http.as(agency).get(`${role}/applicants`)).json());
    expect(listed.rows[0]).toMatchObject({ id: ids[0], viewed: true });
    expect((await http.as(other).get(`/api/applications/${ids[0]}`)).statusCode).toBe(404);
    expect((await http.as(agency).get('/api/applications/99999999')).statusCode).toBe(404);
  });

  it('shows the primary item on the card and every item, the primary first, on the application', async () => {
    const { ids, role, people } = await scene(['Portafolio']);
    const photo = await uploadForPost(app, people[0]!, await makeImage(160, 120), 'foto.jpg', 'image/jpeg');
    const pdf = await uploadForPost(app, people[0]!, makePdf(), 'dossier.pdf', 'application/pdf');
    const photos = await publish(app, people[0]!, { description: 'Foto', files: [{ filename: photo }] });
    const documents = await publish(app, people[0]!, { description: 'Dossier', files: [{ filename: pdf }] });
    const [photoFile, pdfFile] = [photos.files[0], documents.files[0]];
    await insertPostFileItem(app, ids[0]!, pdfFile!.id, { position: 0, kind: 'document' });
    await insertPostFileItem(app, ids[0]!, photoFile!.id, { position: 1, primary: true });
    const card = pipelineSchema.parse((await http.as(agency).get(`${role}/applicants`)).json()).rows[0]!;
    expect(card.primary).toMatchObject({ kind: 'photo', primary: true, ready: true });
    expect(card.primary!.url).toMatch(/^\/media\//);
    const full = applicationForAgencySchema.parse((await http.as(agency).get(`/api/applications/${ids[0]}`)).json());
    expect(full.items.map((item) => [item.kind, item.primary])).toEqual([
      ['photo', true],
      ['document', false],
    ]);
    expect(full.items[1]!.name).toMatch(/dossier/);
  });

  it("keeps the agency's note and tags private to it, beside the talent in every pipeline of that agency", async () => {
    const mine = await scene(['Notada']);
    const talent = mine.people[0]!;
    const noted = await http
      .as(agency)
      .put(`/api/applications/${mine.ids[0]}/note`, { note: 'Gran voz', tags: ['voz', 'voz', 'top'] });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toEqual({ note: 'Gran voz', tags: ['voz', 'top'] });
    expect((await http.as(agency).put(`/api/applications/${mine.ids[0]}/note`, { tags: ['top'] })).json()).toEqual({
      note: 'Gran voz',
      tags: ['top'],
    });
    // The same talent applying to another of the agency's opportunities carries the note.
    const again = await insertOpportunity(app, agency.id);
    await insertApplication(app, {
      opportunityId: again.opportunityId,
      roleId: again.roleIds[0]!,
      talentId: talent.id,
    });
    const there = pipelineSchema.parse(
      (
        await http.as(agency).get(`/api/opportunities/${again.opportunityId}/roles/${again.roleIds[0]}/applicants`)
      ).json(),
    );
    expect(there.rows[0]).toMatchObject({ note: 'Gran voz', tags: ['top'] });
    // Another agency the same talent applied to sees nothing of it.
    const theirs = await insertOpportunity(app, other.id);
    const theirId = await insertApplication(app, {
      opportunityId: theirs.opportunityId,
      roleId: theirs.roleIds[0]!,
      talentId: talent.id,
    });
    const seen = applicationForAgencySchema.parse((await http.as(other).get(`/api/applications/${theirId}`)).json());
    expect(seen).toMatchObject({ note: '', tags: [] });
    const long = await http
      .as(agency)
      .put(`/api/applications/${mine.ids[0]}/note`, { note: 'x'.repeat(2001) }, { lang: 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'note', code: 'shortlist_note_too_long' });
  });

  it("exports a filing's list as CSV in the viewer's language and as a PDF", async () => {
    const { ids, role, people } = await scene(['Zoe', '=Hack']);
    await http.as(agency).put(`/api/applications/${ids[0]}/note`, { note: 'Llamar, "pronto"', tags: ['a'] });
    const es = await http.as(agency).get(`${role}/applicants.csv`, { lang: 'es' });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(es.headers['content-disposition']).toBe('attachment; filename="protagonista-unfiled.csv"');
    expect(es.headers['cache-control']).toBe('private, no-store');
    const lines = es.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Posición,Nombre,Ciudad,País,Categorías,Perfil,Enviada,Vista,Etiquetas,Nota');
    expect(lines[1]).toMatch(
      new RegExp(`^1,Zoe Prueba,Guadalajara,.*/profile/${people[0]!.profileUrl},.*,No,a,"Llamar, ""pronto"""$`),
    );
    expect(lines[2]).toMatch(/^2,'=Hack Prueba,/);
    expect(lines).toHaveLength(3);
    const en = await http.as(agency).get(`${role}/applicants.csv?filing=yes`, { lang: 'en' });
    expect(en.body.replace(/^\uFEFF/, '').trim()).toBe(
      'Position,Name,City,Country,Categories,Profile,Sent,Viewed,Tags,Note',
    );
    const pdf = await http.as(agency).get(`${role}/applicants.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await http.as(other).get(`${role}/applicants.csv`)).statusCode).toBe(404);
  });

  it("lets the agency's first message to an applicant skip requests; a stranger's still waits", async () => {
    const { people } = await scene(['Mensaje']);
    const applicant = people[0]!;
    await http.as(applicant).post('/api/users/message-policy', { policy: 'following' });
    const sent = await http
      .as(agency)
      .post('/api/messages', { message: 'Hola, nos gustó tu postulación', receiverId: applicant.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await http.as(applicant).get('/api/users/contacts/requests')).json()).toMatchObject({ count: 0 });
    expect((await http.as(applicant).get('/api/users/contacts')).json()).toMatchObject([{ id: agency.id }]);
    // Another agency she never applied to is refused by her setting.
    const refused = await http.as(other).post('/api/messages', { message: 'Hola', receiverId: applicant.id });
    expect(refused.json()).toMatchObject({ error: 'message_not_allowed' });
  });
});

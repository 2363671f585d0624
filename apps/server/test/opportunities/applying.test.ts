import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplication } from '@vitrina/contract/applications';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { mediaObjects } from '../../src/db/schema/media-objects.ts';
import { postFiles } from '../../src/db/schema/post-files.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { makeImage } from '../helpers/media-files.ts';
import { stagePostUpload } from '../helpers/media-flow.ts';
import { createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import * as fixtures from '../helpers/applying-fixtures.ts';

describe(`applying (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let talent: TestUser;
  let other: TestUser;
  let files: { photo: number; document: number };
  let video: number;

  const path = (o: fixtures.OpportunityFixture, role = 0) => `/api/opportunities/${o.id}/roles/${o.roleIds[role]}`;
  const save = (o: fixtures.OpportunityFixture, body: unknown, user = talent, lang = 'es') =>
    http.request('PUT', `${path(o)}/application`, { token: user.token, body, lang });
  const submit = (o: fixtures.OpportunityFixture, user = talent, lang = 'es') =>
    http.request('POST', `${path(o)}/application/submit`, { token: user.token, lang });
  const withdraw = (o: fixtures.OpportunityFixture, user = talent) =>
    http.as(user).post(`${path(o)}/application/withdraw`);
  const open = (roles?: fixtures.RoleFixture[]) => fixtures.insertOpportunity(app, agency.id, { roles });

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Estrella');
    talent = await createTalent(app, 'Lucía');
    other = await createTalent(app, 'Otra');
    files = await fixtures.insertPostFiles(app, talent.id);
    video = await fixtures.insertVideo(app, talent.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 without a session and 403 to an agency, on every call', async () => {
    const o = await open();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/applications'],
      ['GET', `${path(o)}/application`],
      ['PUT', `${path(o)}/application`, { coverNote: 'Hola' }],
      ['POST', `${path(o)}/application/submit`],
      ['POST', `${path(o)}/application/withdraw`],
    ];
    for (const [method, url, body] of calls) {
      const refused = await http.request(method as 'GET', url, { token: agency.token, body, lang: 'en' });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'opportunities_talents_only', message: 'Only talents can apply.' });
      expect((await http.request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps a draft with her photos, documents and videos, the first primary unless one is marked', async () => {
    const o = await open([{ needs: ['photos', 'video'] }]);
    const res = await save(o, {
      items: [{ postFileId: files.photo }, { postFileId: files.document }, { videoId: video }],
      coverNote: 'Me encantaría',
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json() as MyApplication;
    expect(draft).toMatchObject({ status: 'draft', coverNote: 'Me encantaría', canEdit: true, canWithdraw: true });
    expect(draft.items.map((item) => [item.kind, item.primary, item.ready])).toEqual([
      ['photo', true, true],
      ['document', false, true],
      ['video', false, true],
    ]);
    expect(draft.items[1]!.name).toBe('curriculum.pdf');
    expect(draft.opportunity).toMatchObject({ id: o.id, title: 'Casting de verano', rolesCount: 1 });
    const marked = (await save(o, { items: [{ postFileId: files.photo }, { videoId: video, primary: true }] })).json();
    expect((marked as MyApplication).items.map((item) => item.primary)).toEqual([false, true]);
    const read = await http.as(talent).get(`${path(o)}/application`);
    expect((read.json() as MyApplication).id).toBe(draft.id);
    expect((await http.as(other).get(`${path(o)}/application`)).statusCode).toBe(404);
  });

  it("refuses another person's file, a video not ready, a deleted post's file and two primaries", async () => {
    const o = await open();
    const hers = await fixtures.insertPostFiles(app, other.id);
    const processing = await fixtures.insertVideo(app, talent.id, 'processing');
    const gone = await fixtures.insertPostFiles(app, talent.id);
    await fixtures.deletePost(app, gone.photo);
    const bodies = [
      { items: [{ postFileId: hers.photo }] },
      { items: [{ videoId: await fixtures.insertVideo(app, other.id) }] },
      { items: [{ videoId: processing }] },
      { items: [{ postFileId: gone.photo }] },
      {
        items: [
          { postFileId: files.photo, primary: true },
          { videoId: video, primary: true },
        ],
      },
      { items: [{ postFileId: files.photo, videoId: video }] },
    ];
    for (const body of bodies) {
      const res = await save(o, body, talent, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // The contract's own checks answer `validation` naming the code per field; the server's, the code itself.
      const answer = res.json() as { error: string; errors: Array<{ code: string }> };
      expect([answer.error, ...answer.errors.map((e) => e.code)], JSON.stringify(body)).toContain('application_items');
    }
    const es = await save(o, bodies[0]);
    expect(es.json()).toMatchObject({ message: 'Elige hasta 12 archivos tuyos, uno de ellos el principal.' });
  });

  it('carries an upload made for this application only: never a post, and never usable by one', async () => {
    const o = await open();
    const uploadId = await stagePostUpload(app, talent, await makeImage(400, 300), 'foto.jpg', 'image/jpeg');
    const res = await save(o, { items: [{ upload: uploadId }] });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = (res.json() as MyApplication).items;
    expect(item).toMatchObject({ kind: 'photo', primary: true, ready: true });
    const again = await save(o, { items: [{ upload: uploadId }], coverNote: 'otra vez' });
    const [carried] = (again.json() as MyApplication).items;
    expect(carried).toMatchObject({ kind: 'photo', url: item!.url });
    const [object] = await app.database.db.select().from(mediaObjects).where(eq(mediaObjects.uploadId, uploadId));
    expect(object!.claimedAt).not.toBeNull();
    expect(await app.database.db.select().from(postFiles).where(eq(postFiles.mediaId, object!.id))).toEqual([]);
    const post = await http.as(talent).post('/api/posts', { title: '', categoryId: 1, files: [uploadId] });
    expect(post.statusCode).not.toBe(200);
    const foreign = await stagePostUpload(app, other, await makeImage(300, 300), 'suya.jpg', 'image/jpeg');
    expect((await save(o, { items: [{ upload: foreign }] })).json()).toMatchObject({ error: 'application_items' });
    const kept = await save(o, { items: [{ postFileId: files.photo }, { itemId: carried!.id, primary: true }] });
    expect((kept.json() as MyApplication).items.map((one) => [one.kind, one.primary, one.url])).toEqual([
      ['photo', false, expect.any(String)],
      ['photo', true, item!.url],
    ]);
    const strange = await save(o, { items: [{ itemId: carried!.id + 1_000 }] });
    expect(strange.json()).toMatchObject({ error: 'application_items' });
    await save(o, { items: [] });
    const left = await app.database.db.select().from(mediaObjects).where(eq(mediaObjects.uploadId, uploadId));
    expect(left).toEqual([]);
  });

  it('submits only what the role needs, naming the field, in both languages; once per role', async () => {
    const o = await open([{ needs: ['photos', 'video', 'note'], questions: ['¿Bailas?', '¿Cantas?'] }]);
    expect((await submit(o)).statusCode).toBe(404);
    await save(o, { items: [{ postFileId: files.photo }], answers: ['Sí'] });
    const missing = await submit(o, talent, 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'application_incomplete',
      message: 'The application is missing something the role asks for.',
    });
    expect((missing.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual([
      'video',
      'coverNote',
    ]);
    expect((await submit(o)).json()).toMatchObject({ message: 'A la postulación le falta algo que el papel pide.' });
    await save(o, {
      items: [{ postFileId: files.photo }, { videoId: video }],
      coverNote: 'Hola',
      answers: ['Sí', ' '],
    });
    const unanswered = await submit(o, talent, 'en');
    expect(unanswered.json()).toMatchObject({ error: 'application_answers', errors: [{ field: 'answers.1' }] });
    const tooMany = await save(o, { answers: ['a', 'b', 'c'] });
    expect(tooMany.json()).toMatchObject({
      error: 'application_answers',
      message: 'Responde cada pregunta del papel.',
    });
    await save(o, {
      items: [{ postFileId: files.photo }, { videoId: video }],
      coverNote: 'Hola',
      answers: ['Sí', 'No'],
    });
    const sent = await submit(o);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', canEdit: true });
    const twice = await submit(o);
    expect(twice.json()).toMatchObject({ id: (sent.json() as MyApplication).id, status: 'sent' });
    // The opportunity's page shows her, and only her, where her application stands.
    const page = async (token: string) =>
      ((await http.request('GET', `/api/opportunities/${o.id}`, { token })).json() as Opportunity).roles[0];
    expect((await page(talent.token))?.myApplication).toEqual({
      id: (sent.json() as MyApplication).id,
      status: 'sent',
    });
    expect((await page(other.token))?.myApplication).toBeNull();
    const stripped = await save(o, { items: [{ postFileId: files.photo }], coverNote: 'Hola', answers: ['Sí', 'No'] });
    expect(stripped.json()).toMatchObject({ error: 'application_incomplete', errors: [{ field: 'video' }] });
  });

  it('changes a sent application until the agency files it', async () => {
    const o = await open();
    await save(o, { items: [{ postFileId: files.photo }] });
    const sent = (await submit(o)).json() as MyApplication;
    const changed = await save(o, { items: [{ postFileId: files.photo }], coverNote: 'Nueva nota' });
    expect(changed.json()).toMatchObject({ status: 'sent', coverNote: 'Nueva nota' });
    await fixtures.setApplication(app, sent.id, { filing: 'yes' });
    const filed = await save(o, { items: [{ postFileId: files.photo }] }, talent, 'en');
    expect(filed.statusCode).toBe(409);
    expect(filed.json()).toMatchObject({ error: 'application_filed' });
    expect((await http.as(talent).get(`${path(o)}/application`)).json()).toMatchObject({ canEdit: false });
  });

  it('withdraws before the deadline: a draft is deleted, a sent one becomes withdrawn', async () => {
    const o = await open();
    await save(o, { items: [{ postFileId: files.photo }] });
    expect((await withdraw(o)).statusCode).toBe(204);
    expect((await http.as(talent).get(`${path(o)}/application`)).statusCode).toBe(404);
    expect((await withdraw(o)).statusCode).toBe(404);
    await save(o, { items: [{ postFileId: files.photo }] });
    await submit(o);
    const withdrawn = await withdraw(o);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    const again = await save(o, { items: [{ postFileId: files.photo }] });
    expect(again.json()).toMatchObject({ status: 'draft' });
  });

  it('answers 409 past the deadline and once the opportunity is not open', async () => {
    const late = await open();
    await save(late, { items: [{ postFileId: files.photo }] });
    await fixtures.setOpportunity(app, late.id, { deadline: new Date(Date.now() - 1000) });
    for (const res of [await save(late, {}, talent, 'en'), await submit(late, talent, 'en'), await withdraw(late)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'opportunity_deadline_passed' });
    }
    const cancelled = await open();
    await fixtures.setOpportunity(app, cancelled.id, { state: 'cancelled', closeReason: 'cancelled' });
    expect((await save(cancelled, {})).json()).toMatchObject({ error: 'opportunity_not_open' });
    for (const state of ['draft', 'removed']) {
      const hidden = await open();
      await fixtures.setOpportunity(app, hidden.id, { state });
      expect((await save(hidden, {})).statusCode, state).toBe(404);
    }
    const wrongRole = await open();
    const elsewhere = await open();
    const mixed = { id: wrongRole.id, roleIds: elsewhere.roleIds };
    expect((await save(mixed, {})).statusCode).toBe(404);
  });
});

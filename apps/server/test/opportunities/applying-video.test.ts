import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForAgencySchema, myApplicationSchema, type MyApplication } from '@vitrina/contract/applications';
import { applicationItems } from '../../src/db/schema/opportunities.ts';
import { videos } from '../../src/db/schema/videos.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { askPostUpload, putBytes } from '../helpers/media-flow.ts';
import { createAgency, createTalent } from '../helpers/posts.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { makeClip } from '../helpers/video-clips.ts';
import * as fixtures from '../helpers/applying-fixtures.ts';

describe(`applying with a new video (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let talent: TestUser;
  let clip: Buffer;

  const path = (o: fixtures.OpportunityFixture) => `/api/opportunities/${o.id}/roles/${o.roleIds[0]}/application`;
  const save = (o: fixtures.OpportunityFixture, body: unknown, user = talent) =>
    http.request('PUT', path(o), { token: user.token, body, lang: 'es' });
  const open = () => fixtures.insertOpportunity(app, agency.id, { roles: [{ needs: ['video'] }] });
  const videoRow = async (id: number) => (await app.database.db.select().from(videos).where(eq(videos.id, id)))[0];
  async function uploaded(user = talent): Promise<string> {
    const ticket = (await askPostUpload(app, user, { filename: 'escena.mp4', type: 'video/mp4' })).json();
    expect(await putBytes(app, ticket.url, clip, 'video/mp4')).toBe(200);
    return ticket.filename as string;
  }
  const videoIdOf = async (application: MyApplication) => {
    const rows = await app.database.db
      .select({ videoId: applicationItems.videoId })
      .from(applicationItems)
      .where(eq(applicationItems.applicationId, application.id));
    return rows.map((row) => row.videoId!);
  };

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Estrella');
    talent = await createTalent(app, 'Lucía');
    clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('processes it as a private video of the application: never a post, served through signed addresses', async () => {
    const o = await open();
    const upload = await uploaded();
    const res = await save(o, { items: [{ upload }] });
    expect(res.statusCode, res.body).toBe(200);
    const draft = myApplicationSchema.parse(res.json());
    expect(draft.items).toEqual([expect.objectContaining({ kind: 'video', primary: true, ready: false, url: '' })]);
    const [videoId] = await videoIdOf(draft);
    expect(await videoRow(videoId!)).toMatchObject({ purpose: 'application', status: 'queued', postId: null });
    // Saved again with the same upload (a form not yet refreshed), the video is the same one.
    const again = myApplicationSchema.parse((await save(o, { items: [{ upload }], coverNote: 'otra' })).json());
    expect(await videoIdOf(again)).toEqual([videoId]);
    const sent = await http.as(talent).post(`${path(o)}/submit`);
    expect(sent.statusCode, sent.body).toBe(200);

    await runRound(app, 'video-transcoding');
    const mine = myApplicationSchema.parse((await http.as(talent).get(path(o))).json());
    const [item] = mine.items;
    expect(item).toMatchObject({ kind: 'video', ready: true });
    expect(item!.url).toMatch(/^\/media\/.+\?exp=\d+&sig=/);
    expect(item!.thumbUrl).toMatch(/\?exp=\d+&sig=/);
    expect((await http.as(talent).get(item!.url)).statusCode).toBe(200);
    expect((await http.get(item!.url.split('?')[0]!)).statusCode).toBe(404);
    // Never among her videos, never publishable, never deleted apart from the application.
    expect((await http.as(talent).get('/api/videos')).json()).toEqual({ rows: [] });
    expect((await http.as(talent).post(`/api/videos/${videoId}/publish`, { description: '' })).statusCode).toBe(404);
    expect((await http.as(talent).delete(`/api/videos/${videoId}`)).statusCode).toBe(404);
    expect(await videoRow(videoId!)).toMatchObject({ status: 'ready', postId: null });
    // The agency sees it as she does: ready, through signed addresses, in the panel and on the card.
    const seen = applicationForAgencySchema.parse((await http.as(agency).get(`/api/applications/${mine.id}`)).json());
    expect(seen.items).toEqual([expect.objectContaining({ kind: 'video', ready: true })]);
    expect(seen.items[0]!.url).toMatch(/\?exp=\d+&sig=/);
    expect((await http.as(agency).get(seen.items[0]!.url)).statusCode).toBe(200);
    const list = await http.as(agency).get(`/api/opportunities/${o.id}/roles/${o.roleIds[0]}/applicants`);
    expect(list.json().rows[0].primary).toMatchObject({ kind: 'video', ready: true, url: seen.items[0]!.url });
  });

  it('refuses her new video as an item picked by id, and another one of hers for a second application', async () => {
    const first = await open();
    const upload = await uploaded();
    const [videoId] = await videoIdOf(myApplicationSchema.parse((await save(first, { items: [{ upload }] })).json()));
    const second = await open();
    const picked = await save(second, { items: [{ videoId }] });
    expect(picked.statusCode).toBe(400);
    expect(picked.json()).toMatchObject({ error: 'application_items' });
    expect((await save(second, { items: [{ upload }] })).statusCode).toBe(409);
    const other = await createTalent(app, 'Ajena');
    const foreign = await save(second, { items: [{ upload: await uploaded(other) }] });
    expect(foreign.json()).toMatchObject({ error: 'application_items' });
  });

  it('goes when it is taken out of the application, or with a deleted draft; her own videos stay', async () => {
    const o = await open();
    const own = await fixtures.insertVideo(app, talent.id);
    const draft = myApplicationSchema.parse((await save(o, { items: [{ upload: await uploaded() }] })).json());
    const [videoId] = await videoIdOf(draft);
    const swapped = await save(o, { items: [{ videoId: own }] });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(await videoRow(videoId!)).toBeUndefined();
    const next = myApplicationSchema.parse((await save(o, { items: [{ upload: await uploaded() }] })).json());
    const [nextId] = await videoIdOf(next);
    expect((await http.as(talent).post(`${path(o)}/withdraw`)).statusCode).toBe(204);
    expect(await videoRow(nextId!)).toBeUndefined();
    expect(await videoRow(own)).toMatchObject({ id: own, purpose: 'post' });
  });
});

import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForAgencySchema, selfTapeSchema, type SelfTape } from '@vitrina/contract/applications';
import { videoSchema } from '@vitrina/contract/videos';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { askPostUpload, putBytes } from '../helpers/media-flow.ts';
import { insertApplication, insertOpportunity, remindedAt, selfTapeVideoId } from '../helpers/pipeline-fixtures.ts';
import { setSelfTapeDue } from '../helpers/pipeline-fixtures.ts';
import { block, createAgency } from '../helpers/posts.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { makeClip } from '../helpers/video-clips.ts';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe(`self-tapes (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let other: TestUser;
  let clip: Buffer;

  async function applicant(nombre: string, state = 'open') {
    const { opportunityId, roleIds } = await insertOpportunity(app, agency.id, { state });
    const talent = await createUser(app, { type: 'talento', nombre });
    const applicationId = await insertApplication(app, { opportunityId, roleId: roleIds[0]!, talentId: talent.id });
    return { talent, applicationId };
  }
  const ask = (applicationId: number, body: unknown, lang = 'es', who = agency) =>
    http.as(who).post(`/api/applications/${applicationId}/self-tapes`, body, { lang });
  async function asked(applicationId: number, dueHours = 72): Promise<SelfTape> {
    const res = await ask(applicationId, { instructions: '  Lee la escena 2  ', dueAt: inHours(dueHours) });
    expect(res.statusCode, res.body).toBe(200);
    return selfTapeSchema.parse(res.json());
  }
  async function uploaded(talent: TestUser): Promise<string> {
    const ticket = (await askPostUpload(app, talent, { filename: 'tape.mp4', type: 'video/mp4' })).json();
    expect(await putBytes(app, ticket.url, clip, 'video/mp4')).toBe(200);
    return ticket.filename as string;
  }

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Estrella');
    other = await createAgency(app, 'Otra');
    clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('asks with instructions and a deadline after now and within 30 days, in both languages', async () => {
    const { applicationId, talent } = await applicant('Pedida');
    const tape = await asked(applicationId);
    expect(tape).toMatchObject({ instructions: 'Lee la escena 2', video: null, submittedAt: null });
    for (const dueAt of [inHours(-1), inHours(24 * 31), 'mañana']) {
      const res = await ask(applicationId, { instructions: 'x', dueAt }, 'en');
      expect(res.statusCode, dueAt).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'dueAt', code: 'self_tape_due' });
      expect(res.json().errors[0].message).toMatch(/at most 30 days ahead/);
    }
    const spanish = await ask(applicationId, { instructions: '   ', dueAt: inHours(5) }, 'es');
    expect(spanish.json().errors[0]).toMatchObject({ field: 'instructions', code: 'self_tape_instructions' });
    expect(spanish.json().errors[0].message).toMatch(/Escribe las instrucciones/);
    expect((await ask(applicationId, { instructions: 'x', dueAt: inHours(5) }, 'es', other)).statusCode).toBe(404);
    expect((await ask(applicationId, { instructions: 'x', dueAt: inHours(5) }, 'es', talent)).statusCode).toBe(403);
    const seen = applicationForAgencySchema.parse(
      (await http.as(agency).get(`/api/applications/${applicationId}`)).json(),
    );
    expect(seen).toMatchObject({ selfTapeRequested: true, selfTapes: [{ id: tape.id, video: null }] });
    const closed = await applicant('Cerrada', 'closed');
    expect((await ask(closed.applicationId, { instructions: 'x', dueAt: inHours(5) })).json()).toMatchObject({
      error: 'opportunity_not_open',
    });
  });

  it('takes her video once, seen by her and that agency, never in her videos nor publishable', async () => {
    const { applicationId, talent } = await applicant('Grabada');
    const tape = await asked(applicationId);
    const filename = await uploaded(talent);
    expect((await http.as(agency).put(`/api/self-tapes/${tape.id}`, { filename })).statusCode).toBe(403);
    const stranger = await createUser(app, { type: 'talento', nombre: 'Ajena' });
    expect((await http.as(stranger).put(`/api/self-tapes/${tape.id}`, { filename })).statusCode).toBe(404);
    const sent = await http.as(talent).put(`/api/self-tapes/${tape.id}`, { filename });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(selfTapeSchema.parse(sent.json())).toMatchObject({ id: tape.id, video: { status: 'queued' } });
    await runRound(app, 'video-transcoding');
    const seen = applicationForAgencySchema.parse(
      (await http.as(agency).get(`/api/applications/${applicationId}`)).json(),
    );
    const video = seen.selfTapes[0]!.video!;
    expect(video.status).toBe('ready');
    expect(video.url).toMatch(/^\/media\/.+\?exp=\d+&sig=/);
    expect((await http.as(agency).get(video.url!)).statusCode).toBe(200);
    expect((await http.get(video.url!.split('?')[0]!)).statusCode).toBe(404);
    // Never among her videos, never a post.
    expect((await http.as(talent).get('/api/videos')).json()).toEqual({ rows: [] });
    const videoId = await selfTapeVideoId(app, tape.id);
    const one = videoSchema.parse((await http.as(talent).get(`/api/videos/${videoId}`)).json());
    expect(one.postId).toBeNull();
    expect((await http.as(talent).post(`/api/videos/${videoId}/publish`, { description: '' })).statusCode).toBe(404);
    expect((await http.as(talent).delete(`/api/videos/${videoId}`)).statusCode).toBe(404);
    // Once sent, it is closed.
    const again = await http
      .as(talent)
      .put(`/api/self-tapes/${tape.id}`, { filename: await uploaded(talent) }, { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'self_tape_closed', message: 'This self-tape can no longer be sent.' });
  });

  it('refuses a self-tape past its deadline, and across a block', async () => {
    const late = await applicant('Tarde');
    const tape = await asked(late.applicationId);
    await setSelfTapeDue(app, tape.id, new Date(Date.now() - 1000));
    const res = await http.as(late.talent).put(`/api/self-tapes/${tape.id}`, { filename: await uploaded(late.talent) });
    expect(res.json()).toMatchObject({ error: 'self_tape_closed' });
    const blocked = await applicant('Bloquea');
    const other = await asked(blocked.applicationId);
    await block(app, blocked.talent.id, agency.id);
    const hidden = await http
      .as(blocked.talent)
      .put(`/api/self-tapes/${other.id}`, { filename: await uploaded(blocked.talent) });
    expect(hidden.statusCode).toBe(404);
  });

  it('reminds her once, the day before, and never across a block', async () => {
    const soon = await applicant('Recordada');
    const tape = await asked(soon.applicationId, 20);
    const far = await applicant('Lejana');
    await asked(far.applicationId, 72);
    const sent = await applicant('Enviada');
    const done = await asked(sent.applicationId, 10);
    await app.database.db.execute(sql`update self_tapes set submitted_at = now() where id = ${done.id}`);
    const hidden = await applicant('Oculta');
    await asked(hidden.applicationId, 10);
    await block(app, hidden.talent.id, agency.id);
    expect(await runRound(app, 'self-tape-reminders')).toBe(1);
    expect(await runRound(app, 'self-tape-reminders')).toBe(0);
    expect(await remindedAt(app, tape.id)).not.toBeNull();
  });
});

import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.ts';
import { sendQueuedMail } from '../helpers/notification-mail.ts';
import { createTalent, follow, publishText } from '../helpers/posts.ts';
import { createSocketPool, listen, realtimeEnv } from '../helpers/sockets.ts';
import { createTestDatabase, engineName, testRedisUrl, type TestDatabase } from '../helpers/test-database.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { runRound } from '../helpers/rounds.ts';

/**
 * An hour: nothing becomes due while a test runs. The tests make what is queued due themselves
 * (sendQueuedMail) once everything they mean to gather has happened, and a test app starts no job, so no
 * round runs between two events of one e-mail however busy the machine is.
 */
const INTERVAL_S = 3600;

describe(`the e-mail while away (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let mail: MailCatcher;
  let database: TestDatabase;
  let dataDir: string;
  let app: TestApp;
  const sockets = createSocketPool();
  const prefix = realtimeEnv();

  /** An app on the test's database (a second one after a "restart" shares it). */
  async function start(): Promise<TestApp> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      SMTP_URL: mail.url,
      PUBLIC_URL: 'http://vitrina.test',
      NOTIFICATION_MAIL_INTERVAL: String(INTERVAL_S),
      ...prefix,
    });
    const built: App = await buildApp(config, { database: database.database });
    await built.server.ready();
    return { ...built, dataDir, close: () => built.server.close() };
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    database = await createTestDatabase({ migrated: true });
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-mail-'));
    app = await start();
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await mail?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const http = () => createClient(app);
  const likeAndComment = async (fan: TestUser, postId: number) => {
    expect((await http().as(fan).post(`/api/reactions/like/post/${postId}`)).statusCode).toBe(200);
    expect((await http().as(fan).post('/api/comments', { comment: 'Me encanta', postId })).statusCode).toBe(200);
  };

  it('gathers what happened to an away user into one e-mail, in their language, with links', async () => {
    const ana = await createUser(app, { type: 'talento', nombre: 'Ana', langCode: 'en' });
    const luis = await createTalent(app, 'Luis');
    // Ana follows Luis: his message goes to her inbox, quoted (a request's text never is).
    await follow(app, ana.id, luis.id);
    const post = await publishText(app, ana, 'Away');
    await likeAndComment(luis, post.id);
    expect(
      (await http().as(luis).post('/api/messages', { receiverId: ana.id, message: 'Hola, ¿hablamos?' })).statusCode,
    ).toBe(200);
    expect(await sendQueuedMail(app)).toBe(1);

    const sent = await mail.waitFor((m) => m.to === ana.email);
    expect(sent.subject).toBe('Vitrina: you have 3 new updates');
    expect(sent.text).toContain('liked your post.');
    expect(sent.text).toContain('commented on your post.');
    expect(sent.text).toContain('wrote to you: «Hola, ¿hablamos?»');
    expect(sent.text).toContain(`http://vitrina.test/noticias/${post.id}`);
    expect(sent.text).toContain(`http://vitrina.test/conversaciones/${luis.profileUrl}`);
    expect(sent.text).toContain('http://vitrina.test/user/settings');
    expect(sent.html).toContain('<html lang="en">');
    expect(sent.raw).toMatch(/^List-Unsubscribe: <http:\/\/vitrina\.test\/user\/settings>/m);

    // One e-mail: another round finds nothing due, and a new item waits a whole interval.
    await runRound(app, 'notification-mail');
    await http().as(luis).post(`/api/reactions/like/post/${post.id}`);
    await http().as(luis).post(`/api/reactions/like/post/${post.id}`);
    await runRound(app, 'notification-mail');
    expect(mail.to(ana.email)).toHaveLength(1);
  });

  it('sends nothing to someone online, or who came back before it left', async () => {
    const url = await listen(app);
    const online = await createTalent(app, 'Ana');
    const returning = await createTalent(app, 'Eva');
    const luis = await createTalent(app, 'Luis');
    await sockets.connect(url, { token: online.token });
    for (const person of [online, returning]) await likeAndComment(luis, (await publishText(app, person, 'Obra')).id);
    await sockets.connect(url, { token: returning.token });
    await sendQueuedMail(app);
    expect(mail.to(online.email)).toEqual([]);
    expect(mail.to(returning.email)).toEqual([]);
  });

  it('leaves out what the flags turn off: no e-mail about messages without `messages`', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    await follow(app, ana.id, luis.id);
    expect(
      (await http().as(ana).post('/api/users/notifications', { type: 'messages', status: false })).statusCode,
    ).toBe(200);
    await http().as(luis).post('/api/messages', { receiverId: ana.id, message: 'Sin correo' });
    await sendQueuedMail(app);
    expect(mail.to(ana.email)).toEqual([]);
    // Its notifications still come, in Spanish (her language).
    await likeAndComment(luis, (await publishText(app, ana, 'Obra')).id);
    await sendQueuedMail(app);
    const sent = await mail.waitFor((m) => m.to === ana.email);
    expect(sent.subject).toBe('Vitrina: tienes 2 novedades');
    expect(sent.text).not.toContain('Sin correo');
  });

  const request = async (from: TestUser, to: TestUser, message: string) =>
    expect((await http().as(from).post('/api/messages', { receiverId: to.id, message })).statusCode).toBe(200);
  const agency = async (nombre: string, apellido: string, verified: boolean) => {
    const user = await createUser(app, { type: 'agencia', nombre, apellido });
    if (verified) await app.database.db.execute(sql`update users set agency_verified_at = now() where id = ${user.id}`);
    return user;
  };

  it('tells an away person of message requests, never their text; a verified agency’s reads as one', async () => {
    const ana = await createTalent(app, 'Ana');
    const stranger = await agency('Estudio', 'Sur', false);
    const faro = await agency('Faro', 'Talent', true);
    await request(stranger, ana, 'Paga 100 dólares por el casting');
    await request(faro, ana, 'Hola Ana, ¿hablamos?');
    await request(faro, ana, '¿Sigues ahí?');
    expect(await sendQueuedMail(app)).toBe(1);

    const sent = await mail.waitFor((m) => m.to === ana.email);
    expect(sent.subject).toBe('Vitrina: tienes 2 novedades');
    expect(sent.text).toContain('Estudio Sur quiere escribirte: su mensaje te espera en Solicitudes.');
    expect(sent.text).toContain('Faro Talent, agencia verificada, quiere escribirte.');
    expect(sent.text).toContain(`http://vitrina.test/conversaciones/${stranger.profileUrl}`);
    expect(sent.text).toContain(`http://vitrina.test/conversaciones/${faro.profileUrl}`);
    expect(sent.text).not.toContain('Paga');
    expect(sent.text).not.toContain('hablamos');
  });

  it('sends nothing about a request with `messages` off', async () => {
    const quiet = await createTalent(app, 'Ana');
    expect(
      (await http().as(quiet).post('/api/users/notifications', { type: 'messages', status: false })).statusCode,
    ).toBe(200);
    await request(await agency('Faro', 'Talent', true), quiet, 'Hola');
    await request(await agency('Estudio', 'Sur', false), quiet, 'Hola');
    expect(await sendQueuedMail(app)).toBe(0);
    expect(mail.to(quiet.email)).toEqual([]);
  });

  it('still sends an e-mail that was due when the process restarted', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    await likeAndComment(luis, (await publishText(app, ana, 'Antes del reinicio')).id);
    await app.close();
    app = await start();
    await sendQueuedMail(app);
    const sent = await mail.waitFor((m) => m.to === ana.email);
    expect(sent.text).toContain('comentó tu publicación.');
  });
});

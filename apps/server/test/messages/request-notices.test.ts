import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@vitrina/contract/messages';
import type { NotificationPage, Notification } from '@vitrina/contract/notifications';
import type { MessageRequestAcceptedEvent } from '@vitrina/contract/realtime';
import type { SelfResponse } from '@vitrina/contract/users';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { block, createTalent } from '../helpers/posts.ts';
import { createSocketPool, listen, realtimeEnv, waitUntil, type ClientSocket } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

/**
 * Requests that get noticed (decision 0007): a verified agency's request is a notification, every request
 * moves the requests count live, and an acceptance — by a reply or the button — reaches the sender at once.
 */
describe(`message requests noticed (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let url: string;
  const sockets = createSocketPool();

  beforeAll(async () => {
    app = await createTestApp(realtimeEnv());
    url = await listen(app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
  });

  const as = (user: TestUser) => createClient(app).as(user);
  async function send(from: TestUser, to: TestUser, message: string) {
    const res = await as(from).post('/api/messages', { message, receiverId: to.id });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function agency(nombre: string, verified: boolean): Promise<TestUser> {
    const user = await createUser(app, { type: 'agencia', nombre, apellido: 'Talent' });
    if (verified) await app.database.db.execute(sql`update users set agency_verified_at = now() where id = ${user.id}`);
    return user;
  }
  async function notifications(user: TestUser): Promise<Notification[]> {
    const res = await as(user).get('/api/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as NotificationPage).rows;
  }
  const requestsCount = async (user: TestUser) =>
    ((await as(user).get('/api/users/self')).json() as SelfResponse).user.messageRequestsCount;
  /** Every event of one kind a socket hears from now on. */
  function heard<T>(socket: ClientSocket, event: 'message-requests' | 'message-request-accepted' | 'notification') {
    const events: T[] = [];
    socket.on(event, (payload: unknown) => events.push(payload as T));
    return events;
  }

  it('a verified agency’s request is a notification, live on an open page', async () => {
    const talent = await createTalent(app, 'Julia');
    const faro = await agency('Faro', true);
    const live = heard<Notification>(await sockets.connect(url, { token: talent.token }), 'notification');
    await send(faro, talent, 'Hola Julia, ¿te interesa un casting?');
    await waitUntil(() => live.length === 1, 'the live notification');
    expect(live[0]).toMatchObject({ type: 'MESSAGE_REQUEST', actor: { id: faro.id, verified: true }, is_read: false });
    expect(await notifications(talent)).toMatchObject([{ type: 'MESSAGE_REQUEST', actor: { id: faro.id } }]);
    // A second message refreshes the same entry.
    await send(faro, talent, '¿Sigues ahí?');
    expect(await notifications(talent)).toHaveLength(1);
  });

  it('an unverified agency’s request makes no notification; neither does one with `messages` off', async () => {
    const talent = await createTalent(app, 'Julia');
    const quiet = await createTalent(app, 'Eva');
    const flag = await as(quiet).post('/api/users/notifications', { type: 'messages', status: false });
    expect(flag.statusCode).toBe(200);
    await send(await agency('Estudio', false), talent, 'Hola');
    await send(await agency('Faro', true), quiet, 'Hola');
    expect(await notifications(talent)).toEqual([]);
    expect(await notifications(quiet)).toEqual([]);
    expect(await requestsCount(talent)).toBe(1);
    expect(await requestsCount(quiet)).toBe(1);
  });

  it('a block takes the notification away, and a minor hears nothing from an unverified agency', async () => {
    const talent = await createTalent(app, 'Julia');
    const faro = await agency('Faro', true);
    await send(faro, talent, 'Hola');
    await block(app, talent.id, faro.id);
    expect(await notifications(talent)).toEqual([]);
    expect(await requestsCount(talent)).toBe(0);

    const minor = await createUser(app, { type: 'talento', nombre: 'Lía' });
    await app.database.db.execute(
      sql`update users set birthdate = current_date - interval '15 years' where id = ${minor.id}`,
    );
    const refused = await as(await agency('Estudio', false)).post('/api/messages', {
      message: 'Hola',
      receiverId: minor.id,
    });
    // To an unverified agency a minor does not exist.
    expect([refused.statusCode, refused.json().error]).toEqual([404, 'not_found']);
    expect(await notifications(minor)).toEqual([]);
    expect(await requestsCount(minor)).toBe(0);
  });

  it('the requests count moves live: a request arrives, a deletion takes it away', async () => {
    const talent = await createTalent(app, 'Julia');
    const counts = heard<{ count: number }>(await sockets.connect(url, { token: talent.token }), 'message-requests');
    const estudio = await agency('Estudio', false);
    await send(estudio, talent, 'Hola');
    await send(await agency('Faro', true), talent, 'Hola');
    await waitUntil(() => counts.length === 2, 'two counts');
    expect(counts.map((event) => event.count)).toEqual([1, 2]);
    expect((await as(talent).delete(`/api/users/contacts/requests/${estudio.profileUrl}`)).statusCode).toBe(204);
    await waitUntil(() => counts.length === 3, 'the count after the deletion');
    expect(counts[2]).toEqual({ count: 1 });
  });

  it('a reply accepts the request, and the sender’s open page hears it at once', async () => {
    const talent = await createTalent(app, 'Julia');
    const faro = await agency('Faro', true);
    await send(faro, talent, 'Hola Julia');
    const senderPage = await sockets.connect(url, { token: faro.token });
    const toSender = heard<MessageRequestAcceptedEvent>(senderPage, 'message-request-accepted');
    const otherTab = await sockets.connect(url, { token: talent.token });
    const toTalent = heard<MessageRequestAcceptedEvent>(otherTab, 'message-request-accepted');
    const talentCounts = heard<{ count: number }>(otherTab, 'message-requests');

    await send(talent, faro, '¡Hola! Sí, me interesa.');
    await waitUntil(() => toSender.length === 1 && toTalent.length === 1, 'both told of the acceptance');
    expect(toSender[0]?.person).toMatchObject({ id: talent.id, profile_url: talent.profileUrl });
    expect(toTalent[0]?.person).toMatchObject({ id: faro.id });
    await waitUntil(() => talentCounts.length === 1, 'the talent’s count');
    expect(talentCounts[0]).toEqual({ count: 0 });

    const contact = (await as(faro).get(`/api/users/contact/${talent.profileUrl}`)).json() as Contact;
    expect(contact.request).toBe('none');
    // The limit is gone with it.
    for (const text of ['dos', 'tres', 'cuatro']) await send(faro, talent, text);
  });

  it('the accept button tells the sender too', async () => {
    const talent = await createTalent(app, 'Julia');
    const estudio = await agency('Estudio', false);
    await send(estudio, talent, 'Hola');
    const toSender = heard<MessageRequestAcceptedEvent>(
      await sockets.connect(url, { token: estudio.token }),
      'message-request-accepted',
    );
    const accepted = await as(talent).post(`/api/users/contacts/requests/${estudio.profileUrl}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await waitUntil(() => toSender.length === 1, 'the sender told');
    expect(toSender[0]?.person.id).toBe(talent.id);
  });
});

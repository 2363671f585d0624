import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, Message, RequestPage, ThreadPage } from '@vitrina/contract/messages';
import type { MessageEvent } from '@vitrina/contract/realtime';
import type { SelfResponse } from '@vitrina/contract/users';
import { queryRows } from '../../src/db/client.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent, follow } from '../helpers/posts.ts';
import {
  collectMessages,
  createSocketPool,
  listen,
  realtimeEnv,
  sendOverSocket,
  waitUntil,
} from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

describe(`message requests (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
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
  const send = (from: TestUser, to: TestUser, message: string, lang: 'es' | 'en' = 'es') =>
    as(from).post('/api/messages', { message, receiverId: to.id }, { lang });
  async function sent(from: TestUser, to: TestUser, message: string): Promise<Message> {
    const res = await send(from, to, message);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Message;
  }
  async function self(user: TestUser): Promise<SelfResponse> {
    const res = await as(user).get('/api/users/self');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SelfResponse;
  }
  async function requests(user: TestUser, page = 1): Promise<RequestPage> {
    const res = await as(user).get(`/api/users/contacts/requests?page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RequestPage;
  }
  async function contacts(user: TestUser): Promise<Contact[]> {
    const res = await as(user).get('/api/users/contacts');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Contact[];
  }
  const setPolicy = (user: TestUser, policy: string) => as(user).post('/api/users/message-policy', { policy });
  const readFlags = async (receiverId: number) =>
    (
      await queryRows<{ read: boolean }>(
        app.database.db,
        sql`select read_at is not null as read from messages where receiver_id = ${receiverId} order by id`,
      )
    ).map((row) => Boolean(row.read));

  it("a stranger's first message lands in requests, not in the inbox, the badge or the dropdown", async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    const message = await sent(agency, talent, 'Hola, ¿te interesa un casting?');

    expect((await contacts(talent)).map((c) => c.id)).toEqual([]);
    const page = await requests(talent);
    expect(page).toMatchObject({ count: 1, rows: [{ id: agency.id, request: 'received', preview: message.message }] });
    const { user } = await self(talent);
    expect(user).toMatchObject({ unreadedMessagesCount: 0, messageRequestsCount: 1 });
    expect((await as(talent).get('/api/notifications/messages')).json()).toEqual([]);
    // The sender sees the conversation as theirs, waiting.
    expect(await contacts(agency)).toMatchObject([{ id: talent.id, request: 'sent', lastMessageMine: true }]);
    expect((await self(agency)).user.messageRequestsCount).toBe(0);
  });

  it('reading a request does not mark it read; the sender never learns it was seen', async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    await sent(agency, talent, 'uno');
    const res = await as(talent).get(`/api/messages/${agency.profileUrl}`);
    expect((res.json() as ThreadPage).rows.map((m) => m.message)).toEqual(['uno']);
    expect(await readFlags(talent.id)).toEqual([false]);
  });

  it('at most two messages before acceptance: the third is refused in the sender’s language, over HTTP and the socket', async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    await sent(agency, talent, 'uno');
    await sent(agency, talent, 'dos');
    const third = await send(agency, talent, 'tres', 'en');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: 'message_request_limit', message: expect.stringContaining('accepts') });
    const tercero = await send(agency, talent, 'tres', 'es');
    expect(tercero.json()).toMatchObject({
      error: 'message_request_limit',
      message: expect.stringContaining('acepte'),
    });

    const socket = await sockets.connect(url, { token: agency.token, auth: { lang: 'en' } });
    expect(await sendOverSocket(socket, { message: 'cuatro', receiverId: talent.id })).toMatchObject({
      ok: false,
      error: { code: 'message_request_limit', message: expect.stringContaining('accepts') },
    });
    const stored = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from messages where sender_id = ${agency.id}`,
    );
    expect(Number(stored[0]?.n)).toBe(2);
  });

  it('accepting moves the conversation to the inbox; then both write freely', async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    await sent(agency, talent, 'uno');
    await sent(agency, talent, 'dos');
    const accepted = await as(talent).post(`/api/users/contacts/requests/${agency.profileUrl}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: agency.id, request: 'none' });

    expect(await requests(talent)).toEqual({ rows: [], count: 0 });
    expect((await contacts(talent)).map((c) => c.id)).toEqual([agency.id]);
    expect(await readFlags(talent.id)).toEqual([true, true]);
    await sent(agency, talent, 'tres');
    await sent(talent, agency, 'hola');
    expect((await self(talent)).user).toMatchObject({ unreadedMessagesCount: 1, messageRequestsCount: 0 });
    // Nothing left to accept.
    expect((await as(talent).post(`/api/users/contacts/requests/${agency.profileUrl}/accept`)).statusCode).toBe(404);
  });

  it('replying to a request accepts it', async () => {
    const talent = await createTalent(app, 'Talia');
    const other = await createTalent(app, 'Otra');
    await sent(other, talent, 'hola');
    await sent(talent, other, '¡hola!');
    expect((await requests(talent)).count).toBe(0);
    expect(await contacts(talent)).toMatchObject([{ id: other.id, request: 'none' }]);
    await sent(other, talent, 'dos');
    await sent(other, talent, 'tres');
  });

  it('deleting a request removes it and its messages; only its receiver may', async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    await sent(agency, talent, 'uno');
    expect((await as(agency).delete(`/api/users/contacts/requests/${talent.profileUrl}`)).statusCode).toBe(404);
    const deleted = await as(talent).delete(`/api/users/contacts/requests/${agency.profileUrl}`);
    expect(deleted.statusCode).toBe(204);
    expect(await requests(talent)).toEqual({ rows: [], count: 0 });
    expect(await contacts(agency)).toEqual([]);
    expect(await readFlags(talent.id)).toEqual([]);
  });

  it('someone I follow writes straight to my inbox', async () => {
    const talent = await createTalent(app, 'Talia');
    const friend = await createTalent(app, 'Amiga');
    await follow(app, talent.id, friend.id);
    await sent(friend, talent, 'hola');
    expect((await requests(talent)).count).toBe(0);
    expect((await self(talent)).user.unreadedMessagesCount).toBe(1);
  });

  it("'only people I follow' refuses a stranger in their language, and lets those I follow in", async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    const friend = await createTalent(app, 'Amiga');
    await follow(app, talent.id, friend.id);
    const set = await setPolicy(talent, 'following');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ policy: 'following' });
    expect((await self(talent)).profile.message_policy).toBe('following');

    const refused = await send(agency, talent, 'hola', 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'message_not_allowed', message: expect.stringContaining('follow') });
    expect((await send(agency, talent, 'hola', 'es')).json().message).toContain('sigue');
    const socket = await sockets.connect(url, { token: agency.token, auth: { lang: 'es' } });
    expect(await sendOverSocket(socket, { message: 'hola', receiverId: talent.id })).toMatchObject({
      ok: false,
      error: { code: 'message_not_allowed' },
    });
    await sent(friend, talent, 'soy yo');
    expect((await requests(talent)).count).toBe(0);
    expect(await contacts(agency)).toEqual([]);
  });

  it("'people I follow and verified agencies' stores its value and, with no agency verified yet, refuses strangers", async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    expect((await setPolicy(talent, 'following_and_verified')).statusCode).toBe(200);
    expect((await self(talent)).profile.message_policy).toBe('following_and_verified');
    expect((await send(agency, talent, 'hola')).json().error).toBe('message_not_allowed');
    expect((await setPolicy(talent, 'nobody')).statusCode).toBe(400);
    // Back to everyone: the stranger's message is a request again.
    expect((await setPolicy(talent, 'everyone')).statusCode).toBe(200);
    await sent(agency, talent, 'hola');
    expect((await requests(talent)).count).toBe(1);
  });

  it('a block either way hides a request and refuses more', async () => {
    for (const blockerIsReceiver of [true, false]) {
      const talent = await createTalent(app, 'Talia');
      const agency = await createAgency(app, 'Agencia');
      await sent(agency, talent, 'uno');
      if (blockerIsReceiver) await block(app, talent.id, agency.id);
      else await block(app, agency.id, talent.id);
      expect(await requests(talent)).toEqual({ rows: [], count: 0 });
      expect((await self(talent)).user.messageRequestsCount).toBe(0);
      expect((await send(agency, talent, 'dos')).statusCode).toBe(404);
      expect((await as(talent).post(`/api/users/contacts/requests/${agency.profileUrl}/accept`)).statusCode).toBe(404);
    }
  });

  it('the socket path opens requests as HTTP does, and tells the receiver it is one', async () => {
    const talent = await createTalent(app, 'Talia');
    const agency = await createAgency(app, 'Agencia');
    const heard = collectMessages(await sockets.connect(url, { token: talent.token }));
    const socket = await sockets.connect(url, { token: agency.token });
    for (const text of ['uno', 'dos'])
      expect((await sendOverSocket(socket, { message: text, receiverId: talent.id })).ok).toBe(true);
    expect((await sendOverSocket(socket, { message: 'tres', receiverId: talent.id })).ok).toBe(false);
    await waitUntil(() => heard.length === 2, 'the two request messages');
    expect(heard.map((event: MessageEvent) => event.request)).toEqual([true, true]);
    expect((await requests(talent)).count).toBe(1);
    expect((await self(talent)).user.unreadedMessagesCount).toBe(0);
  });

  it('pages requests twelve at a time, newest first, with their count', async () => {
    const talent = await createTalent(app, 'Talia');
    const senders = await Promise.all(Array.from({ length: 13 }, (_, i) => createAgency(app, `Agencia${i}`)));
    for (const sender of senders) await sent(sender, talent, `soy ${sender.id}`);
    const first = await requests(talent);
    expect(first.count).toBe(13);
    expect(first.rows.map((r) => r.id)).toEqual(
      senders
        .slice(1)
        .reverse()
        .map((s) => s.id),
    );
    expect((await requests(talent, 2)).rows.map((r) => r.id)).toEqual([senders[0]?.id]);
  });
});

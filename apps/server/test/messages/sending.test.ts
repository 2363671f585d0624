import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@vitrina/contract/messages';
import { MAX_MESSAGE_LENGTH } from '@vitrina/contract/messages-limits';
import type { MessageEvent } from '@vitrina/contract/realtime';
import { queryRows } from '../../src/db/client.ts';
import { rateRules } from '../../src/http/rate-limiter.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { acquaint } from '../helpers/acquaint.ts';
import { block, createAgency, createTalent } from '../helpers/posts.ts';
import {
  collectMessages,
  createSocketPool,
  listen,
  realtimeEnv,
  sendOverSocket,
  waitUntil,
  type ClientSocket,
} from '../helpers/sockets.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

describe(`sending messages (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let url: string;
  const sockets = createSocketPool();
  const log = createStatementLog();

  beforeAll(async () => {
    app = await createTestApp(realtimeEnv(), {}, undefined, { onQuery: log.onQuery });
    url = await listen(app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
  });

  const storedBetween = async (a: number, b: number) =>
    queryRows<{ id: number; body: string; sender_id: number; receiver_id: number }>(
      app.database.db,
      sql`select id, body, sender_id, receiver_id from messages
          where (sender_id = ${a} and receiver_id = ${b}) or (sender_id = ${b} and receiver_id = ${a}) order by id`,
    );
  const conversationsOf = async (id: number) =>
    queryRows<{ id: number }>(
      app.database.db,
      sql`select id from conversations where user_low_id = ${id} or user_high_id = ${id}`,
    );
  const connect = (user: TestUser, options: { lang?: 'es' | 'en' } = {}) =>
    sockets.connect(url, { token: user.token, auth: options.lang ? { lang: options.lang } : {} });

  it('acknowledges with the stored message, and the receiver hears it with its sender', async () => {
    const ana = await createTalent(app, 'Ana');
    const agency = await createAgency(app, 'Agencia');
    await acquaint(app, ana, agency);
    const [sender, receiver] = [await connect(ana), await connect(agency)];
    const heard = collectMessages(receiver);

    const ack = await sendOverSocket(sender, { message: '  Hola, ¿hablamos?\n', receiverId: agency.id });
    if (!ack.ok) throw new Error(`refused: ${ack.error.code}`);
    expect(ack.message).toMatchObject({
      message: 'Hola, ¿hablamos?',
      receiverId: agency.id,
      sender: { id: ana.id, profile_url: ana.profileUrl, type: 'talento' },
    });
    const [stored] = await storedBetween(ana.id, agency.id);
    expect(Number(stored?.id)).toBe(ack.message.id);
    expect(stored?.body).toBe('Hola, ¿hablamos?');

    await waitUntil(() => heard.length === 1, 'the receiver to hear the message');
    expect(heard[0]).toEqual({ actor: ack.message.sender, message: ack.message, request: false });
  });

  it("echoes to the sender's other sockets, not to the one that sent it", async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    await acquaint(app, ana, bruno);
    const sendingTab = await connect(ana);
    const otherTab = await connect(ana);
    const fromSendingTab = collectMessages(sendingTab);
    const fromOtherTab = collectMessages(otherTab);
    const brunoHeard = collectMessages(await connect(bruno));

    const ack = await sendOverSocket(sendingTab, { message: 'desde la pestaña 1', receiverId: bruno.id });
    expect(ack.ok).toBe(true);
    await waitUntil(() => fromOtherTab.length === 1 && brunoHeard.length === 1, 'the echo and the delivery');
    expect(fromOtherTab[0]?.message.message).toBe('desde la pestaña 1');

    // Bruno's answer reaches both of Ana's tabs after the echo would have: the sending tab got nothing else.
    const brunoSocket = await connect(bruno);
    expect((await sendOverSocket(brunoSocket, { message: 'respuesta', receiverId: ana.id })).ok).toBe(true);
    await waitUntil(() => fromSendingTab.length === 1 && fromOtherTab.length === 2, 'the answer on both tabs');
    expect(fromSendingTab.map((e) => e.message.message)).toEqual(['respuesta']);
    expect(fromOtherTab.map((e) => e.message.message)).toEqual(['desde la pestaña 1', 'respuesta']);
  });

  it('stores the message before the receiver hears of it', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    await acquaint(app, ana, bruno);
    const sender = await connect(ana);
    const receiver = await connect(bruno);

    // Every commit of this app now waits 150 ms after its work, and says when it is done: a delivery made
    // from inside the transaction would reach the receiver before `committed` is set.
    const db = app.database.db as unknown as { transaction: (work: (tx: unknown) => Promise<unknown>) => unknown };
    const original = db.transaction.bind(db);
    let committed = false;
    db.transaction = async (work) => {
      const result = await original(async (tx) => {
        const value = await work(tx);
        await new Promise((resolve) => setTimeout(resolve, 150));
        return value;
      });
      committed = true;
      return result;
    };
    const observed: Array<{ committed: boolean; rows: number }> = [];
    receiver.on('message', (event) => {
      const atArrival = committed;
      void queryRows(app.database.db, sql`select id from messages where id = ${event.message.id}`).then((rows) =>
        observed.push({ committed: atArrival, rows: rows.length }),
      );
    });
    try {
      expect((await sendOverSocket(sender, { message: 'primero la base', receiverId: bruno.id })).ok).toBe(true);
      await waitUntil(() => observed.length === 1, 'the receiver to hear the message');
    } finally {
      // The patch is an own property over drizzle's method: removing it restores the method.
      delete (db as { transaction?: unknown }).transaction;
    }
    expect(observed).toEqual([{ committed: true, rows: 1 }]);
  });

  it('answers message_too_long to a text of up to 1 MB and keeps the socket open', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    await acquaint(app, ana, bruno);
    const socket = await connect(ana);
    for (const size of [100 * 1024, 1024 * 1024]) {
      const ack = await sendOverSocket(socket, { message: 'x'.repeat(size), receiverId: bruno.id });
      expect(ack).toMatchObject({ ok: false, error: { code: 'message_too_long' } });
      expect(socket.connected).toBe(true);
    }
    expect(await sendOverSocket(socket, { message: 'después', receiverId: bruno.id })).toMatchObject({ ok: true });
    expect(await storedBetween(ana.id, bruno.id)).toHaveLength(1);
  });

  describe('refusals answer a code in the acknowledgement and store nothing', () => {
    const cases: Array<[string, (me: TestUser, other: TestUser) => unknown, string, string]> = [
      ['an empty text', (_me, other) => ({ message: '', receiverId: other.id }), 'message_empty', 'Write a message.'],
      [
        'a text of blank space only',
        (_me, other) => ({ message: ' \n\t\u00a0 ', receiverId: other.id }),
        'message_empty',
        'Write a message.',
      ],
      [
        'a text over the maximum',
        (_me, other) => ({ message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1), receiverId: other.id }),
        'message_too_long',
        `A message can have at most ${MAX_MESSAGE_LENGTH.toLocaleString('en')} characters.`,
      ],
      [
        'characters that cannot be stored',
        (_me, other) => ({ message: 'a\u0000b', receiverId: other.id }),
        'texto_invalido',
        'This text contains characters that cannot be saved.',
      ],
      [
        'a message to oneself',
        (me) => ({ message: 'hola yo', receiverId: me.id }),
        'message_self',
        'You cannot send a message to yourself.',
      ],
      [
        'a receiver that does not exist',
        () => ({ message: 'hola', receiverId: 987_654_321 }),
        'not_found',
        'We could not find what you are looking for.',
      ],
      [
        'a payload of the wrong shape',
        (_me, other) => ({ message: 'hola', receiverId: String(other.id), extra: true }),
        'validation',
        'Please check the data you sent.',
      ],
      ['no payload at all', () => undefined, 'validation', 'Please check the data you sent.'],
    ];

    it.each(cases)('%s', async (_name, payload, code, text) => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      await acquaint(app, ana, bruno);
      const brunoHeard = collectMessages(await connect(bruno));
      const ack = await sendOverSocket(await connect(ana, { lang: 'en' }), payload(ana, bruno));
      expect(ack).toEqual({ ok: false, error: { code, message: text } });
      expect(await storedBetween(ana.id, bruno.id)).toEqual([]);
      expect(await conversationsOf(ana.id)).toEqual([]);
      expect(brunoHeard).toEqual([]);
    });

    it('a receiver who has not confirmed their account is nobody', async () => {
      const ana = await createTalent(app, 'Ana');
      const pending = await createUser(app, { isVerified: false });
      const ack = await sendOverSocket(await connect(ana), { message: 'hola', receiverId: pending.id });
      expect(ack).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(await storedBetween(ana.id, pending.id)).toEqual([]);
    });

    it.each(['the sender blocked the receiver', 'the receiver blocked the sender'])(
      'across a block: %s',
      async (direction) => {
        const ana = await createTalent(app, 'Ana');
        const bruno = await createTalent(app, 'Bruno');
        await acquaint(app, ana, bruno);
        if (direction.startsWith('the sender')) await block(app, ana.id, bruno.id);
        else await block(app, bruno.id, ana.id);
        const brunoHeard = collectMessages(await connect(bruno));
        const ack = await sendOverSocket(await connect(ana), { message: 'hola', receiverId: bruno.id });
        expect(ack).toEqual({
          ok: false,
          error: { code: 'not_found', message: 'No encontramos lo que buscas.' },
        });
        const rest = await createClient(app).as(ana).post('/api/messages', { message: 'hola', receiverId: bruno.id });
        expect(rest.statusCode).toBe(404);
        expect(await storedBetween(ana.id, bruno.id)).toEqual([]);
        expect(await conversationsOf(ana.id)).toEqual([]);
        expect(brunoHeard).toEqual([]);
      },
    );
  });

  it('a block ends a conversation that had started: nothing more goes through, either way', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    await acquaint(app, ana, bruno);
    const [anaSocket, brunoSocket] = [await connect(ana), await connect(bruno)];
    expect((await sendOverSocket(anaSocket, { message: 'hola', receiverId: bruno.id })).ok).toBe(true);
    const blocked = await createClient(app).as(ana).post('/api/users/block', { userId: bruno.id });
    expect(blocked.statusCode).toBe(200);
    expect(await sendOverSocket(brunoSocket, { message: '¿sigues ahí?', receiverId: ana.id })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await sendOverSocket(anaSocket, { message: 'adiós', receiverId: bruno.id })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect((await storedBetween(ana.id, bruno.id)).map((m) => m.body)).toEqual(['hola']);
  });

  it('the REST send follows the same rules and delivers to every socket of both people', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    await acquaint(app, ana, bruno);
    const anaTab = collectMessages(await connect(ana));
    const brunoTab = collectMessages(await connect(bruno));
    const client = createClient(app).as(ana);

    let sent: Awaited<ReturnType<typeof client.post>> | undefined;
    const statements = await log.during(async () => {
      sent = await client.post('/api/messages', { message: ' por HTTP ', receiverId: bruno.id });
    });
    if (!sent) throw new Error('no answer');
    expect(sent.statusCode).toBe(200);
    // Storing the message and moving its conversation to it are one statement (a round trip less in the send).
    const writes = statements.filter((text) => /insert into "messages"|update "conversations"/i.test(text));
    expect(writes).toHaveLength(1);
    // Both people's cards, a retry's stored message, the receiver checked, the conversation made and locked and the
    // rule's facts read in one statement; as a first message, the conversations opened today counted; then the
    // store with the e-mail while away queued (the push module's device lookup runs beside, off the request).
    const run = statements
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter((text) => !/^(begin|commit)$/.test(text) && !text.includes('"push_subscriptions"'));
    expect(run).toHaveLength(3);
    expect(run[0]).toMatch(/^with cards as \([^]*json_build_object[^]*insert into "conversations"[^]*"blocks"/);
    expect(run[1]).toMatch(/^select count\(\*\)::int from "conversations"/);
    expect(run[2]).toMatch(/^with stored as \( insert into "messages"[^]*insert into "notification_mail_queue"/);
    const message = sent.json() as Message;
    expect(message).toMatchObject({ message: 'por HTTP', receiverId: bruno.id, sender: { id: ana.id } });
    await waitUntil(() => anaTab.length === 1 && brunoTab.length === 1, 'both people to hear the message');
    const expected: MessageEvent = { actor: message.sender, message, request: false };
    expect(brunoTab[0]).toEqual(expected);
    expect(anaTab[0]).toEqual(expected);

    const refusals: Array<[unknown, number, string]> = [
      [{ message: '   ', receiverId: bruno.id }, 400, 'message_empty'],
      [{ message: 'y'.repeat(MAX_MESSAGE_LENGTH + 1), receiverId: bruno.id }, 400, 'message_too_long'],
      [{ message: 'a mí', receiverId: ana.id }, 409, 'message_self'],
      [{ message: 'hola', receiverId: 987_654_321 }, 404, 'not_found'],
      [{ message: 'hola' }, 400, 'validation'],
      [{ message: 'hola', receiverId: bruno.id, senderId: bruno.id }, 400, 'validation'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await client.post('/api/messages', body);
      expect({ status: res.statusCode, code: res.json().error }, JSON.stringify(body).slice(0, 80)).toEqual({
        status,
        code,
      });
    }
    expect((await storedBetween(ana.id, bruno.id)).map((m) => m.body)).toEqual(['por HTTP']);
    expect(await createClient(app).post('/api/messages', { message: 'x', receiverId: bruno.id })).toMatchObject({
      statusCode: 401,
    });
  });

  it('a send repeated with its client id stores nothing new and answers the message stored the first time', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    await acquaint(app, ana, bruno);
    const socket = await connect(ana);
    const brunoHeard = collectMessages(await connect(bruno));
    const clientId = randomUUID();
    const payload = { message: 'una sola vez', receiverId: bruno.id, clientId };

    const first = await sendOverSocket(socket, payload);
    if (!first.ok) throw new Error(`refused: ${first.error.code}`);
    // A retry after a lost acknowledgement (socket), then the same send over HTTP, then two at once.
    const again = await sendOverSocket(socket, payload);
    const overHttp = await createClient(app).as(ana).post('/api/messages', payload);
    const together = await Promise.all([sendOverSocket(socket, payload), sendOverSocket(socket, payload)]);
    expect(again).toEqual(first);
    expect(overHttp.json()).toEqual(first.message);
    expect(together).toEqual([first, first]);
    expect((await storedBetween(ana.id, bruno.id)).map((m) => m.body)).toEqual(['una sola vez']);

    // Concurrent first sends of one new id: one is stored, both answer it.
    const racing = { message: 'a la vez', receiverId: bruno.id, clientId: randomUUID() };
    const [a, b] = await Promise.all([sendOverSocket(socket, racing), sendOverSocket(socket, racing)]);
    expect(a.ok && b.ok && a.message.id === b.message.id).toBe(true);
    expect((await storedBetween(ana.id, bruno.id)).map((m) => m.body)).toEqual(['una sola vez', 'a la vez']);

    // Another client id is another message; a malformed one is refused.
    expect(await sendOverSocket(socket, { ...payload, clientId: randomUUID() })).toMatchObject({ ok: true });
    expect(await sendOverSocket(socket, { ...payload, clientId: 'otra-vez' })).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect((await storedBetween(ana.id, bruno.id)).map((m) => m.body)).toEqual([
      'una sola vez',
      'a la vez',
      'una sola vez',
    ]);
    // The receiver heard each stored message once: a repeated delivery would have reached his connection
    // before the last message, sent after every earlier send was answered.
    await waitUntil(() => brunoHeard.length >= 3, 'the receiver to hear the last message');
    expect(brunoHeard.map((e) => e.message.message)).toEqual(['una sola vez', 'a la vez', 'una sola vez']);
  });

  it('keeps the order in which one socket sent its messages', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    await acquaint(app, ana, bruno);
    const socket = await connect(ana);
    const heard = collectMessages(await connect(bruno));
    const texts = Array.from({ length: 8 }, (_, i) => `mensaje ${i + 1}`);
    const acks = await Promise.all(texts.map((message) => sendOverSocket(socket, { message, receiverId: bruno.id })));
    const ids = acks.map((ack) => (ack.ok ? ack.message.id : 0));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await waitUntil(() => heard.length === texts.length, 'every message');
    expect(heard.map((e) => e.message.message)).toEqual(texts);
    expect((await storedBetween(ana.id, bruno.id)).map((m) => m.body)).toEqual(texts);
  });

  it('limits how fast one person sends, over the socket and HTTP together, and says so', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    const carla = await createTalent(app, 'Carla');
    await acquaint(app, ana, bruno, carla);
    const socket: ClientSocket = await connect(ana);
    const { max } = rateRules.messagePerUser;
    const half = Math.floor(max / 2);
    for (let i = 0; i < half; i += 1) {
      expect((await sendOverSocket(socket, { message: `s${i}`, receiverId: bruno.id })).ok).toBe(true);
    }
    const client = createClient(app).as(ana);
    for (let i = half; i < max; i += 1) {
      expect((await client.post('/api/messages', { message: `h${i}`, receiverId: carla.id })).statusCode).toBe(200);
    }
    expect(await sendOverSocket(socket, { message: 'uno más', receiverId: bruno.id })).toEqual({
      ok: false,
      error: { code: 'too_many_requests', message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.' },
    });
    const overHttp = await client.post('/api/messages', { message: 'otro más', receiverId: bruno.id });
    expect(overHttp.statusCode).toBe(429);
    expect(overHttp.headers['retry-after']).toBeDefined();
    expect((await storedBetween(ana.id, bruno.id)).length).toBe(half);

    // Bruno's own budget is untouched.
    const brunoSocket = await connect(bruno);
    expect((await sendOverSocket(brunoSocket, { message: 'yo sí puedo', receiverId: ana.id })).ok).toBe(true);
  });
});

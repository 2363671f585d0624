import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { rateRules } from '../../src/http/rate-limiter.ts';
import { createClient } from '../helpers/http-client.ts';
import { sendQueuedMail } from '../helpers/notification-mail.ts';
import { acquaint } from '../helpers/acquaint.ts';
import { createTalent } from '../helpers/posts.ts';
import {
  collectMessages,
  createAppPair,
  createSocketPool,
  disconnection,
  listen,
  sendOverSocket,
  waitUntil,
} from '../helpers/sockets.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';
import { issueToken } from '../helpers/session-tokens.ts';

/**
 * DESIGN §1: with REDIS_URL, several server processes behind a load balancer act as one. Here two apps of
 * one deployment (same database, same Redis prefix) listen on two loopback ports.
 */
describe.skipIf(!testRedisUrl)(`two server processes through Redis (${engineName})`, () => {
  let pair: Awaited<ReturnType<typeof createAppPair>>;
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  const sockets = createSocketPool();

  beforeAll(async () => {
    pair = await createAppPair({
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: `vitrina-test-${randomBytes(6).toString('hex')}`,
      NOTIFICATION_MAIL_INTERVAL: '0.2',
    });
    [first, second] = pair.apps;
    // Both processes run their jobs, as served ones do: a timer's round may meet the test's own.
    for (const app of pair.apps) app.jobs.start();
    firstUrl = await listen(first);
    secondUrl = await listen(second);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await pair?.close();
  });

  it("a message sent on one process reaches the receiver's and the sender's sockets on the other", async () => {
    const ana = await createTalent(first, 'Ana');
    const bruno = await createTalent(first, 'Bruno');
    await acquaint(first, ana, bruno);
    const anaOnFirst = await sockets.connect(firstUrl, { token: ana.token });
    const anaOnSecond = collectMessages(await sockets.connect(secondUrl, { token: ana.token }));
    const brunoOnSecond = await sockets.connect(secondUrl, { token: bruno.token });
    const brunoHeard = collectMessages(brunoOnSecond);

    const ack = await sendOverSocket(anaOnFirst, { message: 'de un proceso al otro', receiverId: bruno.id });
    if (!ack.ok) throw new Error(`refused: ${ack.error.code}`);
    await waitUntil(() => brunoHeard.length === 1 && anaOnSecond.length === 1, 'delivery across processes');
    expect(brunoHeard[0]).toEqual({ actor: ack.message.sender, message: ack.message, request: false });
    expect(anaOnSecond[0]?.message.id).toBe(ack.message.id);

    // And back, through HTTP on the first process to a socket of the second.
    const anaHeard = collectMessages(anaOnFirst);
    const answer = await createClient(first)
      .as(bruno)
      .post('/api/messages', { message: 'recibido', receiverId: ana.id });
    expect(answer.statusCode).toBe(200);
    await waitUntil(() => anaHeard.length === 1, 'the answer on the first process');
    expect(anaHeard[0]?.message.message).toBe('recibido');

    const stored = await queryRows<{ body: string }>(
      second.database.db,
      sql`select body from messages where sender_id in (${ana.id}, ${bruno.id}) order by id`,
    );
    expect(stored.map((r) => r.body)).toEqual(['de un proceso al otro', 'recibido']);
  });

  it('a notification made on one process reaches the sockets on the other, and presence is seen across both', async () => {
    const ana = await createTalent(first, 'Ana');
    const luis = await createTalent(first, 'Luis');
    const onSecond = await sockets.connect(secondUrl, { token: ana.token });
    const heard: string[] = [];
    onSecond.on('notification', (entry) => heard.push(entry.type));
    const followed = await createClient(first).as(luis).post('/api/users/follow', { id: ana.id });
    expect(followed.statusCode).toBe(200);
    await waitUntil(() => heard.length === 1, 'the notification across processes');
    expect(heard).toEqual(['FOLLOWER']);
    // Once e-mails are due (made due at once, not waited for), a round sees Ana online on the second process
    // and e-mails only Eva, who is away (the e-mails land in the shared outbox: no SMTP here). Either
    // process's timer may have taken Eva's row: a round joined on each finishes whatever is under way.
    const eva = await createTalent(first, 'Eva');
    await createClient(first).as(ana).post('/api/users/follow', { id: eva.id });
    await sendQueuedMail(first);
    await Promise.all([runRound(first, 'notification-mail'), runRound(second, 'notification-mail')]);
    const outbox = path.join(first.dataDir, 'outbox');
    const digests = (await readdir(outbox)).filter((name) => name.includes('-digest-'));
    const recipients = await Promise.all(
      digests.map(async (name) => (await readFile(path.join(outbox, name), 'utf8')).match(/^To: (.*)$/m)?.[1]),
    );
    expect(recipients).toContain(eva.email);
    expect(recipients).not.toContain(ana.email);
  });

  it('a password change on one process closes that person’s sockets on the other', async () => {
    const ana = await createTalent(first, 'Ana');
    const onSecond = await sockets.connect(secondUrl, { token: ana.token });
    const closed = disconnection(onSecond);
    const changed = await createClient(first)
      .as(ana)
      .put('/api/users/password', { newPassword: 'otra-clave-muy-larga' });
    expect(changed.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await sockets.refusal(secondUrl, { token: ana.token })).message).toBe('session_expired');
    // The second process had checked (and kept) Ana's session at the handshake: the change reached it too.
    expect((await createClient(second).as(ana).get('/api/users/self')).statusCode).toBe(401);
  });

  it('a logout on one process ends that session on the other, its sockets there too, and only that session', async () => {
    const ana = await createTalent(first, 'Ana');
    // Another session of Ana's (another device).
    const elsewhere = await issueToken(first, ana.id);
    const onSecond = await sockets.connect(secondUrl, { token: ana.token });
    const elsewhereOnSecond = await sockets.connect(secondUrl, { token: elsewhere });
    // The second process checks (and keeps) Ana's session before the logout.
    expect((await createClient(second).as(ana).get('/api/users/self')).statusCode).toBe(200);
    const closed = disconnection(onSecond);

    expect((await createClient(first).as(ana).post('/api/users/logout')).statusCode).toBe(204);

    expect(await closed).toBe('io server disconnect');
    expect((await createClient(second).as(ana).get('/api/users/self')).statusCode).toBe(401);
    expect((await sockets.refusal(secondUrl, { token: ana.token })).message).toBe('session_expired');
    expect((await createClient(second).as(elsewhere).get('/api/users/self')).statusCode).toBe(200);
    expect(elsewhereOnSecond.connected).toBe(true);
  });

  it('the rate limit is one budget across processes', async () => {
    const ana = await createTalent(first, 'Ana');
    const bruno = await createTalent(first, 'Bruno');
    await acquaint(first, ana, bruno);
    const onFirst = await sockets.connect(firstUrl, { token: ana.token });
    const onSecond = await sockets.connect(secondUrl, { token: ana.token });
    const { max } = rateRules.messagePerUser;
    for (let i = 0; i < max; i += 1) {
      const ack = await sendOverSocket(i % 2 ? onSecond : onFirst, { message: `m${i}`, receiverId: bruno.id });
      expect(ack.ok).toBe(true);
    }
    expect(await sendOverSocket(onFirst, { message: 'uno más', receiverId: bruno.id })).toMatchObject({
      ok: false,
      error: { code: 'too_many_requests' },
    });
    expect(await sendOverSocket(onSecond, { message: 'uno más', receiverId: bruno.id })).toMatchObject({
      ok: false,
      error: { code: 'too_many_requests' },
    });
  });
});

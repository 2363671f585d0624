/**
 * Messaging benchmark (`npm run bench -- messaging`): two server processes sharing PostgreSQL and Redis
 * (the Socket.IO Redis adapter), BENCH_SOCKETS connected sockets split between them (one per user), and
 * BENCH_RATE messages a second for BENCH_MESSAGING_SECONDS between random pairs, sent with `add-message`
 * over the socket, each with a client id as the web sends them. Prints the send-to-receive delay (p50, p99,
 * max), messages lost (acknowledged but never received), refusals, and each server's memory per connected
 * socket (heap and external after a full GC).
 * Targets: p99 ≤ 100 ms, 0 lost, ≤ 15 KB per socket.
 *
 *   BENCH_DATABASE_URL   PostgreSQL seeded with at least BENCH_SOCKETS confirmed users (npm run seed)
 *   BENCH_REDIS_URL      Redis (default redis://127.0.0.1:6379)
 *   BENCH_SOCKETS (5000), BENCH_RATE (250), BENCH_MESSAGING_SECONDS (60)
 *
 * The benchmark writes messages into the database it is given: use a seeded copy, not real data.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { forkApp, type ForkedApp } from './forked-app.ts';
import { SOCKET_PATH, type AddMessageAck, type MessageEvent } from '@vitrina/contract/realtime';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 250);
const SECONDS = Number(process.env.BENCH_MESSAGING_SECONDS ?? 60);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long after the last send a message may still arrive before it counts as lost. */
const DRAIN_MS = 10_000;
const CONNECT_BATCH = 200;

/** A server of this bench: the benches' app process on a folder of its own (memory read after a full GC). */
function startServer(databaseUrl: string): Promise<ForkedApp> {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS_URL,
    REDIS_PREFIX: 'vitrina-bench',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrina-messaging-bench-')),
  };
  return forkApp(new URL('./app-process.ts', import.meta.url), [], env, ['--expose-gc']);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runMessagingBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  console.log(`\nVitrina messaging benchmark — Node ${process.version}, ${cpus().length} cores`);
  if (!url) {
    console.log('   skipped: set BENCH_DATABASE_URL to a seeded PostgreSQL database; see bench/messaging.ts');
    return;
  }
  // Confirmed people outside any block, so every pair may write to each other.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `select id from users u where is_verified and type is not null
       and not exists (select 1 from blocks b where b.blocker_id = u.id or b.blocked_id = u.id)
     order by id limit $1`,
    [SOCKETS],
  );
  await client.end();
  const userIds = rows.map((r) => Number(r.id));
  if (userIds.length < SOCKETS) throw new Error(`the database holds ${userIds.length} usable users; seed ${SOCKETS}`);

  const servers = [await startServer(url), await startServer(url)];
  const sockets: Socket[] = [];
  try {
    const { tokens } = await servers[0]!.ask<{ tokens: string[] }>({ kind: 'tokens', userIds });
    // Measured after the tokens are issued, so that work is not counted against the sockets.
    const before = await Promise.all(
      servers.map((s) => s.ask<{ memory: NodeJS.MemoryUsage }>({ kind: 'memory', collect: true })),
    );

    const sentAt = new Map<number, number>();
    const delays: number[] = [];
    let received = 0;
    let duplicates = 0;
    const seen = new Set<number>();
    const started = performance.now();
    for (let i = 0; i < SOCKETS; i += CONNECT_BATCH) {
      await Promise.all(
        userIds.slice(i, i + CONNECT_BATCH).map((userId, j) => {
          const server = servers[(i + j) % 2]!;
          const socket = io(`http://127.0.0.1:${server.port}`, {
            path: SOCKET_PATH,
            transports: ['websocket'],
            auth: { token: tokens[i + j] },
            reconnection: false,
            forceNew: true,
          });
          sockets.push(socket);
          socket.on('message', (event: MessageEvent) => {
            if (event.message.receiverId !== userId) return;
            const seq = Number(event.message.message.slice('bench '.length));
            const at = sentAt.get(seq);
            if (at === undefined) return;
            if (seen.has(seq)) duplicates += 1;
            else {
              seen.add(seq);
              received += 1;
              delays.push(performance.now() - at);
            }
          });
          return new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', (error) => reject(error));
          });
        }),
      );
    }
    const connectSeconds = (performance.now() - started) / 1000;
    const after = await Promise.all(
      servers.map((s) => s.ask<{ memory: NodeJS.MemoryUsage }>({ kind: 'memory', collect: true })),
    );

    let sent = 0;
    let acknowledged = 0;
    const refusals = new Map<string, number>();
    const ackDelays: number[] = [];
    const total = RATE * SECONDS;
    const tickMs = 20;
    const sendStart = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        // Catch up on ticks the event loop delayed, so the rate holds over the run.
        const due = Math.min(total, Math.floor(((performance.now() - sendStart) / 1000) * RATE));
        while (sent < due) {
          const from = Math.floor(Math.random() * SOCKETS);
          let to = Math.floor(Math.random() * (SOCKETS - 1));
          if (to >= from) to += 1;
          sent += 1;
          const seq = sent;
          const at = performance.now();
          sentAt.set(seq, at);
          sockets[from]!.emit(
            'add-message',
            // With a client id, as the web sends every message (a retry of it stores nothing twice).
            { message: `bench ${seq}`, receiverId: userIds[to]!, clientId: randomUUID() },
            (ack: AddMessageAck) => {
              if (ack.ok) {
                acknowledged += 1;
                ackDelays.push(performance.now() - at);
              } else {
                sentAt.delete(seq);
                refusals.set(ack.error.code, (refusals.get(ack.error.code) ?? 0) + 1);
              }
            },
          );
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, tickMs);
    });
    const sendSeconds = (performance.now() - sendStart) / 1000;
    const deadline = performance.now() + DRAIN_MS;
    while (performance.now() < deadline && (received < acknowledged || acknowledged + sum(refusals) < sent)) {
      await new Promise((r) => setTimeout(r, 100));
    }

    delays.sort((a, b) => a - b);
    ackDelays.sort((a, b) => a - b);
    const lost = acknowledged - received;
    console.log(
      `\n1. ${SOCKETS} sockets on two server processes with Redis (PostgreSQL: ${new URL(url).pathname.slice(1)})`,
    );
    console.log(`   connected in ${connectSeconds.toFixed(1)} s (${(SOCKETS / connectSeconds).toFixed(0)} a second)`);
    console.log(
      `   sent ${sent} in ${sendSeconds.toFixed(1)} s (${(sent / sendSeconds).toFixed(0)} a second), ` +
        `acknowledged ${acknowledged}, received ${received}, lost ${lost}, duplicates ${duplicates}` +
        (refusals.size ? `, refused ${[...refusals].map(([code, n]) => `${code}×${n}`).join(' ')}` : ''),
    );
    console.log(
      `   send → receive: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, ` +
        `max ${(delays.at(-1) ?? NaN).toFixed(1)} ms   (target p99 ≤ 100 ms, 0 lost)`,
    );
    console.log(
      `   send → acknowledgement: p50 ${percentile(ackDelays, 50).toFixed(1)} ms, p99 ${percentile(ackDelays, 99).toFixed(1)} ms`,
    );
    console.log('\n2. Memory per connected socket: heap and external after a full GC (target ≤ 15 KB)');
    servers.forEach((_, i) => {
      const count = Math.ceil((SOCKETS - i) / 2);
      const a = before[i]!.memory;
      const b = after[i]!.memory;
      const kb = (bytes: number) => (bytes / count / 1024).toFixed(1);
      const js = b.heapUsed + b.external - a.heapUsed - a.external;
      console.log(
        `   process ${i + 1}: ${count} sockets, ${kb(js)} KB a socket (heap ${kb(b.heapUsed - a.heapUsed)} KB, ` +
          `external ${kb(b.external - a.external)} KB); the process's RSS moved ${((b.rss - a.rss) / 1048576).toFixed(1)} MB ` +
          `(the allocator keeps and returns pages, so RSS is only indicative)`,
      );
    });
    console.log('');
  } finally {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map((s) => s.ask({ kind: 'close' }).catch(() => undefined)));
  }
}

function sum(counts: Map<string, number>): number {
  let n = 0;
  for (const v of counts.values()) n += v;
  return n;
}

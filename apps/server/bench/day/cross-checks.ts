import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { request } from 'undici';
import type { Post, PostPage } from '@vitrina/contract/posts';
import { SOCKET_PATH, type MessageEvent } from '@vitrina/contract/realtime';
import type { Actor, World } from './actions.ts';
import type { Verdict } from './report.ts';

/** What one process wrote must read the same through another within this long (a page kept elsewhere included). */
const WITHIN_MS = 2_000;

async function call<T>(origin: string, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, json?: unknown) {
  const res = await request(`${origin}${path}`, {
    method,
    headers: { 'x-access-token': token, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.body.text();
  return { status: res.statusCode, data: (text && res.statusCode < 300 ? JSON.parse(text) : null) as T | null };
}

/** How long until `holds` is true (ms), or null past the bound. */
async function until(holds: () => Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < WITHIN_MS) {
    if (await holds()) return performance.now() - started;
    await sleep(50);
  }
  return (await holds()) ? performance.now() - started : null;
}

const took = (ms: number | null) => (ms === null ? `not within ${WITHIN_MS} ms` : `${ms.toFixed(0)} ms`);

/**
 * With two app processes, after the crowd (nothing else writing): a like through one is counted through the
 * other, a message sent through one reaches the receiver's socket on the other, and a post made or deleted
 * through one shows or goes in the other's kept pages (a follower's feed, the author's profile).
 */
export async function crossProcessChecks(world: World, [a, b]: readonly string[]): Promise<Verdict[]> {
  const writer = [...world.people.values()].find((p) => p.followers.some((id) => world.people.has(id)));
  const post = world.posts.find((p) => p.authorId !== writer?.id);
  if (!writer || !post || !a || !b)
    return [{ target: 'processes', name: 'across processes', pass: null, detail: 'no writer with a follower' }];
  const reader: Actor = world.people.get(writer.followers.find((id) => world.people.has(id))!)!;
  const verdicts: Verdict[] = [];

  // A like through A, counted through B.
  await call(a, writer.token, 'POST', `/api/reactions/like/post/${post.id}`, { reacted: false });
  const before = (await call<Post>(b, writer.token, 'GET', `/api/posts/${post.id}`)).data?.likesCount ?? 0;
  await call(a, writer.token, 'POST', `/api/reactions/like/post/${post.id}`, { reacted: true });
  const liked = await until(async () => {
    const seen = (await call<Post>(b, writer.token, 'GET', `/api/posts/${post.id}`)).data;
    return seen?.likesCount === before + 1 && seen.reacted;
  });
  verdicts.push({
    target: 'processes',
    name: 'a like through one process is counted through the other',
    pass: liked !== null,
    detail: took(liked),
  });

  // A message through A to a socket on B.
  const socket = io(b, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: reader.token }, forceNew: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const text = `across ${randomUUID()}`;
    const sent = performance.now();
    const arrived = new Promise<number>((resolve) =>
      socket.on('message', (event: MessageEvent) => {
        if (event.message.message === text) resolve(performance.now() - sent);
      }),
    );
    await call(a, writer.token, 'POST', '/api/messages', { message: text, receiverId: reader.id });
    const delay = await Promise.race([arrived, sleep(WITHIN_MS).then(() => null)]);
    verdicts.push({
      target: 'processes',
      name: 'a message through one process reaches a socket on the other',
      pass: delay !== null,
      detail: took(delay),
    });
  } finally {
    socket.disconnect();
  }

  // Kept pages read through B while A writes: a new post shows, a deleted one goes.
  const pages = [`/api/posts/feed?page=1`, `/api/posts/user/${encodeURIComponent(writer.profileUrl)}?page=1`];
  const holding = async (id: number) =>
    Promise.all(
      pages.map(async (path, i) => {
        const token = i === 0 ? reader.token : writer.token;
        return (await call<PostPage>(b, token, 'GET', path)).data?.posts.some((p) => p.id === id) ?? false;
      }),
    );
  await holding(0);
  const made = await call<Post>(a, writer.token, 'POST', '/api/posts', {
    description: `across ${Date.now()}`,
    files: [],
  });
  const id = made.data?.id ?? 0;
  const shown = id ? await until(async () => (await holding(id)).every(Boolean)) : null;
  await call(a, writer.token, 'DELETE', `/api/posts/${id}`);
  const gone = id ? await until(async () => !(await holding(id)).some(Boolean)) : null;
  verdicts.push({
    target: 'processes',
    name: "kept pages stay exact across processes (a follower's feed, the author's profile)",
    pass: shown !== null && gone !== null,
    detail: `a new post shown through the other ${took(shown)}, deleted and gone ${took(gone)}`,
  });
  return verdicts;
}

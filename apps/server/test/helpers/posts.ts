import type { Post } from '@vitrina/contract/posts';
import type { FanoutRound } from '../../src/modules/feed/timeline-fanout.ts';
import { blocks } from '../../src/db/schema/blocks.ts';
import { follows } from '../../src/db/schema/follows.ts';
import { cacheStats } from './caches.ts';
import { createUser, type TestUser } from './factories.ts';
import { createClient } from './http-client.ts';
import { askPostUpload, completePostUpload, putBytes } from './media-flow.ts';
import { runRound, settled } from './rounds.ts';
import type { TestApp } from './test-app.ts';

/** Factories and steps the posts tests share: people of each type, posts, uploads, follows and blocks. */

export const createTalent = (app: TestApp, nombre = 'Talento') => createUser(app, { type: 'talento', nombre });
export const createAgency = (app: TestApp, nombre = 'Agencia') => createUser(app, { type: 'agencia', nombre });

/** Publishes a post over HTTP and returns it (throws when the server refuses, with its answer). */
export async function publish(app: TestApp, user: TestUser, body: Record<string, unknown>): Promise<Post> {
  const res = await createClient(app).as(user).post('/api/posts', body);
  if (res.statusCode !== 200) throw new Error(`POST /api/posts answered ${res.statusCode}: ${res.body}`);
  return res.json() as Post;
}

export const publishText = (app: TestApp, user: TestUser, description: string) =>
  publish(app, user, { title: '', categoryId: 1, description });

/** aws-url, PUT and complete, as the composer does: answers the upload id a post names the file by. */
export async function uploadForPost(
  app: TestApp,
  user: TestUser,
  bytes: Buffer,
  filename: string,
  type: string,
): Promise<string> {
  const asked = await askPostUpload(app, user, { filename, type });
  if (asked.statusCode !== 200) throw new Error(`aws-url answered ${asked.statusCode}: ${asked.body}`);
  const ticket = asked.json() as { url: string; filename: string };
  const put = await putBytes(app, ticket.url, bytes, type);
  if (put !== 200 && put !== 204) throw new Error(`PUT answered ${put}`);
  const done = await completePostUpload(app, user, ticket.filename);
  if (done.statusCode !== 200) throw new Error(`complete answered ${done.statusCode}: ${done.body}`);
  return ticket.filename;
}

export async function follow(app: TestApp, followerId: number, followedId: number): Promise<void> {
  await app.database.db.insert(follows).values({ followerId, followedId });
}

export async function block(app: TestApp, blockerId: number, blockedId: number): Promise<void> {
  await app.database.db.insert(blocks).values({ blockerId, blockedId });
}

/** Every page of a list, following the server's `limit`. */
export async function allPages(
  app: TestApp,
  user: TestUser,
  path: string,
): Promise<{ pages: Post[][]; limit: number }> {
  const client = createClient(app).as(user);
  const first = await client.get(`${path}${path.includes('?') ? '&' : '?'}page=1`);
  const { posts, limit } = first.json() as { posts: Post[]; limit: number };
  const pages = [posts];
  for (let page = 2; page <= limit; page += 1) {
    const res = await client.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    pages.push((res.json() as { posts: Post[] }).posts);
  }
  return { pages, limit };
}

/** `count` text posts by `user`, oldest first; their ids. */
export async function publishMany(app: TestApp, user: TestUser, count: number, text = 'post'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await publishText(app, user, `${text} ${i}`)).id);
  return ids;
}

/**
 * One fan-out round and the rebuilds under way, on each app given: what a served process does within a second.
 * An app without stored timelines (PostgreSQL without Redis) reads its followed feed from the database.
 */
export async function settleTimelines(...apps: TestApp[]): Promise<void> {
  for (const app of apps) {
    if (!hasTimelines(app)) continue;
    await runFanout(app);
    await timelinesBuilt(app);
  }
}

/** Resolves once the home timelines the app is rebuilding off the request are built (none without timelines). */
export async function timelinesBuilt(app: TestApp): Promise<void> {
  if (hasTimelines(app)) await settled(app, 'home-timelines');
}

/** Whether the app keeps home timelines (Redis, or in process on the embedded database): it has their round. */
export const hasTimelines = (app: Pick<TestApp, 'jobs'>) => app.jobs.list.some((job) => job.name === 'timeline-fanout');

/** One round of the fan-out of new posts into home timelines, as the job runner runs it; what it delivered. */
export const runFanout = (app: TestApp) => runRound<FanoutRound>(app, 'timeline-fanout');

/** Followed pages the app answered from a home timeline or from the database, as its caches report them. */
export function timelineReads(app: TestApp): { fromTimeline: number; fromDatabase: number } {
  const { hits, misses } = cacheStats(app, 'home-timelines');
  return { fromTimeline: hits, fromDatabase: misses };
}

/**
 * Video contention (part 5 of `npm run bench -- media`): does a transcoding slow another person's reads?
 * The real app on 127.0.0.1 (local driver, in-memory PGlite, its video job running as in production). A
 * reader asks for their feed (BENCH_READERS loops); the figures are its latency idle, then while a
 * BENCH_VIDEO_MINUTES-minute 720p video (default 10, made once with ffmpeg and kept in the temporary folder)
 * is transcoded, for BENCH_VIDEO_SECONDS. Prints p50/p99 of both phases and their ratio, and how far the
 * transcoding got. Figures only: nothing here asserts a timing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { userProfiles } from '../src/db/schema/user-profiles.ts';
import { users } from '../src/db/schema/users.ts';
import { issueToken } from '../test/helpers/session-tokens.ts';
import { resolveVideoTools } from '../src/modules/media/video/video-tools.ts';

const MINUTES = Number(process.env.BENCH_VIDEO_MINUTES ?? 10);
const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
const READERS = Number(process.env.BENCH_READERS ?? 2);
const IDLE_REQUESTS = Number(process.env.BENCH_IDLE_REQUESTS ?? 400);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** A long test-pattern video with sound, made once per length and kept for the next run. */
async function longVideo(ffmpeg: string): Promise<string> {
  const file = path.join(tmpdir(), `vitrina-bench-video-${MINUTES}min.mp4`);
  if (existsSync(file)) return file;
  const seconds = String(MINUTES * 60);
  const args = ['-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330'];
  args.push('-t', seconds, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p');
  args.push('-c:a', 'aac', '-shortest', `${file}.part.mp4`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
  writeFileSync(file, readFileSync(`${file}.part.mp4`));
  rmSync(`${file}.part.mp4`);
  return file;
}

async function createTalent(app: App, handle: string): Promise<{ id: number; token: string }> {
  const [row] = await app.database.db
    .insert(users)
    .values({ email: `${handle}@example.test`, nombre: handle, profileUrl: handle, type: 'talento', isVerified: true })
    .returning({ id: users.id });
  await app.database.db.insert(userProfiles).values({ userId: row!.id });
  return { id: row!.id, token: await issueToken(app, row!.id) };
}

/** Runs the transcoding contention case and prints its figures. */
export async function runVideoContentionBench(): Promise<void> {
  const tools = resolveVideoTools();
  const source = await longVideo(tools.ffmpeg);
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-video-'));
  const webDist = path.join(root, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
  const config = loadConfig(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(root, 'data'),
      WEB_DIST: webDist,
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      RATE_LIMITS: 'false',
    },
    { inMemoryDatabase: true },
  );
  const app = await buildApp(config);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const request = (url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        `${base}${url}`,
        { method: init.method ?? 'GET', headers: init.headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.setTimeout(120_000, () => req.destroy(new Error(`timeout ${url}`)));
      req.on('error', reject);
      req.end(init.body);
    });
  const json = async (url: string, token: string, payload: unknown, expected = 200) => {
    const res = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: Buffer.from(JSON.stringify(payload)),
    });
    if (res.status !== expected) throw new Error(`POST ${url} → ${res.status} ${res.body.toString()}`);
    return JSON.parse(res.body.toString()) as Record<string, unknown>;
  };

  try {
    const reader = await createTalent(app, 'lectora');
    const dancer = await createTalent(app, 'bailarin');
    for (let i = 0; i < 12; i++) await json('/api/posts', reader.token, { description: `Publicación ${i}` });
    const feed = async () => {
      const started = performance.now();
      const res = await request('/api/posts/feed?page=1', { headers: { 'x-access-token': reader.token } });
      if (res.status !== 200) throw new Error(`feed → ${res.status}`);
      return performance.now() - started;
    };
    async function readFeed(until: { count?: number; done?: () => boolean }): Promise<number[]> {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: READERS }, async () => {
          while (until.count !== undefined ? times.length < until.count : !until.done!()) times.push(await feed());
        }),
      );
      return times;
    }

    await readFeed({ count: 50 });
    const idle = await readFeed({ count: IDLE_REQUESTS });

    const ticket = await json('/api/posts/aws-url', dancer.token, { filename: 'reel.mp4', type: 'video/mp4' });
    const put = await request(ticket.url as string, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: readFileSync(source),
    });
    if (put.status !== 200) throw new Error(`PUT → ${put.status}`);
    const video = await json('/api/videos', dancer.token, { filename: ticket.filename }, 201);
    app.jobs.start();
    const until = performance.now() + SECONDS * 1000;
    const busy = await readFeed({ done: () => performance.now() > until });
    const state = await request(`/api/videos/${String(video.id)}`, { headers: { 'x-access-token': dancer.token } });
    const { status, progress } = JSON.parse(state.body.toString()) as { status: string; progress: number };

    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(
      `\n5. Another person's feed while a ${MINUTES}-minute 720p video is transcoded (${tools.source} ffmpeg)`,
    );
    console.log(
      `   ${READERS} readers; idle ${idle.length} requests, during ${busy.length} requests over ${SECONDS} s`,
    );
    console.log(`   idle    p50 ${ms(percentile(idle, 50))}   p99 ${ms(percentile(idle, 99))}`);
    console.log(`   during  p50 ${ms(percentile(busy, 50))}   p99 ${ms(percentile(busy, 99))}`);
    console.log(
      `   p99 ratio ${(percentile(busy, 99) / percentile(idle, 99)).toFixed(2)}×   the video: ${status}, ${progress} %\n`,
    );
  } finally {
    agent.destroy();
    await app.server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Upload contention (part 3 of `npm run bench -- media`): does one person's pile of large uploads slow
 * another person's reads? The real app on 127.0.0.1 (local driver, in-memory PGlite). A reader asks for
 * their feed one request after another (BENCH_READERS loops); the figures are its latency idle, then
 * while an uploader sends BENCH_UPLOADS photos of about 29 megapixels, BENCH_UPLOAD_CONCURRENCY at a
 * time, each through aws-url, the PUT and media/complete. Prints p50/p99 of both phases, their ratio, and
 * how long the uploads took; then stops the server with a batch of completions in flight and prints how
 * each was answered and when. Figures only: nothing here asserts a timing.
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { userProfiles } from '../src/db/schema/user-profiles.ts';
import { users } from '../src/db/schema/users.ts';
import { METRICS_ENV, METRICS_TOKEN, valueOf } from '../test/helpers/metrics.ts';
import { issueToken } from '../test/helpers/session-tokens.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 12);
const UPLOAD_CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 6);
const READERS = Number(process.env.BENCH_READERS ?? 2);
const IDLE_REQUESTS = Number(process.env.BENCH_IDLE_REQUESTS ?? 400);
/** 6,600 × 4,400: a 29-megapixel camera's JPEG. */
const WIDTH = 6600;
const HEIGHT = 4400;

interface Answer {
  status: number;
  body: Buffer;
}

function client(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
    return new Promise<Answer>((resolve, reject) => {
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
  }
  async function json(url: string, method: string, token: string, payload: unknown) {
    const res = await request(url, {
      method,
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: Buffer.from(JSON.stringify(payload)),
    });
    if (res.status !== 200) throw new Error(`${method} ${url} → ${res.status} ${res.body.toString()}`);
    return JSON.parse(res.body.toString()) as Record<string, unknown>;
  }
  return { request, json, close: () => agent.destroy() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function createTalent(app: App, handle: string): Promise<{ id: number; token: string }> {
  const [row] = await app.database.db
    .insert(users)
    .values({ email: `${handle}@example.test`, nombre: handle, profileUrl: handle, type: 'talento', isVerified: true })
    .returning({ id: users.id });
  await app.database.db.insert(userProfiles).values({ userId: row!.id });
  return { id: row!.id, token: await issueToken(app, row!.id) };
}

/**
 * A photo-like JPEG of WIDTH × HEIGHT, about 7 MiB (a camera's size, under the 10 MiB limit): smooth colour
 * blobs with sensor-like grain, which is what makes a real photo's file large and its decode slow.
 */
async function makeLargePhoto(): Promise<Buffer> {
  const blobs = await sharp({
    create: {
      width: 33,
      height: 22,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp(blobs).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).blur(6).raw().toBuffer();
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i]! + grain[i]! - 128));
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Runs the upload contention case and prints its figures. */
export async function runUploadContentionBench(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-uploads-'));
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
      ...METRICS_ENV,
    },
    { inMemoryDatabase: true },
  );
  const app = await buildApp(config);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const http = client(`http://127.0.0.1:${address.port}`);
  let stopped = false;

  try {
    const reader = await createTalent(app, 'lectora');
    const uploader = await createTalent(app, 'fotografo');
    for (let i = 0; i < 12; i++)
      await http.json('/api/posts', 'POST', reader.token, { description: `Publicación ${i} de la lectora` });
    const photo = await makeLargePhoto();

    const feed = async () => {
      const started = performance.now();
      const res = await http.request('/api/posts/feed?page=1', { headers: { 'x-access-token': reader.token } });
      if (res.status !== 200) throw new Error(`feed → ${res.status}`);
      return performance.now() - started;
    };
    /** READERS loops of feed requests until `done` says stop (or `count` requests were made). */
    async function readFeed(until: { count?: number; done?: () => boolean }): Promise<number[]> {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: READERS }, async () => {
          while (until.count !== undefined ? times.length < until.count : !until.done!()) times.push(await feed());
        }),
      );
      return times;
    }

    /** aws-url and the PUT of one photo: answers its upload id. */
    async function stageOne(i: number): Promise<string> {
      const ticket = await http.json('/api/posts/aws-url', 'POST', uploader.token, {
        filename: `IMG_${1000 + i}.JPG`,
        type: 'image/jpeg',
        ext: 'jpg',
      });
      const put = await http.request(ticket.url as string, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: photo,
      });
      if (put.status !== 200) throw new Error(`PUT → ${put.status}`);
      return ticket.filename as string;
    }
    const complete = (uploadId: string) =>
      http.request('/api/media/complete', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': uploader.token },
        body: Buffer.from(JSON.stringify({ filename: uploadId })),
      });
    /** The image queue as an operator's scrape of `/metrics` reads it. */
    async function imageWork() {
      const scraped = await http.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const state = (name: string) => valueOf(scraped.body.toString(), 'vitrina_image_work', { state: name });
      return { queued: state('queued'), active: state('active') };
    }
    async function uploadOne(i: number): Promise<void> {
      const res = await complete(await stageOne(i));
      if (res.status !== 200) throw new Error(`complete → ${res.status} ${res.body.toString()}`);
    }

    await readFeed({ count: 50 }); // warm-up
    const idle = await readFeed({ count: IDLE_REQUESTS });

    let next = 0;
    let finished = false;
    const uploadTimes: number[] = [];
    const startedAll = performance.now();
    const uploading = Promise.all(
      Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
        while (next < UPLOADS) {
          const i = next++;
          const started = performance.now();
          await uploadOne(i);
          uploadTimes.push(performance.now() - started);
        }
      }),
    ).finally(() => (finished = true));
    const [busy] = await Promise.all([readFeed({ done: () => finished }), uploading]);
    const uploadsTook = performance.now() - startedAll;

    const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
    const line = (name: string, t: number[]) =>
      console.log(
        `   ${name.padEnd(22)} ${String(t.length).padStart(5)} req   p50 ${ms(percentile(t, 50))}   p99 ${ms(percentile(t, 99))}   max ${ms(Math.max(...t))}`,
      );
    console.log(
      `\n3. Another person's feed while one person uploads ${UPLOADS} photos of ${WIDTH}×${HEIGHT} ` +
        `(${(photo.length / 1_048_576).toFixed(1)} MiB), ${UPLOAD_CONCURRENCY} at a time; ${READERS} feed loops; ` +
        `${availableParallelism()} cores, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
    );
    line('feed, idle', idle);
    line('feed, during uploads', busy);
    console.log(`   p99 during / idle: ${(percentile(busy, 99) / percentile(idle, 99)).toFixed(2)}×`);
    console.log(
      `   uploads: all ${UPLOADS} in ${(uploadsTook / 1000).toFixed(1)} s; each p50 ${ms(percentile(uploadTimes, 50))}, max ${ms(Math.max(...uploadTimes))}\n`,
    );

    // 4. The server stops while UPLOAD_CONCURRENCY completions are in flight: is every one answered, and when?
    const staged = await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, (_, i) => stageOne(UPLOADS + i)));
    const answers = staged.map((uploadId) =>
      complete(uploadId).then(
        (res) => ({ status: res.status, at: performance.now() }),
        () => ({ status: 0, at: performance.now() }),
      ),
    );
    while ((await imageWork()).active === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const inQueue = await imageWork();
    const stopAt = performance.now();
    stopped = true;
    const closedAt = await app.server.close().then(() => performance.now());
    const results = await Promise.all(answers);
    const count = (status: number) => results.filter((r) => r.status === status).length;
    const seconds = (at: number) => `${((at - stopAt) / 1000).toFixed(1)} s`;
    console.log(
      `4. Stop (server.close) with ${UPLOAD_CONCURRENCY} completions in flight (${inQueue.active} processing, ${inQueue.queued} queued)`,
    );
    console.log(
      `   answered 200: ${count(200)}, 503: ${count(503)}, other: ${results.length - count(200) - count(503) - count(0)}, ` +
        `unanswered: ${count(0)}; last answer after ${seconds(Math.max(...results.map((r) => r.at)))}, closed after ${seconds(closedAt)}\n`,
    );
  } finally {
    http.close();
    if (!stopped) await app.server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

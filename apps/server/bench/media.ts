/**
 * Media benchmark (`npm run bench` or `npm run bench -- media`): the real app on 127.0.0.1 with the local driver and in-memory
 * PGlite. Prints
 *   1. the time of a fresh resize variant (first request of a size for an image: read the original,
 *      crop with sharp, store the variant, answer), median and p95 over every allowed size of a few photos;
 *   2. cached-variant throughput against a static file of the same bytes served by the same server
 *      (@fastify/static, as the web app's assets are), with the same client: a bounded loop of
 *      keep-alive requests at fixed concurrency;
 *   3. another person's feed latency, idle and while one person uploads 12 photos of 29 megapixels, 6 at
 *      a time (media-uploads.ts);
 *   5. the same feed while a ten-minute video is transcoded (media-video.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { RESIZE_SIZES } from '@vitrina/contract/media';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/users.ts';
import { userProfiles } from '../src/db/schema/user-profiles.ts';
import { keptCaches } from '../src/platform/kept-registry.ts';
import { issueToken } from '../test/helpers/session-tokens.ts';
import { runUploadContentionBench } from './media-uploads.ts';
import { runVideoContentionBench } from './media-video.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

/** Runs the media benchmark and prints its figures. */
export async function runMediaBench(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-'));
  const webDist = path.join(root, 'web');
  const dataDir = path.join(root, 'data');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
  // The web app's files are registered at start-up; the variants' bytes are written into them later.
  const STATIC_SIZES = ['c92x92', 'c309x309'] as const;
  for (const size of STATIC_SIZES) writeFileSync(path.join(webDist, `static-${size}.jpg`), '');

  const config = loadConfig(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
    return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
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
      req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${url}`)));
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
    return JSON.parse(res.body.toString()) as Record<string, string>;
  }

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  };

  /** Requests `url` from CONCURRENCY workers for SECONDS; answers requests per second. */
  async function throughput(url: string): Promise<number> {
    const end = performance.now() + SECONDS * 1000;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const res = await request(url);
          if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
          done += 1;
        }
      }),
    );
    return done / SECONDS;
  }

  try {
    // A talent with a few uploaded photos, through the real upload flow.
    const [row] = await app.database.db
      .insert(users)
      .values({ email: 'bench@example.test', nombre: 'Bench', profileUrl: 'bench', type: 'talento', isVerified: true })
      .returning({ id: users.id });
    await app.database.db.insert(userProfiles).values({ userId: row!.id });
    const token = await issueToken(app, row!.id);
    const images: string[] = [];
    for (let i = 0; i < PHOTOS; i++) {
      // Smooth colour blobs with fine grain: crops look like photos, not flat grey.
      const blobs = await sharp({
        create: {
          width: 24,
          height: 18,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 70 },
        },
      })
        .png()
        .toBuffer();
      const photo = await sharp(blobs).resize(2000, 1500, { kernel: 'cubic' }).blur(8).jpeg({ quality: 88 }).toBuffer();
      const ticket = await json('/api/users/aws-url', 'POST', token, {
        filename: `foto-${i}.jpg`,
        image_type: 'profile',
      });
      const put = await request(ticket.url!, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: photo });
      if (put.status !== 200) throw new Error(`upload → ${put.status}`);
      images.push((await json('/api/users/profile-image-url', 'PUT', token, { filename: ticket.filename })).image!);
    }

    // 1. Fresh variants.
    const fresh: number[] = [];
    for (const image of images) {
      for (const size of RESIZE_SIZES) {
        const started = performance.now();
        const res = await request(`/resize/${size}/${image}`);
        fresh.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`resize ${size} → ${res.status}`);
      }
    }

    // 2. Cached variants against a static file of the same bytes.
    const rows: Array<{ size: string; bytes: number; resize: number; static: number }> = [];
    for (const size of STATIC_SIZES) {
      const variant = await request(`/resize/${size}/${images[0]}`);
      writeFileSync(path.join(webDist, `static-${size}.jpg`), variant.body);
      const staticUrl = `/static-${size}.jpg`;
      const check = await request(staticUrl);
      if (check.status !== 200 || Buffer.compare(check.body, variant.body) !== 0)
        throw new Error(`static file not served: ${check.status}`);
      await throughput(staticUrl); // warm-up of both paths
      await throughput(`/resize/${size}/${images[0]}`);
      const staticRate = await throughput(staticUrl);
      const resizeRate = await throughput(`/resize/${size}/${images[0]}`);
      rows.push({ size, bytes: variant.body.length, resize: resizeRate, static: staticRate });
    }

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`\nVitrina media benchmark — Node ${process.version}, sharp ${sharp.versions.sharp}, local driver`);
    console.log(`\n1. Fresh variant (first request; 2000×1500 JPEG originals stored at 2000×1500)`);
    console.log(`   ${fresh.length} variants (${PHOTOS} photos × ${RESIZE_SIZES.length} sizes)`);
    console.log(
      `   median ${ms(percentile(fresh, 50))}   p95 ${ms(percentile(fresh, 95))}   min ${ms(Math.min(...fresh))}`,
    );
    console.log(`\n2. Cached variant vs static file of the same bytes (${CONCURRENCY} connections, ${SECONDS} s each)`);
    for (const r of rows) {
      console.log(
        `   ${r.size.padEnd(9)} ${String(r.bytes).padStart(6)} B   resize ${r.resize.toFixed(0).padStart(6)} req/s   static ${r.static
          .toFixed(0)
          .padStart(6)} req/s   ratio ${(r.resize / r.static).toFixed(2)}`,
      );
    }
    const computations = keptCaches(app.server).get('image-variants')?.stats().computations;
    console.log(`\n   computations during the run: ${computations}\n`);
  } finally {
    agent.destroy();
    await app.server.close();
    rmSync(root, { recursive: true, force: true });
  }
  await runUploadContentionBench();
  await runVideoContentionBench();
}

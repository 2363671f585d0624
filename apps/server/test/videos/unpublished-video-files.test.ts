import { readFile } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@vitrina/contract/posts';
import { videoSchema, type Video } from '@vitrina/contract/videos';
import { makeImage } from '../helpers/media-files.ts';
import { askPostUpload, putBytes, uploadPostFile } from '../helpers/media-flow.ts';
import { createTalent } from '../helpers/posts.ts';
import { startTestS3, type TestS3 } from '../helpers/s3-server.ts';
import { createClient } from '../helpers/http-client.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';
import { makeClip } from '../helpers/video-clips.ts';
import { runRound, settled } from '../helpers/rounds.ts';

const as = (app: TestApp, user: TestUser) => createClient(app).as(user);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const OWNER_ONLY = 'private, no-store';

const pathOf = (url: string) => url.split('?')[0]!;
const queryOf = (url: string) => url.slice(pathOf(url).length);
const nameOf = (url: string) => pathOf(url).split('/').pop()!;

/** Headers but the clock's: a hidden file must answer byte for byte as a missing one. */
const headersOf = (res: LightMyRequestResponse) => {
  const { date: _date, ...rest } = res.headers;
  return rest;
};

async function readyVideo(app: TestApp, user: TestUser, clip: Buffer): Promise<Video> {
  const asked = await askPostUpload(app, user, { filename: 'reel.mp4', type: 'video/mp4' });
  const ticket = asked.json() as { url: string; filename: string };
  expect(await putBytes(app, ticket.url, clip, 'video/mp4')).toBe(200);
  const created = await as(app, user).post('/api/videos', { filename: ticket.filename });
  expect(created.statusCode, created.body).toBe(201);
  await runRound(app, 'video-transcoding');
  const video = videoSchema.parse((await as(app, user).get(`/api/videos/${created.json().id}`)).json());
  expect(video.status).toBe('ready');
  return video;
}

async function addCaptions(app: TestApp, user: TestUser, videoId: number): Promise<Video> {
  const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:00.900\nSolo para mí\n', 'utf8');
  const asked = await askPostUpload(app, user, { filename: 'subtitulos.vtt', type: 'text/vtt' });
  const { url, filename } = asked.json() as { url: string; filename: string };
  expect(await putBytes(app, url, vtt, 'text/vtt')).toBe(200);
  const set = await as(app, user).put(`/api/videos/${videoId}/captions`, { filename });
  expect(set.statusCode, set.body).toBe(200);
  return videoSchema.parse(set.json());
}

describe.each(['local', 's3'] as const)(`an unpublished video's files on the %s driver (${engineName})`, (driver) => {
  let app: TestApp;
  let s3: TestS3 | undefined;
  let clip: Buffer;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3();
    app = await createTestApp(s3?.env ?? {});
    clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  /** The rendition plays for whoever asks: by ranges here, or from the bucket on S3. */
  async function expectPlays(url: string, cacheControl: string) {
    const whole = await createClient(app).get(url);
    if (driver === 's3') {
      expect(whole.statusCode).toBe(302);
      expect(whole.headers['cache-control']).toBe(cacheControl === IMMUTABLE ? 'private, max-age=300' : OWNER_ONLY);
      const played = await fetch(whole.headers.location as string, { headers: { range: 'bytes=0-99' } });
      expect(played.status).toBe(206);
      expect(
        Buffer.from(await played.arrayBuffer())
          .subarray(4, 8)
          .toString('latin1'),
      ).toBe('ftyp');
      return;
    }
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe(cacheControl);
    const part = await createClient(app).get(url, { headers: { range: 'bytes=4-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-7/${whole.rawPayload.length}`);
    expect(part.headers['cache-control']).toBe(cacheControl);
    expect(part.rawPayload.toString('latin1')).toBe('ftyp');
  }

  it('reaches only its owner, answering everyone else as a missing file, until it is a post', async () => {
    const owner = await createTalent(app, 'Autora');
    const stranger = await createTalent(app, 'Curiosa');
    const video = await addCaptions(app, owner, (await readyVideo(app, owner, clip)).id);
    const signed = [video.url!, video.posterUrl!, video.captionsUrl!];
    for (const url of signed)
      expect(url).toMatch(/^\/media\/(video|poster|captions)_[a-f0-9]{24}\.\w+\?exp=\d+&sig=[\w-]{43}$/);

    // The owner's URLs: the player's ranges, the poster, the captions; never kept by a shared cache.
    await expectPlays(video.url!, OWNER_ONLY);
    const poster = await createClient(app).get(video.posterUrl!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe(OWNER_ONLY);
    const captions = await createClient(app).get(video.captionsUrl!);
    expect(captions.body).toContain('Solo para mí');
    expect(captions.headers['cache-control']).toBe(OWNER_ONLY);
    const crop = await createClient(app).get(`/resize/c309x309/${video.poster}${queryOf(video.posterUrl!)}`);
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['cache-control']).toBe(OWNER_ONLY);

    // Anyone else, signed in or not, even with the file's ETag or a range: the missing file's answer.
    const missing = await createClient(app).get(`/media/video_${'0'.repeat(24)}.mp4`);
    expect(missing.statusCode).toBe(404);
    const asked: LightMyRequestResponse[] = [];
    for (const client of [createClient(app), as(app, stranger)]) {
      for (const url of signed) {
        const name = nameOf(url);
        asked.push(await client.get(pathOf(url)));
        asked.push(await client.get(pathOf(url), { headers: { 'if-none-match': `"o1-${name}"`, range: 'bytes=0-9' } }));
      }
      asked.push(await client.get(`/resize/c309x309/${video.poster}`));
    }
    // A signature opens only its own file, and only until it expires.
    asked.push(await createClient(app).get(`${pathOf(video.posterUrl!)}${queryOf(video.url!)}`));
    const exp = Number(/exp=(\d+)/.exec(video.url!)![1]);
    asked.push(await createClient(app).get(`${pathOf(video.url!)}?exp=${exp + 3600}&${video.url!.split('&')[1]}`));
    for (const res of asked) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(headersOf(res)).toEqual(headersOf(missing));
    }

    // Published: the same addresses serve everyone, cached as before.
    const published = await as(app, owner).post(`/api/videos/${video.id}/publish`, { description: 'Mi reel' });
    expect(published.statusCode, published.body).toBe(200);
    const { post } = published.json() as { post: Post };
    expect(post.videoFile?.url).toBe(pathOf(video.url!));
    expect(post.videoFile?.posterUrl).toBe(pathOf(video.posterUrl!));
    await expectPlays(pathOf(video.url!), IMMUTABLE);
    for (const client of [createClient(app), as(app, stranger)]) {
      for (const url of [video.posterUrl!, video.captionsUrl!]) {
        const res = await client.get(pathOf(url));
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
      }
      const cropped = await client.get(`/resize/c309x309/${video.poster}`);
      expect(cropped.statusCode).toBe(200);
      expect(cropped.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('the owner’s URLs stay the same between asks and last some hours', async () => {
    const owner = await createTalent(app);
    const video = await readyVideo(app, owner, clip);
    const again = (await as(app, owner).get('/api/videos')).json() as { rows: Video[] };
    expect(again.rows.find((row) => row.id === video.id)?.url).toBe(video.url);
    const exp = Number(/exp=(\d+)/.exec(video.url!)![1]);
    const now = Date.now() / 1000;
    expect(exp % 3600).toBe(0);
    expect(exp).toBeGreaterThanOrEqual(now + 3 * 3600 - 5);
    expect(exp).toBeLessThanOrEqual(now + 4 * 3600 + 5);
  });
});

describe(`the check costs no query for photos (${engineName})`, () => {
  const log = createStatementLog();
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { onQuery: log.onQuery });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a photo never asks for a video; a published video’s file asks once', async () => {
    const talent = await createTalent(app);
    const done = await uploadPostFile(app, talent, await makeImage(640, 480), 'foto.jpg', 'image/jpeg');
    expect(done.res.statusCode, done.res.body).toBe(200);
    const photoUrl = (done.res.json() as { url: string }).url;
    await settled(app, 'images');
    const photos = await log.during(async () => {
      for (let i = 0; i < 3; i += 1) expect((await createClient(app).get(photoUrl)).statusCode).toBe(200);
    });
    expect(photos.filter((sql) => /"videos"/.test(sql))).toEqual([]);

    const clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
    const video = await readyVideo(app, talent, clip);
    expect((await as(app, talent).post(`/api/videos/${video.id}/publish`, { description: '' })).statusCode).toBe(200);
    const posters = await log.during(async () => {
      for (let i = 0; i < 3; i += 1)
        expect((await createClient(app).get(pathOf(video.posterUrl!))).statusCode).toBe(200);
    });
    expect(posters.filter((sql) => /"videos"/.test(sql))).toHaveLength(1);
  });
});

import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '@vitrina/contract/error-catalogue';
import type { TalentPage } from '@vitrina/contract/discovery';
import type { TagPostPage } from '@vitrina/contract/hashtags';
import type { Post, PostPage, UserMediaResponse } from '@vitrina/contract/posts';
import { VIDEO_MAX_BYTES, videoSchema, type Video } from '@vitrina/contract/videos';
import { makeImage } from '../helpers/media-files.ts';
import { askPostUpload, putBytes, storageOf } from '../helpers/media-flow.ts';
import { block, createAgency, createTalent, follow } from '../helpers/posts.ts';
import { startTestS3, type TestS3 } from '../helpers/s3-server.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';
import { makeClip } from '../helpers/video-clips.ts';
import { runRound } from '../helpers/rounds.ts';
import { createVideoRepository } from '../../src/modules/media/video/video.repository.ts';
import { resolveVideoTools } from '../../src/modules/media/video/video-tools.ts';

const as = (app: TestApp, user: TestUser) => createClient(app).as(user);

/** aws-url and PUT, as the composer does; answers the upload id. */
async function sendVideo(app: TestApp, user: TestUser, bytes: Buffer, filename = 'reel.mp4', type = 'video/mp4') {
  const asked = await askPostUpload(app, user, { filename, type });
  expect(asked.statusCode, asked.body).toBe(200);
  const ticket = asked.json() as { url: string; filename: string; maxBytes: number };
  expect(await putBytes(app, ticket.url, bytes, type)).toBe(200);
  return ticket;
}

async function createVideo(app: TestApp, user: TestUser, bytes: Buffer, filename?: string, lang = 'es') {
  const ticket = await sendVideo(app, user, bytes, filename);
  return as(app, user).post('/api/videos', { filename: ticket.filename }, { lang });
}

async function readyVideo(app: TestApp, user: TestUser, bytes: Buffer): Promise<Video> {
  const created = await createVideo(app, user, bytes);
  expect(created.statusCode, created.body).toBe(201);
  await runRound(app, 'video-transcoding');
  const video = videoSchema.parse((await as(app, user).get(`/api/videos/${created.json().id}`)).json());
  expect(video.status).toBe('ready');
  return video;
}

const bytesOf = async (app: TestApp, url: string) => {
  const res = await createClient(app).get(url);
  return { res, bytes: res.rawPayload };
};

describe.each(['local', 's3'] as const)(`native videos on the %s driver (${engineName})`, (driver) => {
  let app: TestApp;
  let s3: TestS3 | undefined;
  let clip: Buffer;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3();
    app = await createTestApp(s3?.env ?? {});
    clip = await readFile(await makeClip({ seconds: 2, width: 640, height: 360, audio: true, container: 'mp4' }));
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('a video goes up, is processed in the background and plays by ranges', async () => {
    const talent = await createTalent(app);
    const ticket = await sendVideo(app, talent, clip);
    expect(ticket.maxBytes).toBe(VIDEO_MAX_BYTES);
    const created = await as(app, talent).post('/api/videos', { filename: ticket.filename });
    expect(created.statusCode, created.body).toBe(201);
    const queued = videoSchema.parse(created.json());
    expect(queued).toMatchObject({ status: 'queued', url: null, postId: null });
    expect(queued.durationMs).toBeGreaterThan(1500);
    expect(queued.durationMs).toBeLessThan(2600);

    expect(await runRound(app, 'video-transcoding')).toBe(1);
    const video = videoSchema.parse((await as(app, talent).get(`/api/videos/${queued.id}`)).json());
    expect(video).toMatchObject({ status: 'ready', progress: 100, width: 640, height: 360, hdUrl: null });
    // Unpublished: the author's URLs are signed (anyone else gets 404, unpublished-video-files.test.ts).
    expect(video.url).toMatch(/^\/media\/video_[a-f0-9]{24}\.mp4\?exp=\d+&sig=/);
    expect(video.posterUrl).toMatch(/^\/media\/poster_[a-f0-9]{24}\.jpg\?exp=\d+&sig=/);

    const whole = await createClient(app).get(video.url!);
    if (driver === 's3') {
      // S3: the browser plays from the bucket through a short-lived presigned URL.
      expect(whole.statusCode).toBe(302);
      const played = await fetch(whole.headers.location as string, { headers: { range: 'bytes=0-99' } });
      expect(played.status).toBe(206);
      const part = Buffer.from(await played.arrayBuffer());
      expect(part.subarray(4, 8).toString('latin1')).toBe('ftyp');
    } else {
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const all = whole.rawPayload;
      const part = await createClient(app).get(video.url!, { headers: { range: 'bytes=100-1099' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${all.length}`);
      expect(Buffer.compare(part.rawPayload, all.subarray(100, 1100))).toBe(0);
      const tail = await createClient(app).get(video.url!, { headers: { range: 'bytes=-10' } });
      expect(Buffer.compare(tail.rawPayload, all.subarray(all.length - 10))).toBe(0);
      const past = await createClient(app).get(video.url!, { headers: { range: `bytes=${all.length}-` } });
      expect(past.statusCode).toBe(416);
    }
    const signature = video.posterUrl!.slice(video.posterUrl!.indexOf('?'));
    const poster = await bytesOf(app, `/resize/c309x309/${video.poster}${signature}`);
    expect(poster.res.statusCode).toBe(200);
    expect(poster.res.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not a video, in the person’s language, and forgets the upload', async () => {
    const talent = await createTalent(app);
    const avi = await askPostUpload(app, talent, { filename: 'reel.avi', type: 'video/x-msvideo' }, 'en');
    expect(avi.statusCode).toBe(415);
    expect(avi.json()).toMatchObject({ error: 'video_type', message: errorText('video_type', 'en') });

    const jpeg = await makeImage(320, 240);
    const ticket = await sendVideo(app, talent, jpeg, 'renamed.mp4');
    const refused = await as(app, talent).post('/api/videos', { filename: ticket.filename }, { lang: 'es' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ error: 'video_invalid', message: errorText('video_invalid', 'es') });
    expect(await storageOf(app).head(`incoming/${talent.id}/${ticket.filename}`)).toBeNull();
    const again = await as(app, talent).post('/api/videos', { filename: ticket.filename });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the video to its author until it is ready, then publishes it as a post', async () => {
    const talent = await createTalent(app, 'Bailarina');
    const fan = await createTalent(app, 'Fan');
    await follow(app, fan.id, talent.id);
    const created = await createVideo(app, talent, clip);
    const id = created.json().id as number;

    const asked = await as(app, talent).post(`/api/videos/${id}/publish`, { description: 'Mi reel #danza' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ post: null, video: { publishing: true, description: 'Mi reel #danza' } });
    const feedBefore = (await as(app, fan).get('/api/posts/feed?page=1')).json() as PostPage;
    expect(feedBefore.posts.some((p) => p.user.id === talent.id)).toBe(false);
    // Only its author reaches it.
    expect((await as(app, fan).get(`/api/videos/${id}`)).statusCode).toBe(404);
    const mine = (await as(app, talent).get('/api/videos')).json() as { rows: Video[] };
    expect(mine.rows.map((v) => v.id)).toContain(id);

    await runRound(app, 'video-transcoding');
    const feed = (await as(app, fan).get('/api/posts/feed?page=1')).json() as PostPage;
    const post = feed.posts.find((p) => p.user.id === talent.id) as Post;
    expect(post.description).toBe('Mi reel #danza');
    expect(post.videoFile).toMatchObject({ id, width: 640, height: 360 });
    expect(post.videoFile?.url).toMatch(/^\/media\/video_/);
    const afterwards = (await as(app, talent).get('/api/videos')).json() as { rows: Video[] };
    expect(afterwards.rows.map((v) => v.id)).not.toContain(id);

    const tab = (await as(app, fan).get(`/api/posts/user/${talent.profileUrl}/VIDEO/type`)).json() as UserMediaResponse;
    expect(tab.rows[0]).toMatchObject({ type: 'VIDEO', poster: post.videoFile?.poster, post: { id: post.id } });
    const tagged = (await as(app, fan).get('/api/tags/danza/posts?page=1')).json() as TagPostPage;
    expect(tagged.rows.map((p) => p.id)).toContain(post.id);
    // Her card shows the poster among her work, opening the post.
    const recent = (await as(app, fan).get('/api/users/recientes')).json() as TalentPage;
    const card = recent.rows.find((row) => row.id === talent.id);
    expect(card?.photos[0]).toMatchObject({ postId: post.id, filename: post.videoFile?.poster, video: true });

    // A block hides it both ways, as any post.
    const stranger = await createTalent(app, 'Bloqueado');
    await block(app, talent.id, stranger.id);
    expect((await as(app, stranger).get(`/api/posts/${post.id}`)).statusCode).toBe(404);

    // Deleting the post takes the video's files with it.
    expect((await as(app, talent).delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await createClient(app).get(post.videoFile!.posterUrl)).statusCode).toBe(404);
  });

  it('a ready video publishes at once', async () => {
    const talent = await createTalent(app);
    const video = await readyVideo(app, talent, clip);
    const published = await as(app, talent).post(`/api/videos/${video.id}/publish`, { description: '' });
    expect(published.statusCode, published.body).toBe(200);
    const { post } = published.json() as { post: Post };
    expect(post.videoFile?.id).toBe(video.id);
    const twice = await as(app, talent).post(`/api/videos/${video.id}/publish`, { description: 'otra vez' });
    expect(twice.statusCode).toBe(409);
    expect((await as(app, talent).delete(`/api/videos/${video.id}`)).statusCode).toBe(409);
  });

  it('captions: a WebVTT file is served beside the video; anything else is refused', async () => {
    const talent = await createTalent(app);
    const video = await readyVideo(app, talent, clip);
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.500\nHola, soy Ana\n', 'utf8');
    const ticket = await askPostUpload(app, talent, { filename: 'subtitulos.vtt', type: 'text/vtt' });
    const { url, filename } = ticket.json() as { url: string; filename: string };
    expect(await putBytes(app, url, vtt, 'text/vtt')).toBe(200);
    const set = await as(app, talent).put(`/api/videos/${video.id}/captions`, { filename });
    expect(set.statusCode, set.body).toBe(200);
    const captionsUrl = set.json().captionsUrl as string;
    const served = await createClient(app).get(captionsUrl);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);
    expect(served.body).toContain('Hola, soy Ana');

    const bad = await askPostUpload(app, talent, { filename: 'falso.vtt', type: 'text/vtt' });
    const badTicket = bad.json() as { url: string; filename: string };
    expect(await putBytes(app, badTicket.url, Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nSRT\n'), 'text/vtt')).toBe(
      200,
    );
    const refused = await as(app, talent).put(
      `/api/videos/${video.id}/captions`,
      { filename: badTicket.filename },
      { lang: 'en' },
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(errorText('captions_invalid', 'en'));

    const removed = await as(app, talent).delete(`/api/videos/${video.id}/captions`);
    expect(removed.json().captionsUrl).toBeNull();
    expect((await createClient(app).get(captionsUrl)).statusCode).toBe(404);
  });
});

describe(`video processing (${engineName})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('strips location and dates from the output, and makes a 1080p rendition of a 1080p source', async () => {
    const talent = await createTalent(app);
    const source = await readFile(
      await makeClip({ seconds: 1, width: 1920, height: 1080, container: 'mov', location: true }),
    );
    expect(source.includes(Buffer.from('xyz'))).toBe(true);
    const video = await readyVideo(app, talent, source);
    expect(video).toMatchObject({ width: 1280, height: 720 });
    expect(video.hdUrl).toMatch(/^\/media\/video_[a-f0-9]{24}\.mp4\?exp=\d+&sig=/);
    for (const url of [video.url!, video.hdUrl!]) {
      const bytes = (await createClient(app).get(url)).rawPayload;
      expect(bytes.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false);
      expect(bytes.includes(Buffer.from('+40.4168'))).toBe(false);
    }
  });

  it('a video that fails to process tells its author why, and can be retried or removed', async () => {
    // An ffmpeg that answers its version and fails every transcoding.
    const fake = path.join(await mkdtemp(path.join(tmpdir(), 'vitrina-ffmpeg-')), 'ffmpeg');
    await writeFile(fake, '#!/bin/sh\ncase "$*" in *-version*) echo "ffmpeg version broken"; exit 0;; esac\nexit 1\n');
    await chmod(fake, 0o755);
    const broken = await createTestApp(
      {},
      { ffmpeg: { ffmpeg: fake, ffprobe: resolveVideoTools(app.config.ffmpeg).ffprobe } },
    );
    try {
      const talent = await createTalent(broken);
      const clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'webm' }));
      const created = await createVideo(broken, talent, clip, 'clip.webm');
      expect(created.statusCode, created.body).toBe(201);
      await runRound(broken, 'video-transcoding');
      const failed = (await as(broken, talent).get(`/api/videos/${created.json().id}`, { lang: 'en' })).json() as Video;
      expect(failed.status).toBe('failed');
      expect(failed.failure).toEqual({
        code: 'video_processing_failed',
        message: errorText('video_processing_failed', 'en'),
      });
      const retried = await as(broken, talent).post(`/api/videos/${failed.id}/retry`);
      expect(retried.json()).toMatchObject({ status: 'queued', failure: null });
      await runRound(broken, 'video-transcoding');
      expect((await as(broken, talent).delete(`/api/videos/${failed.id}`)).statusCode).toBe(204);
      expect((await as(broken, talent).get(`/api/videos/${failed.id}`)).statusCode).toBe(404);
    } finally {
      await broken.close();
    }
  });

  it('takes up a video whose process stopped or crashed mid-way', async () => {
    const talent = await createTalent(app);
    const clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
    const created = await createVideo(app, talent, clip);
    const id = created.json().id as number;
    // A process claimed it and died: its lease runs out, and the next round takes it.
    const claimed = await createVideoRepository(app.database.db).claimNext(1);
    expect(claimed?.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await runRound(app, 'video-transcoding')).toBe(1);
    const video = (await as(app, talent).get(`/api/videos/${id}`)).json() as Video;
    expect(video.status).toBe('ready');
  });

  it('a stop gives the claim back, and the next start finishes the video', async () => {
    const talent = await createTalent(app);
    const clip = await readFile(await makeClip({ seconds: 6, width: 1280, height: 720, container: 'mp4' }));
    const created = await createVideo(app, talent, clip);
    const id = created.json().id as number;
    const round = runRound(app, 'video-transcoding');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The process's own stop and start (main.ts, a closing server): every round, the transcoding's among them.
    await app.jobs.stop();
    await round;
    expect(((await as(app, talent).get(`/api/videos/${id}`)).json() as Video).status).toBe('queued');
    app.jobs.start();
    await runRound(app, 'video-transcoding');
    await app.jobs.stop();
    expect(((await as(app, talent).get(`/api/videos/${id}`)).json() as Video).status).toBe('ready');
  });

  it('only talents upload videos; another person’s video is not found', async () => {
    const agency = await createAgency(app);
    const talent = await createTalent(app);
    const other = await createTalent(app);
    const clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
    const created = await createVideo(app, talent, clip);
    const id = created.json().id as number;
    expect((await as(app, other).post(`/api/videos/${id}/publish`, { description: 'mío' })).statusCode).toBe(404);
    expect((await as(app, other).delete(`/api/videos/${id}`)).statusCode).toBe(404);
    expect((await createClient(app).get(`/api/videos/${id}`)).statusCode).toBe(401);
    const ticket = await sendVideo(app, agency, clip);
    const refused = await as(app, agency).post('/api/videos', { filename: ticket.filename });
    expect(refused.json().error).toBe('talents_only');
  });
});

import { access, chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPage } from '@vitrina/contract/posts';
import { videoSchema, type Video } from '@vitrina/contract/videos';
import { queryRows } from '../../src/db/client.ts';
import { createVideoRepository } from '../../src/modules/media/video/video.repository.ts';
import { resolveVideoTools } from '../../src/modules/media/video/video-tools.ts';
import { askPostUpload, putBytes } from '../helpers/media-flow.ts';
import { createTalent, follow } from '../helpers/posts.ts';
import { runRound } from '../helpers/rounds.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';
import { makeClip } from '../helpers/video-clips.ts';

const as = (app: TestApp, user: TestUser) => createClient(app).as(user);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createVideo(app: TestApp, user: TestUser, bytes: Buffer): Promise<number> {
  const asked = await askPostUpload(app, user, { filename: 'reel.mp4', type: 'video/mp4' });
  const ticket = asked.json() as { url: string; filename: string };
  expect(await putBytes(app, ticket.url, bytes, 'video/mp4')).toBe(200);
  const created = await as(app, user).post('/api/videos', { filename: ticket.filename });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

const videoOf = async (app: TestApp, user: TestUser, id: number): Promise<Video> =>
  videoSchema.parse((await as(app, user).get(`/api/videos/${id}`)).json());

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return;
    await pause(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe(`the transcoding round (${engineName})`, () => {
  let app: TestApp;
  let clip: Buffer;

  beforeAll(async () => {
    app = await createTestApp();
    clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('posts a ready video whose post was lost after its commit, once', async () => {
    const talent = await createTalent(app, 'Perdida');
    const fan = await createTalent(app, 'Seguidora');
    await follow(app, fan.id, talent.id);
    const id = await createVideo(app, talent, clip);
    expect(await runRound(app, 'video-transcoding')).toBe(1);
    // What a process that died between its commit and the post's listener left: ready, asked for, no post.
    await app.database.db.execute(
      sql`update videos set publishing = true, description = 'Rescatado' where id = ${id} and status = 'ready'`,
    );
    expect((await videoOf(app, talent, id)).postId).toBeNull();

    expect(await runRound(app, 'video-transcoding')).toBe(1);
    const feed = (await as(app, fan).get('/api/posts/feed?page=1')).json() as PostPage;
    const posts = feed.posts.filter((post) => post.user.id === talent.id);
    expect(posts.map((post) => [post.description, post.videoFile?.id])).toEqual([['Rescatado', id]]);
    expect((await videoOf(app, talent, id)).postId).toBe(posts[0]?.id);
    // Posted: no longer due.
    expect(await runRound(app, 'video-transcoding')).toBe(0);
    const [made] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from posts where video_file_id = ${id}`,
    );
    expect(made?.n).toBe(1);
  });

  it('gives up a video whose work was cut short on every claim, and its author’s retry starts it over', async () => {
    const talent = await createTalent(app);
    const id = await createVideo(app, talent, clip);
    // Three processes in turn claim it and die mid-way.
    for (let claim = 0; claim < 3; claim += 1) {
      expect((await createVideoRepository(app.database.db).claimNext(1))?.id).toBe(id);
      await pause(20);
    }
    expect(await runRound(app, 'video-transcoding')).toBe(0);
    expect(await videoOf(app, talent, id)).toMatchObject({
      status: 'failed',
      failure: { code: 'video_processing_failed' },
    });

    const retried = await as(app, talent).post(`/api/videos/${id}/retry`);
    expect(retried.json()).toMatchObject({ status: 'queued', failure: null });
    expect(await runRound(app, 'video-transcoding')).toBe(1);
    expect((await videoOf(app, talent, id)).status).toBe('ready');
  });
});

describe(`transcoding slots (${engineName})`, () => {
  let app: TestApp;
  let gate: string;

  beforeAll(async () => {
    // An ffmpeg whose first transcoding waits for a file: a long one, as long as the test needs.
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrina-slow-ffmpeg-'));
    gate = path.join(dir, 'open');
    const ffmpeg = path.join(dir, 'ffmpeg');
    const tools = resolveVideoTools();
    await writeFile(
      ffmpeg,
      `#!/bin/sh\ncase "$*" in *-version*) exec "${tools.ffmpeg}" "$@";; esac\n` +
        `if mkdir "${dir}/first" 2>/dev/null; then while [ ! -e "${gate}" ]; do sleep 0.05; done; fi\n` +
        `exec "${tools.ffmpeg}" "$@"\n`,
    );
    await chmod(ffmpeg, 0o755);
    app = await createTestApp({}, { videoWorkers: 2, ffmpeg: { ffmpeg, ffprobe: tools.ffprobe } });
  });
  afterAll(async () => {
    await writeFile(gate, '').catch(() => undefined);
    await app?.close();
  });

  it('a free worker takes a new video while the other transcodes a long one', async () => {
    const talent = await createTalent(app);
    const clip = await readFile(await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }));
    const long = await createVideo(app, talent, clip);
    const round = runRound(app, 'video-transcoding');
    await until('the long video to start', async () => (await videoOf(app, talent, long)).status === 'processing');
    await until('its ffmpeg to wait', () =>
      access(path.join(path.dirname(gate), 'first')).then(
        () => true,
        () => false,
      ),
    );

    const short = await createVideo(app, talent, clip);
    // What the timer or a kick does while the long one runs.
    void runRound(app, 'video-transcoding');
    await until('the short video', async () => (await videoOf(app, talent, short)).status === 'ready');
    expect((await videoOf(app, talent, long)).status).toBe('processing');

    await writeFile(gate, '');
    expect(await round).toBe(2);
    expect((await videoOf(app, talent, long)).status).toBe('ready');
  });
});

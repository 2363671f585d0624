import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '@vitrina/contract/error-catalogue';
import { videoSchema, type Video } from '@vitrina/contract/videos';
import { createClient } from '../helpers/http-client.ts';
import { askPostUpload, putBytes } from '../helpers/media-flow.ts';
import { createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';
import { makeClip, withClaimedDuration } from '../helpers/video-clips.ts';
import { runRound } from '../helpers/rounds.ts';
import { resolveVideoTools, probeVideo } from '../../src/modules/media/video/video-tools.ts';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Video limits read from the frames, not the container: a lying header, a huge frame. */
describe(`video limits (${engineName})`, () => {
  let app: TestApp;
  let talent: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    talent = await createTalent(app, 'Videasta');
  });
  afterAll(async () => {
    await app?.close();
  });

  async function createVideo(bytes: Buffer, filename: string, type: string, lang = 'es') {
    const asked = await askPostUpload(app, talent, { filename, type });
    expect(asked.statusCode, asked.body).toBe(200);
    const ticket = asked.json() as { url: string; filename: string };
    expect(await putBytes(app, ticket.url, bytes, type)).toBe(200);
    return createClient(app).as(talent).post('/api/videos', { filename: ticket.filename }, { lang });
  }
  const videoOf = async (id: number, lang = 'es'): Promise<Video> =>
    videoSchema.parse((await createClient(app).as(talent).get(`/api/videos/${id}`, { lang })).json());

  it('refuses a frame wider than 4096 px or larger than 4K, in the person’s language', async () => {
    const wide = await readFile(await makeClip({ seconds: 1, width: 4112, height: 16, rate: 1 }));
    const es = await createVideo(wide, 'ancho.mp4', 'video/mp4');
    expect([es.statusCode, es.json().error, es.json().message]).toEqual([
      413,
      'video_frame_too_large',
      errorText('video_frame_too_large', 'es'),
    ]);
    const large = await readFile(await makeClip({ seconds: 1, width: 3904, height: 2208, rate: 1 }));
    const en = await createVideo(large, 'large.mp4', 'video/mp4', 'en');
    expect([en.statusCode, en.json().error, en.json().message]).toEqual([
      413,
      'video_frame_too_large',
      errorText('video_frame_too_large', 'en'),
    ]);
    // 4K itself is taken.
    const uhd = await readFile(await makeClip({ seconds: 1, width: 3840, height: 2160, rate: 1 }));
    expect((await createVideo(uhd, 'uhd.mp4', 'video/mp4')).statusCode).toBe(201);
  });

  it('measures a WebM that claims 5 s but holds more than 10 minutes, and refuses it after at most 10', async () => {
    const long = await readFile(await makeClip({ seconds: 660, width: 16, height: 16, rate: 1, container: 'webm' }));
    const lying = withClaimedDuration(long, 5);
    // The container says 5 s, as ffprobe reads it.
    const dir = await mkdtemp(path.join(tmpdir(), 'vitrina-lying-'));
    await writeFile(path.join(dir, 'lying.webm'), lying);
    expect((await probeVideo(resolveVideoTools(), path.join(dir, 'lying.webm')))?.durationMs).toBe(5000);

    const created = await createVideo(lying, 'corto.webm', 'video/webm');
    expect(created.statusCode, created.body).toBe(201);
    await runRound(app, 'video-transcoding');
    const video = await videoOf(created.json().id);
    expect(video.status).toBe('failed');
    expect(video.failure).toEqual({ code: 'video_too_long', message: errorText('video_too_long', 'es') });
  });

  it('keeps the duration the decoder measured, not the header’s', async () => {
    const clip = await readFile(await makeClip({ seconds: 30, width: 16, height: 16, rate: 1, container: 'webm' }));
    const created = await createVideo(withClaimedDuration(clip, 2), 'dice-dos.webm', 'video/webm');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().durationMs).toBe(2000);
    await runRound(app, 'video-transcoding');
    const video = await videoOf(created.json().id);
    expect(video.status).toBe('ready');
    expect(Math.round((video.durationMs ?? 0) / 1000)).toBe(30);
  });
});

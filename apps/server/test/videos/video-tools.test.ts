import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../helpers/video-clips.ts';
import { engineName } from '../helpers/test-database.ts';
import {
  probeVideo,
  resolveVideoTools,
  transcodeVideo,
  VideoProcessingError,
  type ProbedVideo,
  type TranscodeOptions,
} from '../../src/modules/media/video/video-tools.ts';

// Real binaries on tiny clips: these tests pin what ffmpeg writes, not what we ask of it.

const tools = resolveVideoTools();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-video-tools-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface RawStream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  tags?: Record<string, string>;
  side_data_list?: unknown[];
}
interface RawProbe {
  streams: RawStream[];
  format: { format_name: string; tags?: Record<string, string> };
}

/** ffprobe without the module's guards or reading, to check its outputs independently. */
async function rawProbe(file: string): Promise<RawProbe> {
  const args = ['-v', 'error', '-of', 'json', '-show_format', '-show_streams', file];
  const { stdout } = await promisify(execFile)(tools.ffprobe, args);
  return JSON.parse(stdout) as RawProbe;
}

async function outDir(name: string): Promise<string> {
  return mkdtemp(path.join(dir, `${name}-`));
}

async function transcode(source: string, probed: ProbedVideo, extra: Partial<TranscodeOptions> = {}) {
  const size = { durationMs: probed.durationMs, sourceWidth: probed.width, sourceHeight: probed.height };
  return transcodeVideo(tools, source, await outDir('t'), { ...size, ...extra });
}

async function probeClip(options: Parameters<typeof makeClip>[0]) {
  const file = await makeClip(options);
  const probed = await probeVideo(tools, file);
  if (!probed) throw new Error(`${file} did not probe as a video`);
  return { file, probed };
}

/** Serves files with byte ranges, as S3 does for a presigned URL. */
function serveFiles(files: Record<string, string>): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    void stat(file).then(({ size }) => {
      const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      const end = range?.[2] ? Number(range[2]) : size - 1;
      const headers = { 'accept-ranges': 'bytes', 'content-length': end - start + 1 };
      if (range) res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}` });
      else res.writeHead(200, headers);
      createReadStream(file, { start, end }).pipe(res);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() && server.closeAllConnections() });
    }),
  );
}

// No database in these: the embedded run proves them, the PostgreSQL run would repeat the same ffmpeg work.
describe.skipIf(engineName === 'postgres')('video tools', () => {
  describe('resolveVideoTools', () => {
    it('uses the npm binaries when no paths are given', () => {
      expect(tools).toMatchObject({ source: 'npm', version: expect.stringMatching(/^2018/) as unknown });
      expect(tools.ffmpeg).toMatch(/ffmpeg$/);
      expect(tools.ffprobe).toMatch(/ffprobe$/);
    });

    it('uses the given paths, and reads the version from the binary', () => {
      const system = resolveVideoTools({ ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe });
      expect(system).toMatchObject({ source: 'system', ffmpeg: tools.ffmpeg, version: expect.stringMatching(/^N-/) });
    });

    it('refuses one path without the other, and a path that is not an ffmpeg', () => {
      expect(() => resolveVideoTools({ ffmpeg: tools.ffmpeg })).toThrow(/go together/);
      expect(() => resolveVideoTools({ ffmpeg: '/nonexistent/ffmpeg', ffprobe: tools.ffprobe })).toThrow(/ENOENT/);
    });
  });

  describe('probeVideo', () => {
    it('reads an mp4 with sound', async () => {
      const { probed } = await probeClip({ seconds: 2, width: 320, height: 240, audio: true, container: 'mp4' });
      expect(probed).toMatchObject({ width: 320, height: 240, hasAudio: true, videoCodec: 'h264' });
      expect(probed.format).toContain('mp4');
      expect(probed.durationMs).toBeGreaterThanOrEqual(1950);
      expect(probed.durationMs).toBeLessThanOrEqual(2100);
    });

    it('reads a silent mov', async () => {
      const { probed } = await probeClip({ seconds: 1, width: 320, height: 240, container: 'mov' });
      expect(probed).toMatchObject({ width: 320, height: 240, hasAudio: false, videoCodec: 'h264' });
      expect(probed.format).toContain('mov');
      expect(Math.abs(probed.durationMs - 1000)).toBeLessThanOrEqual(100);
    });

    it('reads a webm with sound', async () => {
      const { probed } = await probeClip({ seconds: 1, width: 320, height: 240, audio: true, container: 'webm' });
      expect(probed).toMatchObject({ width: 320, height: 240, hasAudio: true, videoCodec: 'vp8' });
      expect(probed.format).toContain('webm');
      expect(Math.abs(probed.durationMs - 1000)).toBeLessThanOrEqual(100);
    });

    it('gives the displayed size of a clip with a rotation tag (a phone held upright)', async () => {
      const { probed } = await probeClip({ seconds: 1, width: 320, height: 180, rotate: 90 });
      expect(probed).toMatchObject({ width: 180, height: 320 });
    });

    it('reads a clip from an http URL that serves byte ranges', async () => {
      const file = await makeClip({ seconds: 1, width: 320, height: 240, audio: true, container: 'mov' });
      const server = await serveFiles({ '/clip': file });
      try {
        const probed = await probeVideo(tools, `${server.url}/clip`);
        expect(probed).toMatchObject({ width: 320, height: 240, hasAudio: true });
      } finally {
        server.close();
      }
    });

    it('answers null for a JPEG, a text and a playlist named .mp4', async () => {
      const jpeg = path.join(dir, 'photo.mp4');
      const frame = await makeClip({ seconds: 1, width: 64, height: 64 });
      await promisify(execFile)(tools.ffmpeg, ['-v', 'error', '-i', frame, '-frames:v', '1', '-f', 'mjpeg', jpeg]);
      expect((await readFile(jpeg)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const text = path.join(dir, 'notes.mp4');
      await writeFile(text, 'not a video at all\n'.repeat(100));
      const playlist = path.join(dir, 'playlist.mp4');
      await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:1.0,\n${frame}\n#EXT-X-ENDLIST\n`);
      expect(await probeVideo(tools, jpeg)).toBeNull();
      expect(await probeVideo(tools, text)).toBeNull();
      expect(await probeVideo(tools, playlist)).toBeNull();
    });

    it('rejects, rather than answering "not a video", when ffprobe cannot run', async () => {
      const broken = { ...tools, ffprobe: '/nonexistent/ffprobe' };
      await expect(probeVideo(broken, await makeClip({ seconds: 1, width: 64, height: 64 }))).rejects.toThrow(
        VideoProcessingError,
      );
    });
  });

  describe('transcodeVideo', () => {
    it('makes one H.264/AAC 720 rendition of a 720p clip, with a JPEG poster and progress to the end', async () => {
      const { file, probed } = await probeClip({ seconds: 2, width: 1280, height: 720, audio: true });
      const progress: number[] = [];
      const result = await transcode(file, probed, { onProgress: (percent) => progress.push(percent) });
      expect(result.outputs).toMatchObject([{ width: 1280, height: 720 }]);
      const [main] = result.outputs;
      expect(main!.size).toBe((await stat(main!.path)).size);
      expect(Math.abs(result.durationMs - 2000)).toBeLessThanOrEqual(100);
      const out = await rawProbe(main!.path);
      expect(out.format.format_name).toContain('mp4');
      const video = out.streams.find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({
        codec_name: 'h264',
        profile: 'High',
        pix_fmt: 'yuv420p',
        width: 1280,
        height: 720,
      });
      expect(out.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      const bytes = await readFile(main!.path);
      // +faststart: the index comes before the media, so playback starts before the download ends.
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      const poster = await readFile(result.posterPath);
      expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await rawProbe(result.posterPath)).streams[0]).toMatchObject({ width: 1280, height: 720 });
      expect(Math.max(...progress)).toBeGreaterThanOrEqual(90);
      expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
    });

    it('never upscales, and a silent source gives a silent output', async () => {
      const { file, probed } = await probeClip({ seconds: 1, width: 640, height: 360, container: 'mov' });
      const result = await transcode(file, probed);
      expect(result.outputs).toMatchObject([{ width: 640, height: 360 }]);
      const out = await rawProbe(result.outputs[0]!.path);
      expect(out.streams.map((s) => s.codec_type)).toEqual(['video']);
    });

    it('makes a 720 and a 1080 rendition of a 1080p clip', async () => {
      const { file, probed } = await probeClip({ seconds: 1, width: 1920, height: 1080, audio: true });
      const result = await transcode(file, probed);
      expect(result.outputs.map(({ width, height }) => [width, height])).toEqual([
        [1280, 720],
        [1920, 1080],
      ]);
      const hd = await rawProbe(result.outputs[1]!.path);
      expect(hd.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    });

    it('keeps a portrait reel portrait: 720x1280 and 1080x1920', async () => {
      const { file, probed } = await probeClip({ seconds: 1, width: 1080, height: 1920 });
      const result = await transcode(file, probed);
      expect(result.outputs.map(({ width, height }) => [width, height])).toEqual([
        [720, 1280],
        [1080, 1920],
      ]);
      expect((await rawProbe(result.posterPath)).streams[0]).toMatchObject({ width: 720, height: 1280 });
    });

    it('applies a rotation tag: the output is upright and carries no rotation', async () => {
      const { file, probed } = await probeClip({ seconds: 1, width: 320, height: 180, rotate: 90 });
      const result = await transcode(file, probed);
      expect(result.outputs).toMatchObject([{ width: 180, height: 320 }]);
      const video = (await rawProbe(result.outputs[0]!.path)).streams[0]!;
      expect(video).toMatchObject({ width: 180, height: 320 });
      expect(video.tags?.rotate).toBeUndefined();
      expect(JSON.stringify(video.side_data_list ?? [])).not.toContain('rotation');
    });

    it('drops the location and the creation date a phone writes', async () => {
      const options = { seconds: 1, width: 640, height: 360, audio: true, location: true } as const;
      for (const container of ['mov', 'mp4'] as const) {
        const { file, probed } = await probeClip({ ...options, container });
        const source = await rawProbe(file);
        expect(source.format.tags).toMatchObject({ location: '+40.4168-003.7038/' });
        expect(source.format.tags?.creation_time).toBeDefined();
        const result = await transcode(file, probed);
        const out = await rawProbe(result.outputs[0]!.path);
        const tags = [out.format.tags, ...out.streams.map((s) => s.tags)].map((t) => Object.keys(t ?? {})).flat();
        expect(tags.filter((key) => /location|creation_time|date/i.test(key))).toEqual([]);
        const bytes = await readFile(result.outputs[0]!.path);
        // ©xyz is QuickTime's location atom, loci the 3GPP one ffmpeg writes in MP4s.
        for (const marker of [Buffer.from([0xa9, 0x78, 0x79, 0x7a]), 'loci', '+40.4168', '2024-05-01']) {
          expect(bytes.includes(marker), `${container} output holds ${String(marker)}`).toBe(false);
        }
      }
    });

    it('kills ffmpeg and rejects when aborted', async () => {
      const { file, probed } = await probeClip({ seconds: 1, width: 1920, height: 1080, audio: true });
      const size = { durationMs: probed.durationMs, sourceWidth: probed.width, sourceHeight: probed.height };
      const abort = new AbortController();
      const target = await outDir('aborted');
      const running = transcodeVideo(tools, file, target, { ...size, signal: abort.signal });
      setTimeout(() => abort.abort(), 100);
      await expect(running).rejects.toMatchObject({ name: 'AbortError' });
      // Killed mid-way: +faststart writes the index last, so a finished file would have one.
      const partial = await readFile(path.join(target, 'video-720.mp4')).catch(() => Buffer.alloc(0));
      expect(partial.includes('moov')).toBe(false);
      expect(await readdir(target)).not.toContain('poster.jpg');
      const early = transcodeVideo(tools, file, await outDir('early'), { ...size, signal: AbortSignal.abort() });
      await expect(early).rejects.toMatchObject({ name: 'AbortError' });
    });

    it("rejects with ffmpeg's last words when it fails, and refuses to follow a playlist", async () => {
      const text = path.join(dir, 'broken.mp4');
      await writeFile(text, 'not a video at all\n'.repeat(100));
      const size = { durationMs: 1000, sourceWidth: 320, sourceHeight: 240 };
      const failed = transcodeVideo(tools, text, await outDir('broken'), size);
      await expect(failed).rejects.toThrow(VideoProcessingError);
      await expect(failed).rejects.toThrow(/Invalid data/);
      // The 2018 ffmpeg, unlike recent ffprobes, still opens an HLS playlist whatever its name.
      const clip = await makeClip({ seconds: 1, width: 320, height: 240 });
      const playlist = path.join(dir, 'playlist-transcode.mp4');
      await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:1.0,\n${clip}\n#EXT-X-ENDLIST\n`);
      await expect(transcodeVideo(tools, playlist, await outDir('playlist'), size)).rejects.toThrow(/whitelist/);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { VIDEO_MAX_SECONDS } from '@vitrina/contract/video-rules';
import type { Db } from '../../../db/client.ts';
import type { VideoRow } from '../../../db/schema/videos.ts';
import type { Transactions, Tx } from '../../../db/transaction.ts';
import { safeError } from '../../../http/logger.ts';
import type { MediaObjectRow } from '../../../db/schema/media-objects.ts';
import { createMediaRepository } from '../media.repository.ts';
import { keys, processedName } from '../media-rules.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import { createVideoRepository } from './video.repository.ts';
import { transcodeVideo, VideoProcessingError, type TranscodeResult, type VideoTools } from './video-tools.ts';

/**
 * How long one transcode may run: a minute, plus eight times the duration the header claims (at the lowest
 * priority on one thread, an honest 1080p clip takes about one to two times its length on a busy core).
 */
export function transcodeTimeoutMs(claimedDurationMs: number): number {
  return 60_000 + 8 * claimedDurationMs;
}

/** A ready video its author asked to publish becomes a post, in the transaction that found it so. */
export type PostReadyVideo = (tx: Tx, video: VideoRow) => Promise<unknown>;

export interface TranscoderDeps {
  db: Db;
  transactions: Transactions;
  storage: MediaStorage;
  tools: () => VideoTools;
  log: Pick<FastifyBaseLogger, 'error'>;
  post: PostReadyVideo;
}

/** How often the progress is written, which also tells whether the video is still this start's. */
const PROGRESS_EVERY_MS = 5_000;
const random = () => randomBytes(12).toString('hex');

/** The renditions and the poster, under fresh names. */
async function storeOutputs(storage: MediaStorage, result: TranscodeResult) {
  const [main, hd] = result.outputs;
  if (!main) throw new VideoProcessingError('ffmpeg made no output');
  const name = processedName('video', random());
  const hdName = hd ? processedName('video', random()) : null;
  const posterName = processedName('poster', random());
  await storage.putFile(keys.media(name), main.path, 'video/mp4');
  if (hd && hdName) await storage.putFile(keys.media(hdName), hd.path, 'video/mp4');
  await storage.putFile(keys.media(posterName), result.posterPath, 'image/jpeg');
  const posterSize = (await stat(result.posterPath)).size;
  return { main, hd, name, hdName, posterName, posterSize };
}

type Outputs = Awaited<ReturnType<typeof storeOutputs>>;

/** One started video, start to end: ffmpeg, the files stored, then one transaction marks it ready (and posts it). */
export function createVideoTranscoder(deps: TranscoderDeps) {
  const { db, storage, log } = deps;
  const videos = createVideoRepository(db);
  const media = createMediaRepository(db);

  /** Ready, its objects' rows, and its post when asked for; null when another start has the video now. */
  const finish = (row: VideoRow, source: MediaObjectRow, durationMs: number, out: Outputs) =>
    deps.transactions.run(async (tx) => {
      const objects = createMediaRepository(tx.db);
      const { name, hdName, posterName, main, hd } = out;
      const fields = { durationMs, width: main.width, height: main.height, name, hdName, posterName };
      const ready = await createVideoRepository(tx.db).markReady(row.id, row.attempts, fields);
      if (!ready) return null;
      // The upload's row becomes the 720p rendition; the HD rendition and the poster get rows of their own.
      const mainFields = { key: keys.media(name), name, displayName: '', mime: 'video/mp4' };
      await objects.markReady(
        source.id,
        { ...mainFields, size: main.size, width: main.width, height: main.height },
        false,
      );
      if (hd && hdName) {
        const hdFields = { key: keys.media(hdName), name: hdName, mime: 'video/mp4', size: hd.size };
        await objects.insertReady(row.ownerId, 'video', { ...hdFields, width: hd.width, height: hd.height });
      }
      const poster = { key: keys.media(posterName), name: posterName, mime: 'image/jpeg', size: out.posterSize };
      await objects.insertReady(row.ownerId, 'poster', { ...poster, width: main.width, height: main.height });
      if (ready.publishing && ready.postId === null) await deps.post(tx, ready);
      return ready;
    });

  /** What ffmpeg refuses is the author's to see; a stop or anything else queues it again, rethrown to the runner. */
  async function transcode(row: VideoRow, signal: AbortSignal): Promise<void> {
    const { id, attempts } = row;
    const source = await media.findById(row.sourceId);
    if (!source || source.status !== 'pending' || !(await storage.head(source.key)))
      return videos.markFailed(id, attempts, 'video_source_missing');
    let progress = 0;
    const taken = new AbortController();
    const aborted = AbortSignal.any([signal, taken.signal]);
    const beat = setInterval(() => {
      videos.recordProgress(id, attempts, progress).then(
        (isMine) => isMine || taken.abort(new Error('another start has the video')),
        (error: unknown) => log.error({ err: safeError(error), videoId: id }, 'video progress not recorded'),
      );
    }, PROGRESS_EVERY_MS);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-video-'));
    const written: string[] = [];
    try {
      const result = await transcodeVideo(deps.tools(), await storage.sourceOf(source.key), dir, {
        durationMs: row.durationMs,
        sourceWidth: row.sourceWidth,
        sourceHeight: row.sourceHeight,
        maxSeconds: VIDEO_MAX_SECONDS,
        timeoutMs: transcodeTimeoutMs(row.durationMs),
        signal: aborted,
        onProgress: (percent: number) => {
          progress = Math.min(99, Math.floor(percent));
        },
      });
      // The header may understate: the frames, counted by the decoder up to the cap, decide.
      if (result.durationMs > VIDEO_MAX_SECONDS * 1000 + 500)
        return await videos.markFailed(id, attempts, 'video_too_long');
      const out = await storeOutputs(storage, result);
      written.push(...[out.name, out.hdName, out.posterName].filter((n): n is string => n !== null));
      if (!(await finish(row, source, result.durationMs, out))) throw new TakenOver();
      await storage.delete(source.key);
    } catch (error) {
      for (const name of written) await storage.delete(keys.media(name)).catch(() => undefined);
      if (error instanceof TakenOver) return;
      if (!aborted.aborted && error instanceof VideoProcessingError) {
        log.error({ err: safeError(error), videoId: id }, 'video processing failed');
        return videos.markFailed(id, attempts, 'video_processing_failed');
      }
      // The release is fenced: a start that took the video over keeps it.
      await videos.release(id, attempts).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(beat);
      await rm(dir, { recursive: true, force: true });
    }
  }

  return transcode;
}

class TakenOver extends Error {}

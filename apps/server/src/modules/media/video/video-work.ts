import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { VIDEO_MAX_SECONDS } from '@vitrina/contract/video-rules';
import type { Db } from '../../../db/client.ts';
import type { VideoRow } from '../../../db/schema/videos.ts';
import type { Transactions } from '../../../db/transaction.ts';
import { safeError } from '../../../http/logger.ts';
import type { JobStats, PeriodicJob } from '../../../jobs/periodic-job.ts';
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

export interface VideoWorkOptions {
  db: Db;
  transactions: Transactions;
  storage: MediaStorage;
  tools: () => VideoTools;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Videos transcoded at once by this process (VIDEO_WORKERS, default 1). */
  workers: number;
  /** A claim's lease, renewed every third of it: a crashed process's video is taken up once it runs out. */
  leaseMs?: number;
  /** How often an idle process looks for due videos. */
  pollMs?: number;
}

/** A video that failed this many claims (each a crash mid-way) is given up as failed. */
const MAX_ATTEMPTS = 3;
const random = () => randomBytes(12).toString('hex');

/**
 * The transcoding job: claims due videos with a lease in the database, so what is due survives a restart
 * (a stop gives its claims back; a crash's lease runs out) and several processes share the work.
 */
export function createVideoWork(options: VideoWorkOptions): PeriodicJob<number> & { kick(): void } {
  const { db, transactions, storage, log } = options;
  const leaseMs = options.leaseMs ?? 20_000;
  const pollMs = options.pollMs ?? 5_000;
  const videos = createVideoRepository(db);
  const media = createMediaRepository(db);
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  const counts = { runs: 0, failures: 0, lastRunAt: null as number | null };
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let round: Promise<number> | undefined;

  async function store(row: VideoRow, result: TranscodeResult) {
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

  /** One claimed video, start to end; a stop aborts ffmpeg and gives the claim back. */
  async function process(row: VideoRow, abort: AbortController): Promise<void> {
    const { id, attempts } = row;
    if (attempts > MAX_ATTEMPTS) return videos.markFailed(id, attempts, 'video_processing_failed');
    const source = await media.findById(row.sourceId);
    if (!source || source.status !== 'pending' || !(await storage.head(source.key))) {
      return videos.markFailed(id, attempts, 'video_source_missing');
    }
    let progress = 0;
    let lost = false;
    const beat = setInterval(() => {
      videos.heartbeat(id, attempts, progress, leaseMs).then(
        (held) => {
          if (!held) {
            lost = true;
            abort.abort();
          }
        },
        (error: unknown) => log.error({ err: safeError(error), videoId: id }, 'video lease renewal failed'),
      );
    }, leaseMs / 3);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-video-'));
    const written: string[] = [];
    try {
      const result = await transcodeVideo(options.tools(), await storage.sourceOf(source.key), dir, {
        durationMs: row.durationMs,
        sourceWidth: row.sourceWidth,
        sourceHeight: row.sourceHeight,
        maxSeconds: VIDEO_MAX_SECONDS,
        timeoutMs: transcodeTimeoutMs(row.durationMs),
        signal: abort.signal,
        onProgress: (percent: number) => {
          progress = Math.min(99, Math.floor(percent));
        },
      });
      // The header may understate: the frames, counted by the decoder up to the cap, decide.
      if (result.durationMs > VIDEO_MAX_SECONDS * 1000 + 500)
        return await videos.markFailed(id, attempts, 'video_too_long');
      const out = await store(row, result);
      written.push(...[out.name, out.hdName, out.posterName].filter((n): n is string => n !== null));
      const ready = await transactions.run(async (tx) => {
        const objects = createMediaRepository(tx.db);
        const claimed = await createVideoRepository(tx.db).markReady(id, attempts, {
          durationMs: result.durationMs,
          width: out.main.width,
          height: out.main.height,
          name: out.name,
          hdName: out.hdName,
          posterName: out.posterName,
        });
        if (!claimed) return null;
        // The upload's row becomes the 720p rendition; the HD rendition and the poster get rows of their own.
        const mainFields = { key: keys.media(out.name), name: out.name, displayName: '', mime: 'video/mp4' };
        await objects.markReady(
          source.id,
          { ...mainFields, size: out.main.size, width: out.main.width, height: out.main.height },
          false,
        );
        if (out.hd && out.hdName) {
          await objects.insertReady(row.ownerId, 'video', {
            key: keys.media(out.hdName),
            name: out.hdName,
            mime: 'video/mp4',
            size: out.hd.size,
            width: out.hd.width,
            height: out.hd.height,
          });
        }
        await objects.insertReady(row.ownerId, 'poster', {
          key: keys.media(out.posterName),
          name: out.posterName,
          mime: 'image/jpeg',
          size: out.posterSize,
          width: out.main.width,
          height: out.main.height,
        });
        // Its author asked to publish it: the posts module makes the post once this commits.
        if (claimed.publishing && claimed.postId === null)
          tx.publish('video.ready', { videoId: id, ownerId: row.ownerId });
        return claimed;
      });
      if (!ready) throw new LostClaim();
      await storage.delete(source.key);
    } catch (error) {
      for (const name of written) await storage.delete(keys.media(name)).catch(() => undefined);
      if (error instanceof LostClaim || lost) return;
      if (abort.signal.aborted) return videos.release(id, attempts);
      log.error({ err: safeError(error), videoId: id }, 'video processing failed');
      await videos.markFailed(id, attempts, 'video_processing_failed');
    } finally {
      clearInterval(beat);
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Claims and processes due videos until none is left, `workers` at a time. */
  async function drain(): Promise<number> {
    let done = 0;
    const lane = async () => {
      while (!stopping) {
        const row = await videos.claimNext(leaseMs);
        if (!row) return;
        const abort = new AbortController();
        const work = process(row, abort).catch((error: unknown) => {
          log.error({ err: safeError(error), videoId: row.id }, 'video job failed');
        });
        running.set(row.id, { abort, done: work });
        await work;
        running.delete(row.id);
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.workers) }, lane));
    return done;
  }

  const runDue = (): Promise<number> => {
    round ??= drain()
      .then(
        (n) => {
          counts.runs += 1;
          counts.lastRunAt = Date.now();
          return n;
        },
        (error: unknown) => {
          counts.runs += 1;
          counts.failures += 1;
          throw error;
        },
      )
      .finally(() => {
        round = undefined;
      });
    return round;
  };

  const tick = () => {
    if (stopping) return;
    runDue().catch((error: unknown) => log.error({ err: safeError(error) }, 'video job round failed'));
  };

  return {
    name: 'video-transcoding',
    runDue,
    kick: () => {
      if (timer) tick();
    },
    start() {
      stopping = false;
      timer ??= setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const { abort } of running.values()) abort.abort();
      await Promise.allSettled([...running.values()].map((r) => r.done));
      await round?.catch(() => undefined);
    },
    stats: (): JobStats => ({ ...counts, isRunning: round !== undefined }),
  };
}

class LostClaim extends Error {}

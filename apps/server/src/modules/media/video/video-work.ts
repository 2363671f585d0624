import type { JobRunner } from '../../../jobs/job-runner.ts';
import type { Round } from '../../../jobs/round.ts';
import { dueVideos, TRANSCODING_ROUND } from './transcoding.repository.ts';
import { createVideoRepository } from './video.repository.ts';
import { createVideoTranscoder, type TranscoderDeps } from './video-transcode.ts';

export interface VideoWorkOptions extends TranscoderDeps {
  jobs: JobRunner;
  /** Videos transcoded at once by this process (VIDEO_WORKERS, default 1). */
  workers: number;
}

/** Claims cut short, or attempts failed, before a video is given up as failed. */
const MAX_ATTEMPTS = 3;

/**
 * The transcoding round: each free slot of every process claims the next due video, so a long one never holds a
 * free slot back; it also posts a ready video whose post was never made.
 */
export function createVideoWork(options: VideoWorkOptions): Round<number> {
  const { db, transactions } = options;
  const videos = createVideoRepository(db);
  const transcode = createVideoTranscoder(options);

  async function postWaiting(id: number): Promise<void> {
    await transactions.run(async (tx) => {
      const video = await createVideoRepository(tx.db).lockUnposted(id);
      if (video) await options.post(tx, video);
    });
  }

  return options.jobs.slotRound({
    name: TRANSCODING_ROUND,
    everyMs: 5_000,
    slots: Math.max(1, options.workers),
    // Renewed every third while ffmpeg runs: a crashed process's video is taken up this long after.
    leaseMs: 20_000,
    maxAttempts: MAX_ATTEMPTS,
    retryMs: 30_000,
    due: dueVideos,
    async work(key, run) {
      const started = await videos.start(Number(key));
      if (started) await transcode(started, run.signal);
      else await postWaiting(Number(key));
    },
    onDead: (key) => videos.markGivenUp(Number(key)),
  });
}

import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { videos, type VideoRow } from '../../../db/schema/videos.ts';
import { createJobStore } from '../../../jobs/job-store.ts';

export const TRANSCODING_ROUND = 'video-transcoding';

/**
 * Videos queued or cut short, and ready ones asked for whose post an older version (posting after the commit)
 * never made; `videos_due_idx`'s predicate.
 */
export const dueVideos = sql`select id as key from ${videos}
  where status in ('queued', 'processing') or (status = 'ready' and publishing and post_id is null)
  order by id`;

export interface ReadyVideoFields {
  /** As the decoder measured the rendition, not as the upload's header said. */
  durationMs: number;
  width: number;
  height: number;
  name: string;
  hdName: string | null;
  posterName: string;
}

const mine = (id: number, attempts: number) =>
  and(eq(videos.id, id), eq(videos.status, 'processing'), eq(videos.attempts, attempts));

/**
 * The transcoding's statements. `attempts` counts the starts of a video's work and never goes back: a write
 * names the start it belongs to, so a worker whose claim was taken over changes nothing.
 */
export function createTranscodingRepository(db: Db) {
  /** null when it is no longer queued or processing. */
  async function start(id: number): Promise<VideoRow | null> {
    const [row] = await db
      .update(videos)
      .set({ status: 'processing', progress: 0, attempts: sql`${videos.attempts} + 1` })
      .where(and(eq(videos.id, id), inArray(videos.status, ['queued', 'processing'])))
      .returning();
    return row ?? null;
  }

  return {
    start,

    /** What one slot of a process does first, the runner's claim then the start (tests stand in for a process). */
    async claimNext(leaseMs: number, holder = `elsewhere:${randomBytes(4).toString('hex')}`) {
      const seen: string[] = [];
      const [item] = await createJobStore(db).claim(TRANSCODING_ROUND, holder, dueVideos, { limit: 1, leaseMs, seen });
      return item ? start(Number(item.key)) : null;
    },

    /** false when the video is no longer this start's. */
    async recordProgress(id: number, attempts: number, progress: number): Promise<boolean> {
      const rows = await db.update(videos).set({ progress }).where(mine(id, attempts)).returning({ id: videos.id });
      return rows.length > 0;
    },

    async markReady(id: number, attempts: number, fields: ReadyVideoFields): Promise<VideoRow | null> {
      const [row] = await db
        .update(videos)
        .set({ ...fields, status: 'ready', progress: 100, failure: null, readyAt: new Date() })
        .where(mine(id, attempts))
        .returning();
      return row ?? null;
    },

    async markFailed(id: number, attempts: number, failure: string): Promise<void> {
      await db.update(videos).set({ status: 'failed', failure }).where(mine(id, attempts));
    },

    /** The runner gave it up, whatever start it was at. */
    async markGivenUp(id: number): Promise<void> {
      await db
        .update(videos)
        .set({ status: 'failed', failure: 'video_processing_failed' })
        .where(and(eq(videos.id, id), inArray(videos.status, ['queued', 'processing'])));
    },

    /** Back in the queue (a stop, or a failure the runner will retry): its author sees it waiting. */
    async release(id: number, attempts: number): Promise<void> {
      await db.update(videos).set({ status: 'queued' }).where(mine(id, attempts));
    },
  };
}

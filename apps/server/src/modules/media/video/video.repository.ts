import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { videos, type VideoRow } from '../../../db/schema/videos.ts';

export interface NewVideo {
  ownerId: number;
  sourceId: number;
  durationMs: number;
  sourceWidth: number;
  sourceHeight: number;
}

export interface ReadyVideoFields {
  /** As the decoder measured the rendition, not as the upload's header said. */
  durationMs: number;
  width: number;
  height: number;
  name: string;
  hdName: string | null;
  posterName: string;
}

/** How many of a person's videos not yet out as a post the web lists at once. */
const MINE_LIMIT = 20;

export function createVideoRepository(db: Db) {
  return {
    async insert(video: NewVideo): Promise<VideoRow> {
      const [row] = await db.insert(videos).values(video).returning();
      if (!row) throw new Error('video insert returned nothing');
      return row;
    },

    async findById(id: number): Promise<VideoRow | null> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
      return row ?? null;
    },

    async findOwned(ownerId: number, id: number): Promise<VideoRow | null> {
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },

    /** The row, locked for the rest of the transaction (publish and the job's finish do not cross). */
    async lockOwned(ownerId: number, id: number): Promise<VideoRow | null> {
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async listUnposted(ownerId: number): Promise<VideoRow[]> {
      return db
        .select()
        .from(videos)
        .where(and(eq(videos.ownerId, ownerId), isNull(videos.postId)))
        .orderBy(desc(videos.id))
        .limit(MINE_LIMIT);
    },

    /**
     * Takes the next due video: a queued one, or one whose processing lease ran out (its process stopped or
     * crashed). `skip locked` lets several processes claim side by side.
     */
    async claimNext(leaseMs: number): Promise<VideoRow | null> {
      const due = or(
        eq(videos.status, 'queued'),
        and(eq(videos.status, 'processing'), lt(videos.leaseUntil, sql`now()`)),
      );
      const [row] = await db
        .update(videos)
        .set({
          status: 'processing',
          leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          attempts: sql`${videos.attempts} + 1`,
        })
        .where(
          eq(
            videos.id,
            sql`(select ${videos.id} from ${videos} where ${due} order by ${videos.id} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Renews a lease and records progress; false when the video is no longer this claim's. */
    async heartbeat(id: number, attempts: number, progress: number, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(videos)
        .set({ progress, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(and(eq(videos.id, id), eq(videos.status, 'processing'), eq(videos.attempts, attempts)))
        .returning({ id: videos.id });
      return rows.length > 0;
    },

    /** processing → ready, only for the claim that did the work. */
    async markReady(id: number, attempts: number, fields: ReadyVideoFields): Promise<VideoRow | null> {
      const [row] = await db
        .update(videos)
        .set({ ...fields, status: 'ready', progress: 100, leaseUntil: null, failure: null, readyAt: new Date() })
        .where(and(eq(videos.id, id), eq(videos.status, 'processing'), eq(videos.attempts, attempts)))
        .returning();
      return row ?? null;
    },

    async markFailed(id: number, attempts: number, failure: string): Promise<void> {
      await db
        .update(videos)
        .set({ status: 'failed', failure, leaseUntil: null })
        .where(and(eq(videos.id, id), eq(videos.status, 'processing'), eq(videos.attempts, attempts)));
    },

    /** A stopping process gives its claims back, so the next start takes them at once. */
    async release(id: number, attempts: number): Promise<void> {
      await db
        .update(videos)
        .set({ status: 'queued', leaseUntil: null, attempts: sql`greatest(${videos.attempts} - 1, 0)` })
        .where(and(eq(videos.id, id), eq(videos.status, 'processing'), eq(videos.attempts, attempts)));
    },

    async requeue(id: number): Promise<VideoRow | null> {
      const [row] = await db
        .update(videos)
        .set({ status: 'queued', failure: null, progress: 0, attempts: 0, leaseUntil: null })
        .where(and(eq(videos.id, id), eq(videos.status, 'failed')))
        .returning();
      return row ?? null;
    },

    async setPublishing(id: number, description: string, postId: number | null): Promise<VideoRow> {
      const [row] = await db
        .update(videos)
        .set({ publishing: true, description, postId })
        .where(eq(videos.id, id))
        .returning();
      if (!row) throw new Error('video vanished while being published');
      return row;
    },

    async lockUnposted(id: number): Promise<VideoRow | null> {
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.status, 'ready'), eq(videos.publishing, true), isNull(videos.postId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async setPost(id: number, postId: number): Promise<void> {
      await db.update(videos).set({ postId }).where(eq(videos.id, id));
    },

    async setCaptions(id: number, captionsName: string | null): Promise<VideoRow | null> {
      const [row] = await db.update(videos).set({ captionsName }).where(eq(videos.id, id)).returning();
      return row ?? null;
    },

    async delete(id: number): Promise<void> {
      await db.delete(videos).where(eq(videos.id, id));
    },

    /** Whether a file (rendition, poster, captions) is of a video out as a post; one index per name column. */
    async isPublishedFile(name: string): Promise<boolean> {
      const [row] = await db
        .select({ postId: videos.postId })
        .from(videos)
        .where(
          or(
            eq(videos.name, name),
            eq(videos.hdName, name),
            eq(videos.posterName, name),
            eq(videos.captionsName, name),
          ),
        )
        .limit(1);
      return row !== undefined && row.postId !== null;
    },

    /** Ready videos by id, as posts show them. */
    async listReady(ids: readonly number[]): Promise<VideoRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(videos)
        .where(and(inArray(videos.id, [...ids]), eq(videos.status, 'ready')));
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;

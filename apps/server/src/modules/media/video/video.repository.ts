import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { videos, type VideoPurpose, type VideoRow } from '../../../db/schema/videos.ts';
import { createTranscodingRepository } from './transcoding.repository.ts';

export interface NewVideo {
  ownerId: number;
  sourceId: number;
  durationMs: number;
  sourceWidth: number;
  sourceHeight: number;
  purpose?: VideoPurpose;
}

/** How many of a person's videos not yet out as a post the web lists at once. */
const MINE_LIMIT = 20;

export function createVideoRepository(db: Db) {
  return {
    ...createTranscodingRepository(db),

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
        .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId), eq(videos.purpose, 'post')))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async listUnposted(ownerId: number): Promise<VideoRow[]> {
      return db
        .select()
        .from(videos)
        .where(and(eq(videos.ownerId, ownerId), isNull(videos.postId), eq(videos.purpose, 'post')))
        .orderBy(desc(videos.id))
        .limit(MINE_LIMIT);
    },

    async requeue(id: number): Promise<VideoRow | null> {
      const [row] = await db
        .update(videos)
        .set({ status: 'queued', failure: null, progress: 0 })
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

    /** Videos sent to one agency only (self-tapes, an application's) by id, any state. */
    async listPrivate(ids: readonly number[]): Promise<VideoRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(videos)
        .where(and(inArray(videos.id, [...ids]), ne(videos.purpose, 'post')));
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

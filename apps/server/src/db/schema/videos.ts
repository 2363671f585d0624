import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { mediaObjects } from './media-objects.ts';
import { users } from './users.ts';

/** A native video: upload, processing (a round of the job runner), renditions and poster. */
export const videos = pgTable(
  'videos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded file (kind `video`): its row becomes the 720p rendition once processed. */
    sourceId: bigint('source_id', { mode: 'number' })
      .notNull()
      .references(() => mediaObjects.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    /** The catalogue code shown to the author when processing failed. */
    failure: text('failure'),
    /** Starts of its processing, never counted back: what a worker's writes are fenced by. */
    attempts: smallint('attempts').notNull().default(0),
    /** Of the source, as probed when the upload was checked (display size, rotation applied). */
    durationMs: integer('duration_ms').notNull(),
    sourceWidth: integer('source_width').notNull(),
    sourceHeight: integer('source_height').notNull(),
    /** The played (720p) rendition's size, once ready. */
    width: integer('width'),
    height: integer('height'),
    name: text('name'),
    hdName: text('hd_name'),
    posterName: text('poster_name'),
    captionsName: text('captions_name'),
    /** The author asked to publish it: its post is made in the transaction that marks it ready. */
    publishing: boolean('publishing').notNull().default(false),
    description: text('description').notNull().default(''),
    postId: bigint('post_id', { mode: 'number' }),
    /**
     * `post`: made to be published; `self_tape` and `application`: sent to one agency only (a self-tape, a new video
     * of an application), never a post nor in "my videos".
     */
    purpose: text('purpose').notNull().default('post'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('videos_owner_idx').on(t.ownerId, t.id.desc()),
    // /media finds a file's video by any of its names (is it out as a post yet?).
    index('videos_name_idx').on(t.name),
    index('videos_hd_name_idx').on(t.hdName),
    index('videos_poster_name_idx').on(t.posterName),
    index('videos_captions_name_idx').on(t.captionsName),
    // What the transcoding round takes up (`dueVideos`, the same predicate).
    index('videos_due_idx')
      .on(t.id)
      .where(
        sql`${t.status} in ('queued', 'processing') or (${t.status} = 'ready' and ${t.publishing} and ${t.postId} is null)`,
      ),
    check('videos_status_check', sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`),
    check('videos_purpose_check', sql`${t.purpose} in ('post', 'self_tape', 'application')`),
    check('videos_progress_check', sql`${t.progress} between 0 and 100`),
    check('videos_ready_check', sql`${t.status} <> 'ready' or (${t.name} is not null and ${t.posterName} is not null)`),
  ],
);

export type VideoRow = typeof videos.$inferSelect;
export type VideoPurpose = 'post' | 'self_tape' | 'application';

import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { MediaKind } from '@vitrina/contract/media';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { mediaObjects, type MediaObjectRow } from '../../db/schema/media-objects.ts';

export interface NewUpload {
  ownerId: number;
  kind: MediaKind;
  uploadId: string;
  key: string;
  displayName: string;
  expiresAt: Date;
}

export interface ReadyFields {
  key: string;
  name: string;
  displayName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** Photos a user may pick in the change-image modal: profile and cover images, and photos of posts. */
const pickablePhoto = or(
  inArray(mediaObjects.kind, ['profile', 'cover']),
  and(eq(mediaObjects.kind, 'photo'), isNotNull(mediaObjects.claimedAt)),
);

export function createMediaRepository(db: Db) {
  return {
    async insertUpload(upload: NewUpload): Promise<void> {
      await db.insert(mediaObjects).values({ ...upload, status: 'pending' });
    },

    /** An object the server made itself (a video's HD rendition, its poster), ready and in use at once. */
    async insertReady(
      ownerId: number,
      kind: MediaKind,
      fields: Pick<ReadyFields, 'key' | 'name' | 'mime' | 'size' | 'width' | 'height'>,
    ): Promise<void> {
      const now = new Date();
      const uploadId = randomBytes(16).toString('hex');
      await db
        .insert(mediaObjects)
        .values({ ...fields, ownerId, kind, uploadId, status: 'ready', readyAt: now, claimedAt: now, expiresAt: now });
    },

    async findUpload(ownerId: number, uploadId: string): Promise<MediaObjectRow | null> {
      const [row] = await db
        .select()
        .from(mediaObjects)
        .where(and(eq(mediaObjects.ownerId, ownerId), eq(mediaObjects.uploadId, uploadId)))
        .limit(1);
      return row ?? null;
    },

    async findPendingByKey(key: string): Promise<MediaObjectRow | null> {
      const [row] = await db
        .select()
        .from(mediaObjects)
        .where(and(eq(mediaObjects.key, key), eq(mediaObjects.status, 'pending')))
        .limit(1);
      return row ?? null;
    },

    async findReadyByName(name: string): Promise<MediaObjectRow | null> {
      const [row] = await db
        .select()
        .from(mediaObjects)
        .where(and(eq(mediaObjects.name, name), eq(mediaObjects.status, 'ready')))
        .limit(1);
      return row ?? null;
    },

    async countPendingSince(ownerId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mediaObjects)
        .where(
          and(
            eq(mediaObjects.ownerId, ownerId),
            eq(mediaObjects.status, 'pending'),
            sql`${mediaObjects.createdAt} >= ${since.toISOString()}`,
          ),
        );
      return row?.n ?? 0;
    },

    /** A user's uploads whose URL expired before `before`: never completed, or refused and told. */
    async listStale(ownerId: number, before: Date): Promise<MediaObjectRow[]> {
      return db
        .select()
        .from(mediaObjects)
        .where(
          and(
            eq(mediaObjects.ownerId, ownerId),
            inArray(mediaObjects.status, ['pending', 'refused']),
            // A video's source waits, claimed, for its processing: never stale.
            isNull(mediaObjects.claimedAt),
            lt(mediaObjects.expiresAt, before),
          ),
        )
        .limit(50);
    },

    /** pending → refused, with the code a post naming the upload is answered (its files are gone). */
    async markRefused(id: number, code: string): Promise<void> {
      await db
        .update(mediaObjects)
        .set({ status: 'refused', refusal: code })
        .where(and(eq(mediaObjects.id, id), eq(mediaObjects.status, 'pending')));
    },

    /** pending → ready, only from pending: of two racing completions one wins, the other reads the result. */
    async markReady(id: number, fields: ReadyFields, claim: boolean): Promise<MediaObjectRow | null> {
      const now = new Date();
      const [row] = await db
        .update(mediaObjects)
        .set({ ...fields, status: 'ready', readyAt: now, ...(claim ? { claimedAt: now } : {}) })
        .where(and(eq(mediaObjects.id, id), eq(mediaObjects.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async markClaimed(id: number): Promise<boolean> {
      const rows = await db
        .update(mediaObjects)
        .set({ claimedAt: new Date() })
        .where(and(eq(mediaObjects.id, id), sql`${mediaObjects.claimedAt} is null`))
        .returning({ id: mediaObjects.id });
      return rows.length > 0;
    },

    async touchClaimed(id: number): Promise<void> {
      await db
        .update(mediaObjects)
        .set({ claimedAt: sql`coalesce(${mediaObjects.claimedAt}, now())` })
        .where(eq(mediaObjects.id, id));
    },

    async findById(id: number): Promise<MediaObjectRow | null> {
      const [row] = await db.select().from(mediaObjects).where(eq(mediaObjects.id, id)).limit(1);
      return row ?? null;
    },

    /** Every object a person uploaded, whatever its state (a deleted account's files). */
    async listOwned(ownerId: number): Promise<MediaObjectRow[]> {
      return db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, ownerId));
    },

    async deleteRow(id: number): Promise<void> {
      await db.delete(mediaObjects).where(eq(mediaObjects.id, id));
    },

    async listPickablePhotos(ownerId: number, limit: number, offset: number) {
      const where = and(eq(mediaObjects.ownerId, ownerId), eq(mediaObjects.status, 'ready'), pickablePhoto);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mediaObjects)
          .where(where)
          .orderBy(newestFirst(mediaObjects.createdAt), newestFirst(mediaObjects.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(mediaObjects).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** A processed photo by name, if it is one the user may pick (see pickablePhoto). */
    async findPickablePhoto(name: string): Promise<MediaObjectRow | null> {
      const [row] = await db
        .select()
        .from(mediaObjects)
        .where(and(eq(mediaObjects.name, name), eq(mediaObjects.status, 'ready'), pickablePhoto))
        .limit(1);
      return row ?? null;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

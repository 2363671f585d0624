import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaObjects } from '../../db/schema/media-objects.ts';
import { videos } from '../../db/schema/videos.ts';
import type { VideoFiles } from './video/video-files.ts';

/** One of my videos as another module attaches it: its URLs signed until it is a post. */
export interface OwnVideo {
  id: number;
  /** `post` unless sent to one agency only (a self-tape, an application's new video). */
  purpose: string;
  /** Its uploaded file's media object. */
  sourceId: number;
  ready: boolean;
  url: string | null;
  posterUrl: string | null;
}

/** One of my uploads (a photo or a document) that another module keeps for itself: never a post's. */
export interface OwnUpload {
  id: number;
  uploadId: string;
  kind: string;
  name: string | null;
  displayName: string;
}

/** A person's own videos and uploads by id, for modules that attach them (an application's items). */
export function createOwnFiles(files: Pick<VideoFiles, 'urlOf'>) {
  return {
    /** A video file's URL for its owner and whom she sent it to: signed until the video is a post. */
    urlOf: files.urlOf,

    /** Among `ids`, `ownerId`'s videos. */
    async videos(db: Db, ownerId: number, ids: readonly number[]): Promise<OwnVideo[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(videos)
        .where(and(inArray(videos.id, [...ids]), eq(videos.ownerId, ownerId)));
      return rows.map((row) => {
        const isPublished = row.postId !== null;
        const ready = row.status === 'ready' && row.name !== null;
        return {
          id: row.id,
          purpose: row.purpose,
          sourceId: row.sourceId,
          ready,
          url: ready ? files.urlOf(row.name!, isPublished) : null,
          posterUrl: ready && row.posterName ? files.urlOf(row.posterName, isPublished) : null,
        };
      });
    },

    /** Among `ids` (media objects) or `uploadIds`, `ownerId`'s uploads. */
    async uploads(
      db: Db,
      ownerId: number,
      by: { ids?: readonly number[]; uploadIds?: readonly string[] },
    ): Promise<OwnUpload[]> {
      const ids = [...(by.ids ?? [])];
      const uploadIds = [...(by.uploadIds ?? [])];
      if (ids.length === 0 && uploadIds.length === 0) return [];
      const which = ids.length > 0 ? inArray(mediaObjects.id, ids) : inArray(mediaObjects.uploadId, uploadIds);
      return db
        .select({
          id: mediaObjects.id,
          uploadId: mediaObjects.uploadId,
          kind: mediaObjects.kind,
          name: mediaObjects.name,
          displayName: mediaObjects.displayName,
        })
        .from(mediaObjects)
        .where(and(which, eq(mediaObjects.ownerId, ownerId)));
    },
  };
}

export type OwnFiles = ReturnType<typeof createOwnFiles>;

import type { Lang } from '@vitrina/contract/constants';
import type { Db } from '../../../db/client.ts';
import type { VideoFiles } from './video-files.ts';
import { createVideoRepository } from './video.repository.ts';
import type { VideoService } from './video.service.ts';

/** A self-tape's video as the talent and the agency that asked see it: signed file URLs, never a plain one. */
export interface SelfTapeVideoView {
  status: string;
  url: string | null;
  posterUrl: string | null;
}

/**
 * Videos sent to one agency only (a self-tape, or a new video of an application): uploaded and processed like any
 * other, but never published, never in the talent's list of videos; their files reach whoever holds the signed
 * URLs this hands out.
 */
export function createSelfTapeVideos(deps: { db: Db; videos: VideoService; files: VideoFiles }) {
  const repository = createVideoRepository(deps.db);
  const signed = (name: string | null) => (name ? deps.files.urlOf(name, false) : null);
  return {
    /** The talent's uploaded video, checked and queued as a self-tape (or an application's); its id is theirs. */
    create: (
      person: { id: number; type: string | null },
      uploadId: string,
      lang: Lang,
      purpose: 'self_tape' | 'application' = 'self_tape',
    ) => deps.videos.create(person, uploadId, lang, purpose),

    async viewsOf(ids: readonly number[]): Promise<Map<number, SelfTapeVideoView>> {
      const rows = await repository.listPrivate(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            status: row.status,
            url: row.status === 'ready' ? signed(row.name) : null,
            posterUrl: row.status === 'ready' ? signed(row.posterName) : null,
          },
        ]),
      );
    },

    /** Videos made for a self-tape or an application that were not sent after all or were taken out of it. */
    async discard(ids: readonly number[]): Promise<void> {
      for (const row of await repository.listPrivate(ids)) await deps.videos.discardOf(row.id);
    },
  };
}

export type SelfTapeVideos = ReturnType<typeof createSelfTapeVideos>;

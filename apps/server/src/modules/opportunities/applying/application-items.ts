import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplicationItem, applicationInputSchema } from '@vitrina/contract/applications';
import type { Lang } from '@vitrina/contract/constants';
import { queryRows, type Db } from '../../../db/client.ts';
import type { ApplicationItemRow } from '../../../db/schema/opportunities.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../http/app-error.ts';
import type { MediaService } from '../../media/media.service.ts';
import type { OwnFiles, OwnVideo } from '../../media/own-files.ts';
import type { SelfTapeVideos } from '../../media/video/self-tape-videos.ts';
import type { findOwnPostFiles } from '../../posts/own-post-files.ts';
import { primaryIndex } from './application-rules.ts';
import { createItemReader, itemsJson } from './item-reader.ts';
import type { NewItem } from './applying.repository.ts';

/** The media and posts modules' answers an application's items are read and checked through. */
export interface ItemSources {
  postFiles: typeof findOwnPostFiles;
  ownFiles: Pick<OwnFiles, 'videos' | 'uploads' | 'urlOf'>;
  media: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
  /** A new video uploaded for this application only: processed, never a post, served through signed URLs. */
  videos: Pick<SelfTapeVideos, 'create' | 'discard'>;
}

type ItemInput = z.output<typeof applicationInputSchema>['items'][number];

/**
 * Items checked and ready to write: new uploads are processed already and claimed in the write; new videos are
 * queued already, and `discard` drops them when the write does not happen.
 */
export interface ResolvedItems {
  rows: NewItem[];
  claim: (tx: Tx) => Promise<void>;
  discard: () => Promise<void>;
}

type Found = { kind: 'photo' | 'document'; mediaId: number } | { kind: 'video'; videoId: number | null };

const refused = () => new AppError('application_items', { fields: [{ field: 'items', code: 'application_items' }] });
const ids = (values: Array<number | null | undefined>) => [
  ...new Set(values.filter((v): v is number => v !== null && v !== undefined)),
];

export function createApplicationItems(db: Db, sources: ItemSources) {
  const reader = createItemReader(sources.ownFiles.urlOf);
  /**
   * An upload of mine for this application: one it already carries (a photo, a document or a video by its
   * uploaded file), a new photo or document checked and processed now, or a new video (`videoId` null: made last).
   */
  async function resolveUploads(talentId: number, uploadIds: string[], carried: ApplicationItemRow[]) {
    const [known, carriedVideos] = await Promise.all([
      sources.ownFiles.uploads(db, talentId, { uploadIds }),
      sources.ownFiles.videos(db, talentId, ids(carried.map((item) => item.videoId))),
    ]);
    const carriedMedia = new Set(ids(carried.map((item) => item.mediaId)));
    const found = new Map<string, Found>();
    const fresh: Array<Awaited<ReturnType<ItemSources['media']['prepareAttachment']>>> = [];
    for (const uploadId of uploadIds) {
      const row = known.find((candidate) => candidate.uploadId === uploadId);
      if (row && carriedMedia.has(row.id)) {
        found.set(uploadId, { kind: row.kind === 'document' ? 'document' : 'photo', mediaId: row.id });
        continue;
      }
      if (row?.kind === 'video') {
        const video = carriedVideos.find((candidate: OwnVideo) => candidate.sourceId === row.id);
        found.set(uploadId, { kind: 'video', videoId: video?.id ?? null });
        continue;
      }
      const prepared = await sources.media.prepareAttachment(talentId, uploadId).catch((error: unknown) => {
        throw error instanceof AppError && error.status === 404 ? refused() : error;
      });
      fresh.push(prepared);
      found.set(uploadId, { kind: prepared.file.type === 'FILE' ? 'document' : 'photo', mediaId: prepared.id });
    }
    return { found, fresh };
  }

  /** Her new videos, queued as this application's (each claims its upload); none is left behind on a failure. */
  async function createVideos(talentId: number, found: Map<string, Found>, lang: Lang): Promise<number[]> {
    const made: number[] = [];
    try {
      for (const [uploadId, item] of found) {
        if (item.kind !== 'video' || item.videoId !== null) continue;
        const video = await sources.videos.create({ id: talentId, type: 'talento' }, uploadId, lang, 'application');
        found.set(uploadId, { kind: 'video', videoId: video.id });
        made.push(video.id);
      }
    } catch (error) {
      await sources.videos.discard(made);
      throw error instanceof AppError && error.status === 404 ? refused() : error;
    }
    return made;
  }

  return {
    /**
     * Checks every item is hers (a post file of a live post, a ready video of hers, her upload, or an item this
     * application already carries, `itemId`, kept as it is): 400 otherwise.
     */
    async resolve(
      talentId: number,
      items: ItemInput[],
      carried: ApplicationItemRow[],
      lang: Lang,
    ): Promise<ResolvedItems> {
      const fileIds = ids(items.map((item) => item.postFileId));
      const videoIds = ids(items.map((item) => item.videoId));
      const uploadIds = [...new Set(items.map((item) => item.upload).filter((v): v is string => v !== undefined))];
      const [files, videos] = await Promise.all([
        sources.postFiles(db, talentId, fileIds),
        sources.ownFiles.videos(db, talentId, videoIds),
      ]);
      const unfit = videos.some((video) => !video.ready || video.purpose !== 'post');
      if (files.length !== fileIds.length || unfit || videos.length !== videoIds.length) throw refused();
      const kept = items.map((item) => item.itemId).filter((id): id is number => id !== undefined);
      if (!kept.every((id) => carried.some((row) => row.id === id))) throw refused();
      const uploads = await resolveUploads(talentId, uploadIds, carried);
      const made = await createVideos(talentId, uploads.found, lang);
      const primary = primaryIndex(items);
      const rows = items.map((item, position): NewItem => {
        const base = { position, isPrimary: position === primary };
        const carriedRow = carried.find((row) => row.id === item.itemId);
        if (carriedRow) {
          const { kind, postFileId, videoId, mediaId } = carriedRow;
          return { ...base, kind, postFileId, videoId, mediaId };
        }
        if (item.postFileId !== undefined) {
          const kind = files.find((file) => file.id === item.postFileId)!.kind;
          return { ...base, kind, postFileId: item.postFileId };
        }
        if (item.videoId !== undefined) return { ...base, kind: 'video', videoId: item.videoId };
        const upload = uploads.found.get(item.upload!)!;
        if (upload.kind === 'video') return { ...base, kind: 'video', videoId: upload.videoId! };
        return { ...base, kind: upload.kind, mediaId: upload.mediaId };
      });
      return {
        rows,
        claim: async (tx) => {
          for (const prepared of uploads.fresh) await sources.media.claimAttachment(tx, prepared);
        },
        discard: () => sources.videos.discard(made),
      };
    },

    /** The items as she sees them (files since deleted are left out): one read. */
    async show(applicationId: number): Promise<ApplicationItem[]> {
      const rows = await queryRows<{ items: unknown }>(db, sql`select ${itemsJson(applicationId)} as items`);
      return reader.toItems(rows[0]?.items);
    },
  };
}

export type ApplicationItems = ReturnType<typeof createApplicationItems>;

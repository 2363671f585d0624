import type { z } from 'zod';
import type { ApplicationItem, applicationInputSchema } from '@vitrina/contract/applications';
import { mediaUrl, resizeUrl } from '@vitrina/contract/media';
import type { Db } from '../../../db/client.ts';
import type { ApplicationItemRow } from '../../../db/schema/opportunities.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../http/app-error.ts';
import type { MediaService } from '../../media/media.service.ts';
import type { OwnFiles } from '../../media/own-files.ts';
import type { findOwnPostFiles } from '../../posts/own-post-files.ts';
import { primaryIndex } from './application-rules.ts';
import type { NewItem } from './applying.repository.ts';

/** The media and posts modules' answers an application's items are read and checked through. */
export interface ItemSources {
  postFiles: typeof findOwnPostFiles;
  ownFiles: Pick<OwnFiles, 'videos' | 'uploads'>;
  media: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
}

type ItemInput = z.output<typeof applicationInputSchema>['items'][number];

/** Items checked and ready to write: new uploads are processed already and claimed in the write. */
export interface ResolvedItems {
  rows: NewItem[];
  claim: (tx: Tx) => Promise<void>;
}

const refused = () => new AppError('application_items', { fields: [{ field: 'items', code: 'application_items' }] });
const THUMB = 'c184x184';
const ids = (values: Array<number | null | undefined>) => [
  ...new Set(values.filter((v): v is number => v !== null && v !== undefined)),
];

export function createApplicationItems(db: Db, sources: ItemSources) {
  /** An upload of mine for this application: one it already carries, or a new one checked and processed now. */
  async function resolveUploads(talentId: number, uploadIds: string[], carried: Set<number>) {
    const known = await sources.ownFiles.uploads(db, talentId, { uploadIds });
    const found = new Map<string, { id: number; kind: 'photo' | 'document'; isNew: boolean }>();
    const fresh: Array<Awaited<ReturnType<ItemSources['media']['prepareAttachment']>>> = [];
    for (const uploadId of uploadIds) {
      const row = known.find((candidate) => candidate.uploadId === uploadId);
      if (row && carried.has(row.id)) {
        found.set(uploadId, { id: row.id, kind: row.kind === 'document' ? 'document' : 'photo', isNew: false });
        continue;
      }
      const prepared = await sources.media.prepareAttachment(talentId, uploadId).catch((error: unknown) => {
        throw error instanceof AppError && error.status === 404 ? refused() : error;
      });
      fresh.push(prepared);
      found.set(uploadId, { id: prepared.id, kind: prepared.file.type === 'FILE' ? 'document' : 'photo', isNew: true });
    }
    return { found, fresh };
  }

  return {
    /**
     * Checks every item is hers (a post file of a live post, a ready video, her upload, or an item this application
     * already carries, `itemId`, kept as it is): 400 otherwise.
     */
    async resolve(talentId: number, items: ItemInput[], carried: ApplicationItemRow[]): Promise<ResolvedItems> {
      const fileIds = ids(items.map((item) => item.postFileId));
      const videoIds = ids(items.map((item) => item.videoId));
      const uploadIds = [...new Set(items.map((item) => item.upload).filter((v): v is string => v !== undefined))];
      const [files, videos] = await Promise.all([
        sources.postFiles(db, talentId, fileIds),
        sources.ownFiles.videos(db, talentId, videoIds),
      ]);
      if (files.length !== fileIds.length || videos.some((video) => !video.ready) || videos.length !== videoIds.length)
        throw refused();
      const carriedMedia = new Set(ids(carried.map((item) => item.mediaId)));
      const uploads = await resolveUploads(talentId, uploadIds, carriedMedia);
      const kept = items.map((item) => item.itemId).filter((id): id is number => id !== undefined);
      if (!kept.every((id) => carried.some((row) => row.id === id))) throw refused();
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
        return { ...base, kind: upload.kind, mediaId: upload.id };
      });
      return {
        rows,
        claim: async (tx) => {
          for (const prepared of uploads.fresh) await sources.media.claimAttachment(tx, prepared);
        },
      };
    },

    /** The items as she sees them (files since deleted are left out): one read per source. */
    async show(talentId: number, rows: ApplicationItemRow[]): Promise<ApplicationItem[]> {
      const [files, videos, uploads] = await Promise.all([
        sources.postFiles(db, talentId, ids(rows.map((row) => row.postFileId))),
        sources.ownFiles.videos(db, talentId, ids(rows.map((row) => row.videoId))),
        sources.ownFiles.uploads(db, talentId, { ids: ids(rows.map((row) => row.mediaId)) }),
      ]);
      return rows.flatMap((row): ApplicationItem[] => {
        const base = { id: row.id, kind: row.kind as ApplicationItem['kind'], primary: row.isPrimary };
        const file = files.find((candidate) => candidate.id === row.postFileId);
        const upload = uploads.find((candidate) => candidate.id === row.mediaId && candidate.name !== null);
        const named = file ?? (upload ? { name: upload.name!, displayName: upload.displayName } : undefined);
        if (named) {
          const thumbUrl = row.kind === 'photo' ? resizeUrl(named.name, THUMB) : null;
          const name = named.displayName || named.name;
          return [{ ...base, url: mediaUrl(named.name), thumbUrl, name, ready: true }];
        }
        const video = videos.find((candidate) => candidate.id === row.videoId);
        if (!video) return [];
        return [{ ...base, url: video.url ?? '', thumbUrl: video.posterUrl, name: '', ready: video.ready }];
      });
    },
  };
}

export type ApplicationItems = ReturnType<typeof createApplicationItems>;

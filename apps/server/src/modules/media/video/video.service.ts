import { randomBytes } from 'node:crypto';
import type { Lang } from '@vitrina/contract/constants';
import {
  CAPTIONS_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  isVideoFrameAllowed,
  type Video,
} from '@vitrina/contract/videos';
import { UPLOAD_MIN_BYTES } from '@vitrina/contract/constants';
import type { Db } from '../../../db/client.ts';
import type { VideoPurpose, VideoRow } from '../../../db/schema/videos.ts';
import type { Transactions, Tx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { MediaCatalog } from '../media-catalog.ts';
import { mediaError } from '../media-errors.ts';
import { createMediaRepository, type MediaRepository } from '../media.repository.ts';
import { isWebVtt, keys, looksLikeVideoContainer, processedName } from '../media-rules.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import type { VideoFiles } from './video-files.ts';
import { toVideo as toVideoOf } from './video.mapper.ts';
import { createVideoRepository } from './video.repository.ts';
import { VideoProcessingError, type ProbedVideo } from './video-tools.ts';

export interface VideoServiceDeps {
  db: Db;
  storage: MediaStorage;
  media: MediaRepository;
  catalog: MediaCatalog;
  /** Its files' URLs as the author gets them (signed until the video is a post). */
  files: VideoFiles;
  transactions: Transactions;
  /** ffprobe of an object's source (a path or a presigned URL); null when it is not a video. */
  probe: (source: string) => Promise<ProbedVideo | null>;
  /** Wakes the job after a video is queued. */
  kick: () => void;
  /** Gives a video's given-up item its attempts back (the author asked again). */
  revive: (id: number) => Promise<unknown>;
}

interface Person {
  id: number;
  type: string | null;
}

const random = () => randomBytes(12).toString('hex');

/** Native videos: the checks of an upload, the author's calls, and publishing. */
export function createVideoService(deps: VideoServiceDeps) {
  const { storage, media, catalog, transactions } = deps;
  const videos = createVideoRepository(deps.db);
  const toVideo = (row: VideoRow, lang: Lang) => toVideoOf(row, lang, deps.files.urlOf);

  const assertTalent = (person: Person) => {
    // A video is made to become a post: only talents publish (the posts' rule).
    if (person.type !== 'talento') throw new AppError('talents_only');
  };

  async function owned(ownerId: number, id: number): Promise<VideoRow> {
    const row = await videos.findOwned(ownerId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Size, container and ffprobe's verdict; a failing upload is deleted with its row. */
  async function checkSource(key: string): Promise<ProbedVideo> {
    const head = await storage.head(key);
    if (!head) throw mediaError('upload_missing');
    if (head.size < UPLOAD_MIN_BYTES) throw mediaError('size', { tooSmall: true });
    if (head.size > VIDEO_MAX_BYTES) throw mediaError('video_size');
    const start = await storage.readStart(key, 64);
    if (!start || !looksLikeVideoContainer(start)) throw mediaError('video_invalid');
    // A file ffprobe cannot read in time is no video we can process either.
    const probed = await deps.probe(await storage.sourceOf(key)).catch((error: unknown) => {
      if (error instanceof VideoProcessingError && /timed out/.test(error.message)) return null;
      throw error;
    });
    if (!probed) throw mediaError('video_invalid');
    if (probed.durationMs > VIDEO_MAX_SECONDS * 1000 + 500) throw mediaError('video_too_long');
    if (!isVideoFrameAllowed(probed.width, probed.height)) throw mediaError('video_frame_too_large');
    return probed;
  }

  /** A ready video's stored objects (renditions, poster, captions) and its source, gone for good. */
  async function discard(row: VideoRow): Promise<void> {
    const source = await media.findById(row.sourceId);
    const names = [row.name, row.hdName, row.posterName, row.captionsName].filter((n): n is string => n !== null);
    await transactions.run(async (tx) => {
      await createVideoRepository(tx.db).delete(row.id);
      const objects = createMediaRepository(tx.db);
      for (const name of names) {
        const object = await objects.findReadyByName(name);
        if (object) await objects.deleteRow(object.id);
      }
      await objects.deleteRow(row.sourceId);
      tx.afterCommit(async () => {
        for (const name of names) {
          catalog.forget(name);
          deps.files.forget(name);
          await storage.delete(keys.media(name));
        }
        if (source) await storage.delete(source.key);
      });
    });
  }

  async function dropCaptionsObject(name: string): Promise<void> {
    const object = await media.findReadyByName(name);
    if (object) await media.deleteRow(object.id);
    catalog.forget(name);
    await storage.delete(keys.media(name));
  }

  return {
    /** POST /api/videos: checks my uploaded video and queues it. */
    async create(person: Person, uploadId: string, lang: Lang, purpose: VideoPurpose = 'post'): Promise<Video> {
      assertTalent(person);
      const upload = await media.findUpload(person.id, uploadId);
      if (!upload || upload.kind !== 'video') throw notFound();
      if (upload.status !== 'pending' || upload.claimedAt) throw mediaError('upload_in_use');
      let probed: ProbedVideo;
      try {
        probed = await checkSource(upload.key);
      } catch (error) {
        if (error instanceof AppError && error.status < 500 && error.code !== 'upload_missing') {
          await storage.delete(upload.key);
          await media.deleteRow(upload.id);
        }
        throw error;
      }
      const row = await transactions.run(async (tx) => {
        if (!(await createMediaRepository(tx.db).markClaimed(upload.id))) throw mediaError('upload_in_use');
        return createVideoRepository(tx.db).insert({
          ownerId: person.id,
          sourceId: upload.id,
          durationMs: probed.durationMs,
          sourceWidth: probed.width,
          sourceHeight: probed.height,
          purpose,
        });
      });
      deps.kick();
      return toVideo(row, lang);
    },

    /** After its post is deleted: the video's objects go too. */
    async discardOf(id: number): Promise<void> {
      const row = await videos.findById(id);
      if (row) await discard(row);
    },

    async one(ownerId: number, id: number, lang: Lang): Promise<Video> {
      return toVideo(await owned(ownerId, id), lang);
    },

    async mine(ownerId: number, lang: Lang): Promise<{ rows: Video[] }> {
      const rows = await videos.listUnposted(ownerId);
      return { rows: rows.map((row) => toVideo(row, lang)) };
    },

    /**
     * The author asks to publish it (the posts module's call): locked, so the job's finish does not cross it. The
     * posts module makes the post now if it is ready, else the job does in the transaction that marks it ready.
     */
    async markPublishing(tx: Tx, ownerId: number, id: number, description: string): Promise<VideoRow> {
      const repository = createVideoRepository(tx.db);
      const video = await repository.lockOwned(ownerId, id);
      if (!video) throw notFound();
      if (video.postId !== null) throw new AppError('video_published');
      return repository.setPublishing(id, description, null);
    },

    /** Its post, in the transaction that made it. */
    attachPost: (tx: Tx, id: number, postId: number) => createVideoRepository(tx.db).setPost(id, postId),

    async retry(ownerId: number, id: number, lang: Lang): Promise<Video> {
      const video = await owned(ownerId, id);
      if (video.status !== 'failed') throw new AppError('video_not_ready');
      // Before the requeue: a crash between the two leaves it failed, never queued behind a dead item.
      await deps.revive(id);
      const row = await videos.requeue(id);
      if (!row) throw new AppError('video_not_ready');
      deps.kick();
      return toVideo(row, lang);
    },

    /** DELETE /api/videos/{id}: only before it is a post (a published video goes with its post). */
    async remove(ownerId: number, id: number): Promise<void> {
      const video = await owned(ownerId, id);
      if (video.postId !== null) throw new AppError('video_published');
      // A sent self-tape or application video stays while the agency may watch it; it goes with its application.
      if (video.purpose !== 'post') throw notFound();
      await discard(video);
    },

    /** PUT /api/videos/{id}/captions: a checked WebVTT file replaces the video's captions. */
    async setCaptions(ownerId: number, id: number, uploadId: string, lang: Lang): Promise<Video> {
      const video = await owned(ownerId, id);
      const upload = await media.findUpload(ownerId, uploadId);
      if (!upload || upload.kind !== 'captions') throw notFound();
      if (upload.status !== 'pending') throw mediaError('upload_in_use');
      const refuse = async (code: 'captions_size' | 'captions_invalid' | 'size') => {
        await storage.delete(upload.key);
        await media.deleteRow(upload.id);
        throw mediaError(code, code === 'size' ? { tooSmall: true } : {});
      };
      const head = await storage.head(upload.key);
      if (!head) throw mediaError('upload_missing');
      if (head.size > CAPTIONS_MAX_BYTES) return refuse('captions_size');
      const bytes = await storage.read(upload.key);
      if (!bytes || bytes.length < 8) return refuse('size');
      if (!isWebVtt(bytes)) return refuse('captions_invalid');
      const name = processedName('captions', random());
      await storage.put(keys.media(name), bytes, 'text/vtt');
      const row = await transactions.run(async (tx) => {
        const objects = createMediaRepository(tx.db);
        const fields = { key: keys.media(name), name, displayName: '', mime: 'text/vtt', size: bytes.length };
        if (!(await objects.markReady(upload.id, { ...fields, width: null, height: null }, true))) {
          throw mediaError('upload_in_use');
        }
        return createVideoRepository(tx.db).setCaptions(video.id, name);
      });
      await storage.delete(upload.key);
      if (video.captionsName) await dropCaptionsObject(video.captionsName);
      return toVideo(row ?? video, lang);
    },

    async removeCaptions(ownerId: number, id: number, lang: Lang): Promise<Video> {
      const video = await owned(ownerId, id);
      const row = await videos.setCaptions(id, null);
      if (video.captionsName) await dropCaptionsObject(video.captionsName);
      return toVideo(row ?? video, lang);
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;

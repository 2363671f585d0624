import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@vitrina/contract/constants';
import { CAPTIONS_MAX_BYTES, VIDEO_MAX_BYTES } from '@vitrina/contract/video-rules';
import { checkUploadName, fileExtension, type MediaKind, type UploadUrlResponse } from '@vitrina/contract/media';
import type { MediaErrorCode } from '@vitrina/contract/media-errors';
import type { MediaObjectRow } from '../../db/schema/media-objects.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { encodedPhotoSize, type ImageProcessor } from './image-processor.ts';
import type { ImageWork } from './image-work.ts';
import { mediaError } from './media-errors.ts';
import type { MediaRepository, ReadyFields } from './media.repository.ts';
import {
  acceptsType,
  checkImageDimensions,
  detectType,
  DOCUMENT_MIME,
  IMAGE_TYPES,
  isAcceptableImageMime,
  keys,
  processedName,
} from './media-rules.ts';
import type { MediaStorage } from './storage/media-storage.ts';

/** How long an upload URL stays valid: long enough for 10 MiB on a slow link. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** A video's URL lives longer: 500 MiB at 5 Mbit/s takes about 14 minutes. */
export const VIDEO_UPLOAD_URL_TTL_SECONDS = 60 * 60;

/** The most bytes an upload of a kind may have. */
export function maxBytesOf(kind: MediaKind | string): number {
  if (kind === 'video') return VIDEO_MAX_BYTES;
  if (kind === 'captions') return CAPTIONS_MAX_BYTES;
  return UPLOAD_MAX_BYTES;
}
/** Uploads a user may have outstanding (URL issued, file not yet checked) within an hour. */
export const MAX_OUTSTANDING_UPLOADS = 40;

export interface UploadsDeps {
  storage: MediaStorage;
  repository: MediaRepository;
  images: ImageProcessor;
  /** The queue pixel work waits in (bounded per person and in total). */
  imageWork: ImageWork;
  uploadUrlTtl?: number | undefined;
}

const random = () => randomBytes(12).toString('hex');

/** A photo whose checks passed: its bytes, and the name and size its processing will store it under. */
interface CheckedPhoto {
  bytes: Buffer;
  name: string;
  width: number;
  height: number;
}

export interface AcceptedUpload {
  row: MediaObjectRow;
  photo?: CheckedPhoto;
}

/** The life of an upload: its URL, then its checks and processing into its served form. */
export function createUploads({ storage, repository, images, imageWork, uploadUrlTtl }: UploadsDeps) {
  const ttl = uploadUrlTtl ?? UPLOAD_URL_TTL_SECONDS;
  /** Completions in progress in this process: a second call for the same upload waits for the first. */
  const processing = new Map<number, Promise<MediaObjectRow>>();

  /** Forgets uploads whose URL expired long ago without a completion, objects included. */
  async function sweepStaleUploads(ownerId: number): Promise<void> {
    const stale = await repository.listStale(ownerId, new Date(Date.now() - 10 * 60_000));
    for (const row of stale) {
      await storage.delete(row.key);
      await repository.deleteRow(row.id);
    }
  }

  async function issueUpload(ownerId: number, kind: MediaKind, displayName: string): Promise<UploadUrlResponse> {
    await sweepStaleUploads(ownerId);
    const outstanding = await repository.countPendingSince(ownerId, new Date(Date.now() - 3_600_000));
    if (outstanding >= MAX_OUTSTANDING_UPLOADS) throw new AppError('too_many_requests');
    const uploadId = randomBytes(16).toString('hex');
    const key = keys.incoming(ownerId, uploadId);
    const seconds = kind === 'video' ? Math.max(ttl, VIDEO_UPLOAD_URL_TTL_SECONDS) : ttl;
    const expiresAt = new Date(Date.now() + seconds * 1000);
    await repository.insertUpload({ ownerId, kind, uploadId, key, displayName, expiresAt });
    const url = await storage.presignPut(key, seconds);
    const maxBytes = maxBytesOf(kind);
    return { url, filename: uploadId, method: 'PUT', expiresAt: expiresAt.toISOString(), maxBytes };
  }

  function checkImageRequest(filename: string, type: string, kind: MediaKind): void {
    const nameProblem = checkUploadName(filename, kind);
    if (nameProblem) throw mediaError(nameProblem);
    const pictures = kind !== 'document' && kind !== 'video' && kind !== 'captions';
    if (pictures && !isAcceptableImageMime(type)) throw mediaError('file_type', { field: 'type' });
  }

  /** A document's bytes must be the type its name says; they are kept as they are. */
  async function processDocument(row: MediaObjectRow, bytes: Buffer): Promise<ReadyFields> {
    const type = detectType(bytes);
    const ext = fileExtension(row.displayName);
    if (!type || !acceptsType('document', type) || ext !== type) throw mediaError('file_type');
    const name = processedName('document', random(), { shownName: row.displayName, ext });
    const key = keys.media(name);
    await storage.put(key, bytes, DOCUMENT_MIME[ext]!);
    return {
      key,
      name,
      displayName: row.displayName,
      mime: DOCUMENT_MIME[ext]!,
      size: bytes.length,
      width: null,
      height: null,
    };
  }

  /** A picture's checks, without its pixel work: the header says what it is and how large it will be stored. */
  async function checkPhoto(row: MediaObjectRow, kind: MediaKind): Promise<CheckedPhoto> {
    const bytes = await readChecked(row);
    const type = detectType(bytes);
    if (!type || !acceptsType(kind, type)) throw mediaError('file_type');
    const header = await images.readImageHeader(bytes).catch(() => {
      throw mediaError('image_invalid');
    });
    if (!(IMAGE_TYPES as readonly string[]).includes(header.format === 'jpg' ? 'jpeg' : header.format)) {
      throw mediaError('file_type');
    }
    const dimensions = checkImageDimensions(header.width, header.height);
    if (dimensions) throw mediaError(dimensions);
    // Named after the upload's secret id, so that any process that encodes it stores the same file.
    const name = processedName(kind, createHash('sha256').update(row.uploadId).digest('hex').slice(0, 24));
    return { bytes, name, ...encodedPhotoSize(header.width!, header.height!, header.orientation) };
  }

  /** A checked picture re-encoded and stored (run in the image queue: this is the pixel work). */
  async function encodeChecked(photo: CheckedPhoto): Promise<ReadyFields> {
    const encoded = await images.encodePhoto(photo.bytes).catch(() => {
      throw mediaError('image_invalid');
    });
    const key = keys.media(photo.name);
    await storage.put(key, encoded.data, 'image/jpeg');
    return {
      key,
      name: photo.name,
      displayName: '',
      mime: 'image/jpeg',
      size: encoded.data.length,
      width: encoded.width,
      height: encoded.height,
    };
  }

  async function readChecked(row: MediaObjectRow): Promise<Buffer> {
    const bytes = await storage.read(row.key);
    if (!bytes) throw mediaError('upload_missing');
    if (bytes.length < UPLOAD_MIN_BYTES) throw mediaError('size', { tooSmall: true });
    if (bytes.length > UPLOAD_MAX_BYTES) throw mediaError('size');
    return bytes;
  }

  /** A refused file is deleted, its row too unless its completion answered; a stop (503) keeps the upload. */
  async function forgetRefused(row: MediaObjectRow, error: unknown, newKey: string | null, answered = false) {
    if (!(error instanceof AppError) || error.status >= 500 || error.code === 'upload_missing') return;
    await storage.delete(row.key);
    if (newKey) await storage.delete(newKey);
    await (answered ? repository.markRefused(row.id, error.code) : repository.deleteRow(row.id));
  }

  /** Checks an uploaded object (unless `checked` says its checks passed) and turns it into its served form. */
  async function checkAndProcess(row: MediaObjectRow, claim: boolean, checked?: CheckedPhoto): Promise<MediaObjectRow> {
    const head = await storage.head(row.key);
    if (!head) throw mediaError('upload_missing');
    let newKey: string | null = null;
    try {
      if (head.size < UPLOAD_MIN_BYTES) throw mediaError('size', { tooSmall: true });
      if (head.size > UPLOAD_MAX_BYTES) throw mediaError('size');
      const kind = row.kind as MediaKind;
      const fields =
        kind === 'document'
          ? await processDocument(row, await readChecked(row))
          : await imageWork.run(row.ownerId, async () => encodeChecked(checked ?? (await checkPhoto(row, kind))));
      newKey = fields.key;
      const ready = await repository.markReady(row.id, fields, claim);
      if (!ready) {
        // Another process completed this upload first: keep its result, and drop ours unless it is the same file.
        const winner = await repository.findUpload(row.ownerId, row.uploadId);
        if (winner?.key !== newKey) await storage.delete(newKey);
        if (!winner || winner.status !== 'ready') throw mediaError('upload_missing');
        return winner;
      }
      await storage.delete(row.key);
      return ready;
    } catch (error) {
      await forgetRefused(row, error, newKey, checked !== undefined);
      throw error;
    }
  }

  function processOnce(row: MediaObjectRow, claim: boolean, checked?: CheckedPhoto): Promise<MediaObjectRow> {
    let running = processing.get(row.id);
    if (!running) {
      running = checkAndProcess(row, claim, checked).finally(() => processing.delete(row.id));
      processing.set(row.id, running);
    }
    return running;
  }

  async function findMine(ownerId: number, uploadId: string, kinds: MediaKind[]): Promise<MediaObjectRow> {
    const row = await repository.findUpload(ownerId, uploadId);
    if (!row || !kinds.includes(row.kind as MediaKind)) throw notFound();
    if (row.status === 'refused') throw mediaError(row.refusal as MediaErrorCode);
    return row;
  }

  const processed = (row: MediaObjectRow, claim: boolean) =>
    row.status === 'ready' ? Promise.resolve(row) : processOnce(row, claim);

  /** The checked, processed form of one of my uploads (processing it now if it is still pending). */
  async function prepareUpload(ownerId: number, uploadId: string, kinds: MediaKind[], claim = false) {
    return processed(await findMine(ownerId, uploadId, kinds), claim);
  }

  /** A post upload's completion: a photo answers once checked, its pixel work following (decision 0003). */
  async function acceptUpload(ownerId: number, uploadId: string, kinds: MediaKind[]): Promise<AcceptedUpload> {
    const row = await findMine(ownerId, uploadId, kinds);
    if (row.status === 'ready' || row.kind !== 'photo' || processing.has(row.id)) {
      return { row: await processed(row, false) };
    }
    let photo: CheckedPhoto;
    try {
      photo = await checkPhoto(row, 'photo');
    } catch (error) {
      await forgetRefused(row, error, null);
      throw error;
    }
    // Nobody waits for it: a refusal is kept on the upload's row, for the post that names it.
    processOnce(row, false, photo).catch(() => undefined);
    return { row, photo };
  }

  async function settled(): Promise<void> {
    while (processing.size > 0) await Promise.allSettled([...processing.values()]);
  }

  return { issueUpload, checkImageRequest, prepareUpload, acceptUpload, settled };
}

import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PAGE_SIZE, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@vitrina/contract/constants';
import {
  checkUploadName,
  fileExtension,
  type ImageTokenResponse,
  type ImageType,
  type MediaFile,
  type MediaKind,
  type MyPhotosResponse,
  type UploadUrlResponse,
  RESIZE_SIZES,
} from '@vitrina/contract/media';
import type { MediaObjectRow } from '../../db/schema/media-objects.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import type { IssueToken, SessionRef } from '../../sessions/token-issuer.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ImageProcessor } from './image-processor.ts';
import type { ImageWork } from './image-work.ts';
import type { MediaCatalog } from './media-catalog.ts';
import { mediaError } from './media-errors.ts';
import { toMediaFile, toMyPhoto } from './media.mapper.ts';
import { createMediaRepository, type MediaRepository, type ReadyFields } from './media.repository.ts';
import {
  acceptsType,
  checkImageDimensions,
  detectType,
  DOCUMENT_MIME,
  IMAGE_TYPES,
  isAcceptableImageMime,
  keys,
  postUploadKind,
  processedName,
  shownDocumentName,
} from './media-rules.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { UploadTooLargeError, type LocalStorage } from './storage/local-storage.ts';

/** How long an upload URL stays valid: long enough for 10 MiB on a slow link. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Uploads a user may have outstanding (URL issued, file not yet checked) within an hour. */
export const MAX_OUTSTANDING_UPLOADS = 40;

export interface MediaServiceDeps {
  storage: MediaStorage;
  repository: MediaRepository;
  catalog: MediaCatalog;
  transactions: Transactions;
  /** The accounts module's write of the profile and cover image columns, and whether an image is in use. */
  users: Pick<AccountsService, 'setImage' | 'isCurrentImage'>;
  issueToken: IssueToken;
  images: ImageProcessor;
  /** The queue pixel work waits in (bounded per person and in total). */
  imageWork: ImageWork;
  uploadUrlTtl?: number;
}

/** A post upload checked and processed, ready to be claimed by a post inside the post's transaction. */
/** A stored object of a person, as the deletion of their account needs it. */
export interface StoredObject {
  key: string;
  name: string | null;
  kind: string;
}

export interface PreparedAttachment {
  id: number;
  file: MediaFile;
}

const random = () => randomBytes(12).toString('hex');

export function createMediaService(deps: MediaServiceDeps) {
  const { storage, repository, catalog, transactions, images, imageWork } = deps;
  const ttl = deps.uploadUrlTtl ?? UPLOAD_URL_TTL_SECONDS;
  /** Completions in progress in this process: a second call for the same upload waits for the first. */
  const processing = new Map<number, Promise<MediaObjectRow>>();

  /** Forgets uploads whose URL expired long ago without a completion, objects included. */
  async function sweepStaleUploads(ownerId: number): Promise<void> {
    const stale = await repository.listStalePending(ownerId, new Date(Date.now() - 10 * 60_000));
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
    const expiresAt = new Date(Date.now() + ttl * 1000);
    await repository.insertUpload({ ownerId, kind, uploadId, key, displayName, expiresAt });
    const url = await storage.presignPut(key, ttl);
    return { url, filename: uploadId, method: 'PUT', expiresAt: expiresAt.toISOString(), maxBytes: UPLOAD_MAX_BYTES };
  }

  function checkImageRequest(filename: string, type: string, kind: MediaKind): void {
    const nameProblem = checkUploadName(filename, kind);
    if (nameProblem) throw mediaError(nameProblem);
    if (kind !== 'document' && !isAcceptableImageMime(type)) throw mediaError('file_type', { field: 'type' });
  }

  /** A document's checks and storage: its bytes must be the type its name says; they are kept as they are. */
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

  /** A picture's checks and re-encoding (run in the image queue: this is the pixel work). */
  async function processPhoto(row: MediaObjectRow, kind: MediaKind): Promise<ReadyFields> {
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
    const photo = await images.encodePhoto(bytes).catch(() => {
      throw mediaError('image_invalid');
    });
    const name = processedName(kind, random());
    const key = keys.media(name);
    await storage.put(key, photo.data, 'image/jpeg');
    return {
      key,
      name,
      displayName: '',
      mime: 'image/jpeg',
      size: photo.data.length,
      width: photo.width,
      height: photo.height,
    };
  }

  /** The uploaded bytes, within the size limits. */
  async function readChecked(row: MediaObjectRow): Promise<Buffer> {
    const bytes = await storage.read(row.key);
    if (!bytes) throw mediaError('upload_missing');
    if (bytes.length < UPLOAD_MIN_BYTES) throw mediaError('size', { tooSmall: true });
    if (bytes.length > UPLOAD_MAX_BYTES) throw mediaError('size');
    return bytes;
  }

  /**
   * Runs every check on an uploaded object and turns it into its served form; a failing file is deleted.
   * Pictures wait their turn in the image queue (their bytes are read only then); a refusal because the
   * server is stopping (503) keeps the upload, to be completed again.
   */
  async function checkAndProcess(row: MediaObjectRow, claim: boolean): Promise<MediaObjectRow> {
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
          : await imageWork.run(row.ownerId, () => processPhoto(row, kind));
      newKey = fields.key;
      const ready = await repository.markReady(row.id, fields, claim);
      if (!ready) {
        // Another process completed this upload first: keep its result, drop ours.
        await storage.delete(newKey);
        const winner = await repository.findUpload(row.ownerId, row.uploadId);
        if (!winner || winner.status !== 'ready') throw mediaError('upload_missing');
        return winner;
      }
      await storage.delete(row.key);
      return ready;
    } catch (error) {
      if (error instanceof AppError && error.status < 500 && error.code !== 'upload_missing') {
        // A file that fails a check is deleted, with its row: nothing can use it later.
        await storage.delete(row.key);
        if (newKey) await storage.delete(newKey);
        await repository.deleteRow(row.id);
      }
      throw error;
    }
  }

  /** The checked, processed form of one of my uploads (processing it now if it is still pending). */
  async function prepareUpload(ownerId: number, uploadId: string, kinds: MediaKind[], claim = false) {
    const row = await repository.findUpload(ownerId, uploadId);
    if (!row || !kinds.includes(row.kind as MediaKind)) throw notFound();
    if (row.status === 'ready') return row;
    let running = processing.get(row.id);
    if (!running) {
      running = checkAndProcess(row, claim).finally(() => processing.delete(row.id));
      processing.set(row.id, running);
    }
    return running;
  }

  /** After the image is set, and the transaction committed, a token carrying it. */
  /** A stored object leaves storage for good: the file, and every crop of a picture (documents have none). */
  async function deleteStored(object: StoredObject): Promise<void> {
    await storage.delete(object.key);
    if (!object.name) return;
    catalog.forget(object.name);
    if (object.kind !== 'document')
      await Promise.all(RESIZE_SIZES.map((size) => storage.delete(keys.variant(size, object.name!))));
  }

  /** The session's refreshed token (it carries the new image) and the image's name. */
  async function answerWithImage({ id, sid }: SessionRef, name: string): Promise<ImageTokenResponse> {
    return { token: await deps.issueToken(id, { session: sid }), image: name };
  }

  return {
    /** POST /api/users/aws-url */
    async requestUserImageUpload(ownerId: number, body: { filename: string; type: string; image_type: ImageType }) {
      checkImageRequest(body.filename, body.type, body.image_type);
      return issueUpload(ownerId, body.image_type, '');
    },

    /** POST /api/posts/aws-url: a photo or a document for a post, recorded as a pending upload of this user. */
    async requestPostUpload(ownerId: number, body: { filename: string; type: string; ext?: string | undefined }) {
      const kind = postUploadKind(body.type, body.filename);
      checkImageRequest(body.filename, body.type, kind);
      if (body.ext && body.ext.replace(/^\./, '').toLowerCase() !== fileExtension(body.filename)) {
        throw mediaError('file_type', { field: 'ext' });
      }
      const displayName = kind === 'document' ? shownDocumentName(body.filename) : '';
      return issueUpload(ownerId, kind, displayName);
    },

    /** PUT /uploads/<key> of the local driver: the signature was checked by the route. */
    async receiveLocalUpload(local: LocalStorage, key: string, body: Readable): Promise<void> {
      const row = await repository.findPendingByKey(key);
      if (!row) throw notFound();
      try {
        await local.writeIncoming(key, body, UPLOAD_MAX_BYTES);
      } catch (error) {
        if (error instanceof UploadTooLargeError) throw mediaError('size');
        throw error;
      }
    },

    /** PUT /api/users/profile-image-url and /cover-image-url: check, process and set my new image. */
    async saveUserImage(session: SessionRef, type: ImageType, uploadId: string): Promise<ImageTokenResponse> {
      const ownerId = session.id;
      // Checks and pixel work first, outside any transaction; then the two writes together.
      const row = await prepareUpload(ownerId, uploadId, [type], true);
      await transactions.run(async (tx) => {
        await createMediaRepository(tx.db).touchClaimed(row.id);
        await deps.users.setImage(tx, ownerId, type, row.name!);
      });
      return answerWithImage(session, row.name!);
    },

    /** PUT /api/users/modalChangeImage: one of my own processed photos becomes my profile or cover image. */
    async changeUserImage(session: SessionRef, type: ImageType, name: string): Promise<ImageTokenResponse> {
      const ownerId = session.id;
      const photo = await repository.findPickablePhoto(name);
      if (!photo) {
        const other = await repository.findReadyByName(name);
        if (other && other.ownerId !== ownerId && other.kind !== 'document') throw forbidden();
        throw notFound();
      }
      if (photo.ownerId !== ownerId) throw forbidden();
      await transactions.run((tx) => deps.users.setImage(tx, ownerId, type, name));
      return answerWithImage(session, name);
    },

    /** GET /api/users/me/photos */
    async listMyPhotos(ownerId: number, page: number): Promise<MyPhotosResponse> {
      const { rows, count } = await repository.listPickablePhotos(ownerId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
      return { rows: rows.map(toMyPhoto), count };
    },

    /** POST /api/media/complete: checks and processes a post upload, so the composer can show the outcome. */
    async completePostUpload(ownerId: number, uploadId: string): Promise<MediaFile> {
      return toMediaFile(await prepareUpload(ownerId, uploadId, ['photo', 'document']));
    },

    /**
     * For the posts module, step 1, before its transaction: checks and processes one of my post uploads
     * (by upload id or processed name). Unknown, someone else's or a profile/cover upload → 404; a file
     * that fails a check → its code (so a bad file is never attached). Pixel work happens here, never
     * inside a transaction: on PGlite an open transaction stalls every other query.
     */
    async prepareAttachment(ownerId: number, ref: string): Promise<PreparedAttachment> {
      let row: MediaObjectRow | null;
      if (/^[a-f0-9]{32}$/.test(ref)) {
        row = await prepareUpload(ownerId, ref, ['photo', 'document']);
      } else {
        row = await repository.findReadyByName(ref);
        if (!row || row.ownerId !== ownerId || (row.kind !== 'photo' && row.kind !== 'document')) throw notFound();
      }
      return { id: row.id, file: toMediaFile(row) };
    },

    /** Step 2, inside the post's transaction: marks the upload as used; 409 `upload_in_use` if a post already has it. */
    async claimAttachment(tx: Tx, prepared: PreparedAttachment): Promise<MediaFile> {
      if (!(await createMediaRepository(tx.db).markClaimed(prepared.id))) throw mediaError('upload_in_use');
      return prepared.file;
    },

    /**
     * For the posts module, after a post's deletion committed: its photos and documents leave storage for
     * good (original and every crop), unless the author has made a photo their profile or cover image since.
     */
    async discardAttachments(ids: readonly number[]): Promise<void> {
      for (const id of ids) {
        const row = await repository.findById(id);
        if (!row) continue;
        if (row.name && (await deps.users.isCurrentImage(row.ownerId, row.name))) continue;
        await repository.deleteRow(row.id);
        if (row.name) await deleteStored(row);
      }
    },

    /**
     * For a deleted account (issue 15): the stored objects it owns, read inside the deletion's transaction
     * (their rows go with the account); `removeStored` deletes the files after the commit.
     */
    async listStoredOf(tx: Tx, ownerId: number): Promise<StoredObject[]> {
      const rows = await createMediaRepository(tx.db).listOwned(ownerId);
      return rows.map((row) => ({ key: row.key, name: row.name, kind: row.kind }));
    },

    /** A person's processed files, as a data export holds them: the original bytes under their name. */
    async readFilesOf(ownerId: number): Promise<Array<{ name: string; kind: string; bytes: Buffer }>> {
      const rows = await repository.listOwned(ownerId);
      const files: Array<{ name: string; kind: string; bytes: Buffer }> = [];
      for (const row of rows) {
        if (row.status !== 'ready' || !row.name) continue;
        const bytes = await storage.read(row.key);
        if (bytes) files.push({ name: row.name, kind: row.kind, bytes });
      }
      return files;
    },

    /** Stores, reads and deletes a data export's archive (issue 15) under its own folder. */
    exportArchives: {
      put: (token: string, bytes: Buffer) => storage.put(keys.dataExport(token), bytes, 'application/zip'),
      stream: (token: string) => storage.stream(keys.dataExport(token)),
      delete: (token: string) => storage.delete(keys.dataExport(token)),
    },

    /** Deletes stored files for good: each original, and every crop of a photo or picture. */
    async removeStored(objects: readonly StoredObject[]): Promise<number> {
      for (const object of objects) await deleteStored(object);
      return objects.length;
    },

    /** Names served by /media and /resize are looked up through the catalog; this keeps it in step. */
    forgetName: (name: string) => catalog.forget(name),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

import type { Readable } from 'node:stream';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import {
  fileExtension,
  type ImageTokenResponse,
  type ImageType,
  type MediaFile,
  type MyPhotosResponse,
  RESIZE_SIZES,
} from '@vitrina/contract/media';
import type { MediaObjectRow } from '../../db/schema/media-objects.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import type { IssueToken, SessionRef } from '../../sessions/token-issuer.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { MediaCatalog } from './media-catalog.ts';
import { mediaError } from './media-errors.ts';
import { toCheckedPhoto, toMediaFile, toMyPhoto } from './media.mapper.ts';
import { createMediaRepository } from './media.repository.ts';
import { keys, postUploadKind, shownDocumentName } from './media-rules.ts';
import { createUploads, maxBytesOf, type UploadsDeps } from './media-uploads.ts';
import { UploadTooLargeError, type LocalStorage } from './storage/local-storage.ts';

export interface MediaServiceDeps extends UploadsDeps {
  catalog: MediaCatalog;
  transactions: Transactions;
  /** The accounts module's write of the profile and cover image columns, and whether an image is in use. */
  users: Pick<AccountsService, 'setImage' | 'isCurrentImage'>;
  issueToken: IssueToken;
}

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

export function createMediaService(deps: MediaServiceDeps) {
  const { storage, repository, catalog, transactions } = deps;
  const { issueUpload, checkImageRequest, prepareUpload, acceptUpload, settled } = createUploads(deps);

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
      try {
        checkImageRequest(body.filename, body.type, kind);
      } catch (error) {
        // A video's own words: which files a video may be.
        if (kind === 'video' && error instanceof AppError && error.code === 'file_type') throw mediaError('video_type');
        throw error;
      }
      if (body.ext && body.ext.replace(/^\./, '').toLowerCase() !== fileExtension(body.filename)) {
        throw mediaError('file_type', { field: 'ext' });
      }
      const displayName = kind === 'document' ? shownDocumentName(body.filename) : '';
      return issueUpload(ownerId, kind, displayName);
    },

    /** PUT /uploads/<key> of the local driver: the signature was checked by the route. */
    async receiveLocalUpload(local: LocalStorage, key: string, body: Readable): Promise<void> {
      const row = await repository.findPendingByKey(key);
      if (!row || row.claimedAt) throw notFound();
      try {
        await local.writeIncoming(key, body, maxBytesOf(row.kind));
      } catch (error) {
        if (error instanceof UploadTooLargeError) throw mediaError(row.kind === 'video' ? 'video_size' : 'size');
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

    /** POST /api/media/complete: checks a post upload, so the composer can show the outcome (decision 0003). */
    async completePostUpload(ownerId: number, uploadId: string): Promise<MediaFile> {
      const { row, photo } = await acceptUpload(ownerId, uploadId, ['photo', 'document']);
      return photo ? toCheckedPhoto(photo) : toMediaFile(row);
    },

    processingSettled: settled,

    // Pixel work happens here, before the post's transaction: on PGlite an open transaction stalls every query.
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

    /** After a post's deletion: its files leave storage, unless one is now a profile or cover image. */
    async discardAttachments(ids: readonly number[]): Promise<void> {
      for (const id of ids) {
        const row = await repository.findById(id);
        if (!row) continue;
        if (row.name && (await deps.users.isCurrentImage(row.ownerId, row.name))) continue;
        await repository.deleteRow(row.id);
        if (row.name) await deleteStored(row);
      }
    },

    /** A deleted account's objects, read in the deletion's transaction; `removeStored` deletes them after. */
    async listStoredOf(tx: Tx, ownerId: number): Promise<StoredObject[]> {
      const rows = await createMediaRepository(tx.db).listOwned(ownerId);
      return rows.map((row) => ({ key: row.key, name: row.name, kind: row.kind }));
    },

    /** A person's processed files, as a data export holds them: the original bytes under their name. */
    async readFilesOf(ownerId: number): Promise<Array<{ name: string; kind: string; bytes: Buffer }>> {
      const rows = await repository.listOwned(ownerId);
      const files: Array<{ name: string; kind: string; bytes: Buffer }> = [];
      for (const row of rows) {
        // Video renditions and their posters are left out: the archive is built in memory (decision 0003).
        if (row.status !== 'ready' || !row.name || row.kind === 'video' || row.kind === 'poster') continue;
        const bytes = await storage.read(row.key);
        if (bytes) files.push({ name: row.name, kind: row.kind, bytes });
      }
      return files;
    },

    /** Stores, reads and deletes a data export's archive under its own folder. */
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

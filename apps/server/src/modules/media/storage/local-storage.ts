import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeKey } from '../media-rules.ts';
import { localUploadUrl, type UploadSigner } from '../upload-signature.ts';
import { UnsafeKeyError, type MediaStorage } from './media-storage.ts';

export class UploadTooLargeError extends Error {
  constructor() {
    super('upload exceeds the size limit');
    this.name = 'UploadTooLargeError';
  }
}

export interface LocalStorage extends MediaStorage {
  readonly driver: 'local';
  /** Streams a request body into an incoming object, stopping at maxBytes (the partial file is removed). */
  writeIncoming(key: string, body: Readable, maxBytes: number): Promise<number>;
}

/** Media under `DATA_DIR/media`; upload URLs point back at this server, signed with HMAC. */
export function createLocalStorage(root: string, signer: UploadSigner): LocalStorage {
  const base = path.resolve(root);

  /** A file path for a key: the key must have one of the allowed shapes and resolve inside the root. */
  function filePath(key: string): string {
    if (!isSafeKey(key)) throw new UnsafeKeyError(key);
    const resolved = path.resolve(base, key);
    if (!resolved.startsWith(base + path.sep)) throw new UnsafeKeyError(key);
    return resolved;
  }

  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    driver: 'local',
    async presignPut(key, expiresIn) {
      filePath(key);
      return localUploadUrl(signer, key, Math.floor(Date.now() / 1000) + expiresIn);
    },
    async head(key) {
      try {
        const info = await stat(filePath(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(filePath(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      const file = filePath(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file, range ? { start: range.start, end: range.end } : {}), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readStart(key, length) {
      let handle;
      try {
        handle = await open(filePath(key), 'r');
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      } finally {
        await handle?.close();
      }
    },
    async putFile(key, source) {
      const file = filePath(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await copyFile(source, temporary);
      await rename(temporary, file);
    },
    async sourceOf(key) {
      return filePath(key);
    },
    async playbackUrl() {
      return null;
    },
    async put(key, bytes) {
      const file = filePath(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, and concurrent writers of one key do not mix.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async delete(key) {
      await rm(filePath(key), { force: true });
    },
    async writeIncoming(key, body, maxBytes) {
      const file = filePath(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      let written = 0;
      const limiter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (written > maxBytes) callback(new UploadTooLargeError());
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(body, limiter, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, file);
        return written;
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

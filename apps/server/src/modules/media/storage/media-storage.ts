import type { Readable } from 'node:stream';

/** Where media bytes live (local disk or S3); every driver refuses a key outside our folders. */
export interface MediaStorage {
  readonly driver: 'local' | 's3';
  /** A URL the browser PUTs the bytes to, valid for `expiresIn` seconds. */
  presignPut(key: string, expiresIn: number): Promise<string>;
  /** Size of a stored object, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** The whole object (callers check its size first), or null. */
  read(key: string): Promise<Buffer | null>;
  /** A stream of the object for serving it, or null. */
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`refused storage key ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'UnsafeKeyError';
  }
}

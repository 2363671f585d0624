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
  /** A stream of the object (or of bytes `start`–`end`, inclusive) for serving it, or null; `size` is the whole. */
  stream(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  /** The first `length` bytes of an object (fewer when it is shorter), or null. */
  readStart(key: string, length: number): Promise<Buffer | null>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk without holding it in memory (transcoded videos). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Where ffmpeg reads an object from: a path on this machine, or a short-lived presigned URL. */
  sourceOf(key: string): Promise<string>;
  /** A short-lived URL browsers play a video from (S3, presigned), or null when this server serves it. */
  playbackUrl(key: string, expiresIn: number): Promise<string | null>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`refused storage key ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'UnsafeKeyError';
  }
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../../config.ts';
import { isSafeKey } from '../media-rules.ts';
import { UnsafeKeyError, type MediaStorage } from './media-storage.ts';

type S3Config = NonNullable<Config['s3']>;

/** Any S3-compatible store: browsers PUT to presigned URLs; the bucket stays private, the server checks and serves. */
export function createS3Storage(config: S3Config): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer default
    // (aws-chunked trailers), and presigned URLs must not demand a checksum the browser cannot send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;

  function checked(key: string): string {
    if (!isSafeKey(key)) throw new UnsafeKeyError(key);
    return key;
  }

  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

  return {
    driver: 's3',
    client,
    async presignPut(key, expiresIn) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: checked(key) }), { expiresIn });
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range }));
        if (!answer.Body) return null;
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        return { body: answer.Body as Readable, size: total ? Number(total) : (answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readStart(key, length) {
      try {
        const Range = `bytes=0-${length - 1}`;
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: createReadStream(file),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    async sourceOf(key) {
      // ffmpeg reads with HTTP ranges; an hour covers the longest transcode of a ten-minute video.
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key) }), { expiresIn: 3600 });
    },
    async playbackUrl(key, expiresIn) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key) }), { expiresIn });
    },
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

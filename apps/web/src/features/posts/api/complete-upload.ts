import type { MediaFile } from '@vitrina/contract/media';
import { mediaEndpoints } from '@vitrina/contract/endpoints/media';
import { call } from '@/lib/api-client.ts';

/**
 * POST /api/media/complete { filename } → the processed file: the server checks and processes the upload
 * now, so the composer's row shows success or the reason it failed before the post is sent.
 */
export function completeUpload(filename: string): Promise<MediaFile> {
  return call(mediaEndpoints.complete, { body: { filename } });
}

import type { PostUploadUrlRequest, UploadUrlResponse } from '@vitrina/contract/media';
import { mediaEndpoints } from '@vitrina/contract/endpoints/media';
import { call } from '@/lib/api-client.ts';

/** POST /api/posts/aws-url { filename, type, ext } → where to PUT a photo or a document of a post. */
export function requestPostUpload(body: PostUploadUrlRequest): Promise<UploadUrlResponse> {
  return call(mediaEndpoints.postUploadUrl, { body });
}

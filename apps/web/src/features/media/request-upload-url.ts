import type { UploadUrlResponse, UserUploadUrlRequest } from '@vitrina/contract/media';
import { mediaEndpoints } from '@vitrina/contract/endpoints/media';
import { call } from '@/lib/api-client.ts';

/** POST /api/users/aws-url: where to PUT a new profile or cover image. */
export function requestUserImageUpload(body: UserUploadUrlRequest): Promise<UploadUrlResponse> {
  return call(mediaEndpoints.userUploadUrl, { body });
}

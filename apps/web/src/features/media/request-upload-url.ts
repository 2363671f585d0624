import type { UploadUrlResponse, UserUploadUrlRequest } from '@vitrina/contract/media';
import { api } from '@/lib/api-client.ts';

/** POST /api/users/aws-url: where to PUT a new profile or cover image. */
export function requestUserImageUpload(body: UserUploadUrlRequest): Promise<UploadUrlResponse> {
  return api<UploadUrlResponse>('/users/aws-url', { method: 'POST', body });
}

import type { PostUploadUrlRequest, UploadUrlResponse } from '@vitrina/contract/media';
import { api } from '@/lib/api-client.ts';

/** POST /api/posts/aws-url { filename, type, ext } → where to PUT a photo or a document of a post. */
export function requestPostUpload(body: PostUploadUrlRequest): Promise<UploadUrlResponse> {
  return api<UploadUrlResponse>('/posts/aws-url', { method: 'POST', body });
}

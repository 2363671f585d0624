import type { ChangeImageRequest, ImageTokenResponse, ImageType } from '@vitrina/contract/media';
import { api } from '@/lib/api-client.ts';

/** PUT /api/users/profile-image-url or /cover-image-url: the server checks the upload and answers a new token. */
export function saveUserImage(type: ImageType, filename: string): Promise<ImageTokenResponse> {
  return api<ImageTokenResponse>(`/users/${type}-image-url`, { method: 'PUT', body: { filename } });
}

/** PUT /api/users/modalChangeImage: one of my processed photos becomes my profile or cover image. */
export function changeUserImage(body: ChangeImageRequest): Promise<ImageTokenResponse> {
  return api<ImageTokenResponse>('/users/modalChangeImage', { method: 'PUT', body });
}

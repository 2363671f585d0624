import type { ChangeImageRequest, ImageTokenResponse, ImageType } from '@vitrina/contract/media';
import { mediaEndpoints } from '@vitrina/contract/endpoints/media';
import { call } from '@/lib/api-client.ts';

/** PUT /api/users/profile-image-url or /cover-image-url: the server checks the upload and answers a new token. */
export function saveUserImage(type: ImageType, filename: string): Promise<ImageTokenResponse> {
  const endpoint = type === 'profile' ? mediaEndpoints.saveProfileImage : mediaEndpoints.saveCoverImage;
  return call(endpoint, { body: { filename } });
}

/** PUT /api/users/modalChangeImage: one of my processed photos becomes my profile or cover image. */
export function changeUserImage(body: ChangeImageRequest): Promise<ImageTokenResponse> {
  return call(mediaEndpoints.changeImage, { body });
}

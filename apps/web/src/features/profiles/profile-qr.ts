import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import type { qrFormats } from '@vitrina/contract/graph';
import { apiBlob, endpointPath } from '@/lib/api-client.ts';

export type QrFormat = (typeof qrFormats)[number];

/** GET /api/users/{profile_url}/qr/{png|svg} with the session: the QR code of a talent's profile address. */
export function fetchProfileQr(profileUrl: string, format: QrFormat, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(endpointPath(profilesEndpoints.profileQr.path, { profile_url: profileUrl, format }), { signal });
}

import type { MediaFile } from '@vitrina/contract/media';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/media/complete: the server checks and processes an uploaded post photo or document and
 * answers its processed form (for the composer's rows: success, or the error in the user's language).
 */
export function completePostUpload(filename: string): Promise<MediaFile> {
  return api<MediaFile>('/media/complete', { method: 'POST', body: { filename } });
}

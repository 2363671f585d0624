import { compCardEndpoints } from '@vitrina/contract/endpoints/comp-card';
import { apiBlob } from '@/lib/api-client.ts';

/** GET /api/users/me/comp-card with the session: my comp card, a one-page PDF in my language (talents). */
export function fetchCompCard(signal?: AbortSignal): Promise<Blob> {
  return apiBlob(compCardEndpoints.ownCard.path, { signal });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExportState } from '@vitrina/contract/data-export';
import { leavingEndpoints } from '@vitrina/contract/endpoints/leaving';
import { call } from '@/lib/api-client.ts';
import { leavingKeys } from './leaving-keys.ts';

/**
 * POST /api/users/export (no body) → 202 { export }: the archive is prepared in the background and its link
 * e-mailed. 429 `export_too_soon` within 24 hours of the previous request (a failed one does not count).
 */
export function requestDataExport(): Promise<DataExportState> {
  return call(leavingEndpoints.requestExport);
}

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    // The answer is the new state (pending), which starts the polling; a refusal means the state shown is
    // old (another tab, another device), so it is read again.
    onSuccess: (state) => client.setQueryData(leavingKeys.dataExport(), state),
    onError: () => client.invalidateQueries({ queryKey: leavingKeys.dataExport() }),
  });
}

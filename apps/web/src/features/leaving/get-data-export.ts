import { useQuery } from '@tanstack/react-query';
import type { DataExportState } from '@vitrina/contract/data-export';
import { leavingEndpoints } from '@vitrina/contract/endpoints/leaving';
import { call } from '@/lib/api-client.ts';
import { leavingKeys } from './leaving-keys.ts';

/** While an archive is being prepared (usually seconds), its state is asked for again this often. */
export const DATA_EXPORT_POLL_MS = 3_000;

/** GET /api/users/export → { export }: where my latest request for a copy of my data stands (null: never asked). */
export function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  return call(leavingEndpoints.exportState, { signal });
}

export function useDataExport() {
  return useQuery({
    queryKey: leavingKeys.dataExport(),
    queryFn: ({ signal }) => getDataExport(signal),
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? DATA_EXPORT_POLL_MS : false),
  });
}

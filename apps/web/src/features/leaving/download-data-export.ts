import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leavingEndpoints } from '@vitrina/contract/endpoints/leaving';
import { apiBlob } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { leavingKeys } from './leaving-keys.ts';

/** The name the archive is saved under (the server's attachment name). */
export const DATA_EXPORT_FILE_NAME = 'vitrina-datos.zip';

/**
 * GET /api/users/export/archive with the session → my newest copy (a zip), saved as a file. Only its owner,
 * logged in, gets it: 404 `not_found` once it expired or for anyone else.
 */
export async function downloadDataExport(): Promise<void> {
  const archive = await apiBlob(leavingEndpoints.exportArchive.path);
  saveBlob(archive, DATA_EXPORT_FILE_NAME);
}

export function useDownloadDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: downloadDataExport,
    // A refusal means the state shown is old (the copy expired meanwhile), so it is read again.
    onError: () => client.invalidateQueries({ queryKey: leavingKeys.dataExport() }),
  });
}

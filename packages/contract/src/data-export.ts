import { z } from 'zod';

/** Download my data: a zip of everything a person gave or made, one request a day. */

/** `downloadUrl` is set only while the archive is ready and valid (fetched with the session). */
export const dataExportSchema = z.object({
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  /** Size of the archive in bytes, once ready. */
  size: z.number().int().nullable(),
  /** When the next request may be made. */
  nextRequestAt: z.string(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

// GET /api/users/export (auth) → { export: DataExport | null } (null: never asked).
export const dataExportStateSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const DATA_EXPORT_DOWNLOAD_PATH = '/api/users/export/archive';

import { z } from 'zod';

/**
 * Download my data (issue 15 §2; ARCO access): an archive (zip) of everything a person gave or made —
 * account and profile fields, categories, posts with their photos and documents, comments, likes given,
 * follows both ways, messages sent and received, notifications, reports filed — as JSON plus the original
 * files. Prepared in the background; downloaded logged in (an e-mail says it is ready) until it expires; one
 * request a day.
 */

/**
 * Where my latest request stands. `downloadUrl` (DATA_EXPORT_DOWNLOAD_PATH, fetched with the session) only while
 * it is ready and valid.
 */
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

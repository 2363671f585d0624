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

// POST /api/users/export (auth), no body → 202 { export }: the archive is being prepared; an e-mail with the
// link follows. 429 `export_too_soon` within 24 hours of the previous request.
//
// GET /api/users/export/archive (auth) → the zip of my newest copy while it is valid (application/zip,
// attachment); 404 `not_found` when I have none (another person's copy is never reachable: there is no key in
// the address). The e-mail links to the settings page, where the person downloads it logged in.
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/users/export/archive';

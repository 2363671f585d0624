import { z } from 'zod';

/**
 * Download my data (issue 15 §2; ARCO access): an archive (zip) of everything a person gave or made —
 * account and profile fields, categories, posts with their photos and documents, comments, likes given,
 * follows both ways, messages sent and received, notifications, reports filed — as JSON plus the original
 * files. Prepared in the background; offered by a link (and an e-mail) that expires; one request a day.
 */

/** Where my latest request stands. `downloadUrl` (a path of this site) only while it is ready and valid. */
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
// GET /api/users/export/{token} (no session: the link is the key, as in the e-mail) → the zip
// (application/zip, attachment). 404 `not_found` for an unknown or expired link.
export const dataExportTokenParamsSchema = z.object({ token: z.string().regex(/^[a-f0-9]{48}$/) });

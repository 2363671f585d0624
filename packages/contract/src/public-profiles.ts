import { z } from 'zod';

// POST /api/users/public-profile (auth, talents) { public } → { public }: the page at /p/{profile_url}
// for anyone with the link (decision 0021); off until the talent turns it on.
export const publicProfileRequestSchema = z.strictObject({ public: z.boolean() });
export const publicProfileResponseSchema = z.object({ public: z.boolean() });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** The public page's path (served by the server as HTML, outside the single-page app). */
export const publicProfilePath = (profileUrl: string) => `/p/${encodeURIComponent(profileUrl)}`;

/** Posts and photos the public page shows: enough to judge the work, not an archive. */
export const PUBLIC_PAGE_POSTS = 6;
export const PUBLIC_PAGE_PHOTOS = 9;

import { z } from 'zod';
import { idSchema } from './posts.ts';
import { AGENCIES_SHOWN, insightPeriods, TOP_POSTS, viewKinds, viewSources } from './insight-limits.ts';
import { textInput } from './schema-helpers.ts';

// Insights (decision 0024): who looked at my work.

export {
  AGENCIES_SHOWN,
  insightPeriods,
  RAW_VIEW_HOURS,
  TOP_POSTS,
  viewAudiences,
  viewKinds,
  viewSources,
  type InsightPeriod,
  type ViewAudience,
  type ViewKind,
  type ViewSource,
} from './insight-limits.ts';

export const viewKindSchema = z.enum(viewKinds);
export const viewSourceSchema = z.enum(viewSources);

// POST /api/insights/views (auth) → 204: counted later in a batch, so it never delays the page.
export const recordViewRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('profile'), profile_url: textInput().min(1).max(200), source: viewSourceSchema }),
  z.strictObject({ kind: z.literal('post'), postId: idSchema, source: viewSourceSchema }),
  z.strictObject({ kind: z.literal('photo'), postId: idSchema, source: viewSourceSchema }),
]);
export type RecordViewRequest = z.input<typeof recordViewRequestSchema>;

// GET /api/insights?days=7|30|90 (auth) → the owner's own figures.
export const insightsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (insightPeriods as readonly number[]).includes(days))
    .default(30),
});

const audienceCountsSchema = z.object({
  agency: z.number().int(),
  talent: z.number().int(),
  visitor: z.number().int(),
});
export type AudienceCounts = z.infer<typeof audienceCountsSchema>;

/** One day of the period (every day is listed, zeros included, oldest first). */
export const insightDaySchema = z.object({
  day: z.string(),
  profileViews: audienceCountsSchema,
  postViews: z.number().int(),
  photoViews: z.number().int(),
  followersGained: z.number().int(),
  followersLost: z.number().int(),
});
export type InsightDay = z.infer<typeof insightDaySchema>;

export const topPostSchema = z.object({
  id: idSchema,
  text: z.string(),
  /** Its first photo (a media name for /resize), or null. */
  image: z.string().nullable(),
  views: z.number().int(),
  photoViews: z.number().int(),
});
export type TopPost = z.infer<typeof topPostSchema>;

/** An agency that looked at my profile openly (one browsing privately is only counted, by country). */
export const lookingAgencySchema = z.object({
  name: z.string(),
  profile_url: z.string(),
  image: z.string(),
  country: z.string(),
  views: z.number().int(),
  lastDay: z.string(),
});
export type LookingAgency = z.infer<typeof lookingAgencySchema>;

/** "n agencies in <country>" browsing privately over the period: no row, name or day of any one of them. */
export const privateAgenciesSchema = z.object({ country: z.string(), agencies: z.number().int() });
export type PrivateAgencies = z.infer<typeof privateAgenciesSchema>;

export const insightsSchema = z.object({
  days: z.number().int(),
  /** The period's first and last day (YYYY-MM-DD, UTC; the last is today). */
  from: z.string(),
  to: z.string(),
  daily: z.array(insightDaySchema),
  totals: z.object({
    profileViews: audienceCountsSchema,
    previousProfileViews: z.number().int(),
    postViews: z.number().int(),
    photoViews: z.number().int(),
    followersGained: z.number().int(),
    followersLost: z.number().int(),
  }),
  sources: z.array(z.object({ source: viewSourceSchema, views: z.number().int() })),
  topPosts: z.array(topPostSchema).max(TOP_POSTS),
  agencies: z.array(lookingAgencySchema).max(AGENCIES_SHOWN),
  privateAgencies: z.array(privateAgenciesSchema),
});
export type Insights = z.infer<typeof insightsSchema>;

// POST /api/users/insights-settings (auth) → both settings as they now are.
export const insightSettingsRequestSchema = z.strictObject({
  browse_privately: z.boolean().optional(),
  weekly_digest: z.boolean().optional(),
});
export const insightSettingsResponseSchema = z.object({ browse_privately: z.boolean(), weekly_digest: z.boolean() });
export type InsightSettings = z.infer<typeof insightSettingsResponseSchema>;

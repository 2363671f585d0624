/**
 * Insights' constants (issue 29), zod-free: the web's dashboard and view beacons use them without loading the
 * schemas (insights.ts re-exports them).
 */

/** What was looked at: a profile, a post's page, or a photo in the viewer. */
export const viewKinds = ['profile', 'post', 'photo'] as const;
export type ViewKind = (typeof viewKinds)[number];

/** Where a view came from, as the web says with each one (a visitor of a public page counts as `link`). */
export const viewSources = ['feed', 'explore', 'search', 'link', 'direct'] as const;
export type ViewSource = (typeof viewSources)[number];

/** Who looked: agencies, talents, and logged-out visitors of a public page (with a shared link). */
export const viewAudiences = ['agency', 'talent', 'visitor'] as const;
export type ViewAudience = (typeof viewAudiences)[number];

/** The dashboard's periods, in days. */
export const insightPeriods = [7, 30, 90] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

/** Raw views (who looked, for counting once a day) are deleted after this many hours. */
export const RAW_VIEW_HOURS = 48;
/** The dashboard's lists: the best posts and the latest agencies. */
export const TOP_POSTS = 5;
export const AGENCIES_SHOWN = 20;

/**
 * Insights' constants, zod-free: the web's dashboard and view beacons use them without loading the
 * schemas (insights.ts re-exports them).
 */
export const viewKinds = ['profile', 'post', 'photo'] as const;
export type ViewKind = (typeof viewKinds)[number];

export const viewSources = ['feed', 'explore', 'search', 'link', 'direct'] as const;
export type ViewSource = (typeof viewSources)[number];

export const viewAudiences = ['agency', 'talent', 'visitor'] as const;
export type ViewAudience = (typeof viewAudiences)[number];

export const insightPeriods = [7, 30, 90] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

/** Raw views (who looked, for counting once a day) are deleted after this many hours. */
export const RAW_VIEW_HOURS = 48;
export const TOP_POSTS = 5;
export const AGENCIES_SHOWN = 20;

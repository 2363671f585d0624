/** Saved searches' bounds, zod-free: the web's forms use them without loading the schemas. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME_LENGTH = 80;
/** How often a saved search's alert goes: a period of `SAVED_SEARCH_ALERT_INTERVAL`, or seven of them. */
export const savedSearchFrequencies = ['daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
/** The new talents an alert e-mail names (the notification counts them all). */
export const SAVED_SEARCH_TALENTS_IN_MAIL = 5;
/** What a saved search finds: talents (an agency's scouting search) or opportunities (a talent's board search). */
export const savedSearchKinds = ['talents', 'board'] as const;
export type SavedSearchKind = (typeof savedSearchKinds)[number];
/** The new opportunities a board search's alert e-mail names. */
export const BOARD_SEARCH_OPPORTUNITIES_IN_MAIL = 5;

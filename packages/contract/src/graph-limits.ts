/** Limits of the social graph. Zod-free. */
export const MAX_REPORT_LENGTH = 1000;
/** The search box of the followers and following lists. */
export const MAX_PEOPLE_QUERY_LENGTH = 60;

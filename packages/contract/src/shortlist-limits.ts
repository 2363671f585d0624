/** Shortlists' bounds, zod-free: the web's forms use them without loading the schemas. */
export const MAX_SHORTLISTS = 50;
export const MAX_SHORTLIST_ENTRIES = 500;
export const MAX_SHORTLIST_NAME_LENGTH = 80;
export const MAX_SHORTLIST_NOTE_LENGTH = 2000;
export const MAX_SHORTLIST_TAGS = 10;
export const MAX_SHORTLIST_TAG_LENGTH = 30;
/** Talents compared side by side at most. */
export const MAX_COMPARED = 4;

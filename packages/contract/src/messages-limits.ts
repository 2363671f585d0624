/** Limits of messaging (the spec fixes only the 70-character preview, in constants.ts). Zod-free. */
export const MAX_MESSAGE_LENGTH = 2000;
/** Messages per page of a thread (GET messages/{profile_url}?before=ID). */
export const MESSAGES_PAGE_SIZE = 30;
/** Conversations per page of the contact list (GET users/contacts?before=ID). */
export const CONTACTS_PAGE_SIZE = 30;
/** Entries of the header's messages dropdown (GET notifications/messages). */
export const MESSAGE_ENTRIES_LIMIT = 10;
/** Ids one POST notifications/update_read may name. */
export const MAX_READ_IDS = 100;
/**
 * New conversations an agency may open in 24 hours: the fake agency writes to many at once. Refused
 * attempts do not count; verified agencies will get VERIFIED_FIRST_CONTACTS_PER_DAY once verification exists.
 */
export const FIRST_CONTACTS_PER_DAY = 20;
export const VERIFIED_FIRST_CONTACTS_PER_DAY = 100;

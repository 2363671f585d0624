/** Limits of the moderation tool (issue 28). Zod-free. */
export const MAX_MODERATION_NOTE_LENGTH = 2000;

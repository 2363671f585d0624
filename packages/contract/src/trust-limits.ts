/** Limits of suspensions and agency verification. Zod-free. */
export const MAX_SUSPENSION_DAYS = 365;
/** A suspension's public reason and internal note, in characters (Unicode code points). */
export const MAX_SUSPENSION_TEXT_LENGTH = 2000;
export const MAX_LEGAL_NAME_LENGTH = 200;
export const MAX_WEBSITE_LENGTH = 300;
/** A registration or tax number: letters, digits and the usual separators, 4–40 characters. */
export const REGISTRATION_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,38}[A-Za-z0-9]$/;
/** The age under which an account is a minor's. */
export const ADULT_AGE = 18;

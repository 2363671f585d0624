/** Opportunities' words and bounds, zod-free: the web's forms and the server's rules read them. */

export const opportunityKinds = ['casting', 'job', 'collaboration', 'contest', 'training'] as const;
export type OpportunityKind = (typeof opportunityKinds)[number];

/** `closed` by the agency or at the deadline; `cancelled` by the agency; `removed` by a moderator. */
export const opportunityStates = ['draft', 'open', 'closed', 'cancelled', 'removed'] as const;
export type OpportunityState = (typeof opportunityStates)[number];

/** Why an open opportunity ended, as its applicants are told. */
export const closeReasons = ['closed', 'deadline', 'cancelled', 'removed'] as const;
export type CloseReason = (typeof closeReasons)[number];

export const payKinds = ['paid', 'expenses', 'unpaid'] as const;
export type PayKind = (typeof payKinds)[number];
export const currencies = ['EUR', 'USD', 'MXN', 'ARS', 'COP', 'CLP', 'PEN', 'BRL', 'GBP'] as const;
export type Currency = (typeof currencies)[number];
/** Who sees the pay: everyone, or only people with a session (agencies and talents). */
export const payAudiences = ['everyone', 'members'] as const;
export type PayAudience = (typeof payAudiences)[number];

/** What an application to a role must carry (at least one per role). */
export const roleNeeds = ['photos', 'video', 'document', 'note'] as const;
export type RoleNeed = (typeof roleNeeds)[number];

/** An agency's filing of an applicant, per role. */
export const filings = ['unfiled', 'yes', 'no', 'audition', 'cast'] as const;
export type Filing = (typeof filings)[number];

/**
 * What the talent sees of an application: `viewed` once the agency opened it (and for No until the close),
 * `in_consideration` for Yes and Audition, `not_selected` once the opportunity ended without casting her.
 */
export const applicationStatuses = [
  'draft',
  'sent',
  'viewed',
  'in_consideration',
  'self_tape_requested',
  'cast',
  'not_selected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationItemKinds = ['photo', 'video', 'document'] as const;
export type ApplicationItemKind = (typeof applicationItemKinds)[number];

/** Board orders: newest first, or the closest deadline first. */
export const boardOrders = ['newest', 'deadline'] as const;
export type BoardOrder = (typeof boardOrders)[number];

export const MAX_OPPORTUNITY_TITLE_LENGTH = 120;
export const MAX_OPPORTUNITY_DESCRIPTION_LENGTH = 5_000;
export const MAX_OPPORTUNITY_CITY_LENGTH = 60;
/** The deadline: any time after now and at most this many days ahead. */
export const MAX_DEADLINE_DAYS = 90;
export const MAX_ROLES = 20;
export const MAX_ROLE_NAME_LENGTH = 80;
export const MAX_ROLE_DESCRIPTION_LENGTH = 1_000;
export const MAX_ROLE_REQUIREMENTS = 20;
export const MAX_ROLE_PEOPLE = 500;
export const MAX_ROLE_QUESTIONS = 5;
export const MAX_QUESTION_LENGTH = 200;
export const MAX_ANSWER_LENGTH = 500;
export const MAX_COVER_NOTE_LENGTH = 500;
export const MAX_PAY_AMOUNT = 10_000_000;
/** Items an application may carry (photos, videos and documents together). */
export const MAX_APPLICATION_ITEMS = 12;
/** An agency not verified keeps at most this many open opportunities. */
export const UNVERIFIED_OPEN_LIMIT = 2;
/** "Closing soon" on the board: a deadline within this many days. */
export const CLOSING_SOON_DAYS = 7;
export const BOARD_PAGE_SIZE = 20;
export const PIPELINE_PAGE_SIZE = 50;
/** "Mis postulaciones": applications a page. */
export const MY_APPLICATIONS_PAGE_SIZE = 20;
/** Applicants moved at once by one bulk filing. */
export const MAX_BULK_FILING = 200;
export const MAX_SELF_TAPE_INSTRUCTIONS_LENGTH = 1_000;
/** A self-tape's deadline: after now and at most this many days ahead. */
export const MAX_SELF_TAPE_DAYS = 30;
/** How often a talent is told of new roles that fit her sheet (the settings' choice; daily unless she chose). */
export const fitsAlertFrequencies = ['off', 'daily', 'weekly'] as const;
export type FitsAlertFrequency = (typeof fitsAlertFrequencies)[number];
/** The new roles a fits alert's e-mail names (the notification counts them all). */
export const FITS_ROLES_IN_MAIL = 5;

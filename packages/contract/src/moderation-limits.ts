/** Limits of the moderation tool and of reports. Zod-free: the web reads them too. */
export const MAX_MODERATION_NOTE_LENGTH = 2000;
/** A report's description, counted in characters (Unicode code points). */
export const MAX_REPORT_DESCRIPTION_LENGTH = 2000;
/** Posts or messages of the person a report may carry as evidence. */
export const MAX_REPORT_ATTACHMENTS = 5;

/** Report categories, most severe first: the queue's order. */
export const reportCategories = [
  'minor_safety',
  'scam',
  // An opportunity asking talents for money: fees, paid photo sessions, "casting packages".
  'asks_for_money',
  'harassment',
  'impersonation',
  'inappropriate',
  'spam',
  'other',
] as const;
export type ReportCategory = (typeof reportCategories)[number];

/** What a report names: a profile (the person), a post, a comment, a message or an opportunity. */
export const reportTargetKinds = ['profile', 'post', 'comment', 'message', 'opportunity'] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

/** How a case ended; the reporters are told which (never who acted). */
export const caseOutcomes = ['dismissed', 'removed', 'warned', 'suspended'] as const;
export type CaseOutcome = (typeof caseOutcomes)[number];

import { z } from 'zod';
import { authorSchema } from './posts.ts';
import { caseOutcomes, MAX_MODERATION_NOTE_LENGTH, reportCategories } from './moderation-limits.ts';
import { contentCopySchema, reportTargetSchema } from './reports.ts';
import { charactersAtMost, textInput } from './schema-helpers.ts';

/** Moderation roles: granted from the command line; admins also grant moderator. */
export const moderationRoleSchema = z.enum(['moderator', 'admin']);
export type ModerationRole = z.infer<typeof moderationRoleSchema>;

export const caseStatusSchema = z.enum(['open', 'closed']);

/** A case: the reports on one reported item (a profile, post, comment or message), grouped. */
export const caseSummarySchema = z.object({
  id: z.number().int(),
  target: reportTargetSchema,
  /** The person the item belongs to (null when the account is gone). */
  subject: authorSchema.nullable(),
  status: caseStatusSchema,
  /** The most severe category among its reports: the queue's first key. */
  category: z.enum(reportCategories),
  categories: z.array(z.enum(reportCategories)),
  reporters: z.number().int(),
  reportsCount: z.number().int(),
  lastReportedAt: z.string(),
  outcome: z.enum(caseOutcomes).nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListQuerySchema = z.object({
  status: caseStatusSchema.default('open'),
  category: z.enum(reportCategories).optional(),
});
export const caseListSchema = z.object({ rows: z.array(caseSummarySchema), count: z.number().int() });
export type CaseList = z.infer<typeof caseListSchema>;

export const caseParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const moderationActions = [
  'role.granted',
  'role.revoked',
  'case.dismissed',
  'content.removed',
  'user.warned',
  'notice.acknowledged',
  'account.suspended',
  'account.lifted',
  'verification.approved',
  'verification.rejected',
  'factors.removal_requested',
  'factors.removal_approved',
  'factors.removal_refused',
  'factors.removal_cancelled',
  'factors.removed',
] as const;

/** An entry of the audit log, as moderators read it (nobody can change it). */
export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(moderationActions),
  /** Null when the command line acted (or the person themselves, acknowledging a notice, is the subject). */
  actor: authorSchema.nullable(),
  subject: authorSchema.nullable(),
  note: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export const moderationLogSchema = z.object({ rows: z.array(moderationLogEntrySchema) });

/** GET /api/moderation/docs: an OpenAPI 3 document, passed through as it is built. */
export const moderationDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type ModerationDocument = z.infer<typeof moderationDocumentSchema>;

/** One report of a case: who, why, and the copies taken when they reported. */
export const caseReportSchema = z.object({
  id: z.number().int(),
  reporter: authorSchema,
  category: z.enum(reportCategories),
  description: z.string(),
  createdAt: z.string(),
  copies: z.array(contentCopySchema),
});

/** GET /api/moderation/cases/:id: the copies, the reports, this case's actions and the person's earlier cases. */
export const caseDetailSchema = caseSummarySchema.extend({
  reports: z.array(caseReportSchema),
  actions: z.array(moderationLogEntrySchema),
  history: z.array(caseSummarySchema.extend({ actions: z.array(moderationLogEntrySchema) })),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

const note = charactersAtMost(MAX_MODERATION_NOTE_LENGTH, 'moderation_note_too_long').default('');
const reason = charactersAtMost(MAX_MODERATION_NOTE_LENGTH, 'moderation_reason_too_long');

/** Every action carries an internal note (moderators only). */
export const dismissCaseRequestSchema = z.object({ note });
/** Removal and warning also carry the public reason the person reads. */
export const caseActionRequestSchema = z.object({ note, reason });
export type CaseActionRequest = z.input<typeof caseActionRequestSchema>;
export const caseActionResponseSchema = z.object({
  outcome: z.enum(caseOutcomes),
  /** Reports the action closed. */
  closed: z.number().int(),
});
export type CaseActionResponse = z.infer<typeof caseActionResponseSchema>;

/** An admin gives or takes the moderator role by e-mail; admins themselves are changed only by the command line. */
export const moderatorRequestSchema = z.object({
  email: textInput().min(1).max(254),
  moderator: z.boolean(),
});
export const moderatorResponseSchema = z.object({
  userId: z.number().int(),
  before: moderationRoleSchema.nullable(),
  after: moderationRoleSchema.nullable(),
});
export type ModeratorChange = z.infer<typeof moderatorResponseSchema>;

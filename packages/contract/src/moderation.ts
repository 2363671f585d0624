import { z } from 'zod';
import { authorSchema } from './posts.ts';
import { MAX_MODERATION_NOTE_LENGTH } from './moderation-limits.ts';
import { textInput } from './schema-helpers.ts';

/** Moderation roles (issue 28): granted from the command line; admins also grant moderator. */
export const moderationRoleSchema = z.enum(['moderator', 'admin']);
export type ModerationRole = z.infer<typeof moderationRoleSchema>;

/** One report inside a case: who reported and what they wrote. */
export const caseReportSchema = z.object({
  id: z.number().int(),
  reporter: authorSchema,
  description: z.string(),
  createdAt: z.string(),
});

/** The reports on one person, grouped (issue 28: reports group by the reported item). */
export const moderationCaseSchema = z.object({
  target: authorSchema,
  reports: z.array(caseReportSchema),
  reporters: z.number().int(),
  lastReportedAt: z.string(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const caseStatusSchema = z.enum(['open', 'closed']);
export const caseListQuerySchema = z.object({ status: caseStatusSchema.default('open') });
export const caseListSchema = z.object({ rows: z.array(moderationCaseSchema), count: z.number().int() });
export type CaseList = z.infer<typeof caseListSchema>;

export const caseParamsSchema = z.object({ targetId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Every action carries an internal note (moderators only). */
export const dismissCaseRequestSchema = z.object({
  note: textInput().max(MAX_MODERATION_NOTE_LENGTH, { error: 'moderation_note_too_long' }).default(''),
});
export const dismissCaseResponseSchema = z.object({ dismissed: z.number().int() });

/** An entry of the audit log, as moderators read it (nobody can change it). */
export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum([
    'role.granted',
    'role.revoked',
    'case.dismissed',
    'account.suspended',
    'account.lifted',
    'verification.approved',
    'verification.rejected',
  ]),
  /** Null when the command line acted. */
  actor: authorSchema.nullable(),
  subject: authorSchema.nullable(),
  note: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export const moderationLogSchema = z.object({ rows: z.array(moderationLogEntrySchema) });

/** An admin gives or takes the moderator role by e-mail (issue 28); admins themselves are changed only by the command line. */
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

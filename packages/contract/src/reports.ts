import { z } from 'zod';
import {
  MAX_REPORT_ATTACHMENTS,
  MAX_REPORT_DESCRIPTION_LENGTH,
  reportCategories,
  reportTargetKinds,
} from './moderation-limits.ts';
import { authorSchema, idSchema } from './posts.ts';
import { charactersAtMost } from './schema-helpers.ts';

/** What a report names: a person (`profile`, their user id), a post, a comment or a message. */
export const reportTargetSchema = z.strictObject({ kind: z.enum(reportTargetKinds), id: idSchema });
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** Evidence: a post or a message of the reported person, or of the reporter (a conversation with them). */
export const reportAttachmentSchema = z.strictObject({ kind: z.enum(['post', 'message']), id: idSchema });
export type ReportAttachment = z.infer<typeof reportAttachmentSchema>;

/** POST /api/reports: what is reported, why, and up to five posts or messages as evidence. */
export const createReportRequestSchema = z.strictObject({
  target: reportTargetSchema,
  category: z.enum(reportCategories),
  description: charactersAtMost(MAX_REPORT_DESCRIPTION_LENGTH, 'report_description_too_long').default(''),
  attachments: z
    .array(reportAttachmentSchema)
    .max(MAX_REPORT_ATTACHMENTS, { error: 'report_too_many_attachments' })
    .default([]),
});
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;

/** A report as its author reads it back; a repeat while it is open answers this same report. */
export const reportSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  target: reportTargetSchema,
  category: z.enum(reportCategories),
  description: z.string(),
  attachments: z.number().int(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
});
export const createReportResponseSchema = z.object({ report: reportSchema, created: z.boolean() });
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

/** A copy of what was reported, taken when it was reported: an edit or a deletion later does not change it. */
export const contentCopySchema = z.object({
  /** The reported item itself, or a post or message attached as evidence. */
  role: z.enum(['target', 'attachment']),
  kind: z.enum(reportTargetKinds),
  itemId: z.number().int(),
  author: authorSchema.nullable(),
  /** The text (a profile: its name and biography). */
  text: z.string(),
  /** Photo names under /media and /resize. */
  photos: z.array(z.string()),
  createdAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  copiedAt: z.string(),
});
export type ContentCopy = z.infer<typeof contentCopySchema>;

/** A notice from the moderators to one person: a warning, or the removal of something of theirs. */
export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['warning', 'removal']),
  /** The moderators' public reason. */
  reason: z.string(),
  /** What was removed (a removal), as it read. */
  content: z.object({ kind: z.enum(reportTargetKinds), text: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.object({ rows: z.array(noticeSchema) });
export type NoticeList = z.infer<typeof noticeListSchema>;
export const noticeParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const acknowledgeResponseSchema = z.object({ acknowledged: z.literal(true) });

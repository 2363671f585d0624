import { z } from 'zod';
import { talentCardSchema } from './discovery.ts';
import { uploadIdSchema } from './media.ts';
import {
  applicationItemKinds,
  applicationStatuses,
  closeReasons,
  filings,
  MAX_ANSWER_LENGTH,
  MAX_APPLICATION_ITEMS,
  MAX_BULK_FILING,
  MAX_COVER_NOTE_LENGTH,
  MAX_ROLE_QUESTIONS,
  MAX_SELF_TAPE_INSTRUCTIONS_LENGTH,
} from './opportunity-limits.ts';
import { opportunityCardSchema } from './opportunities.ts';
import { idSchema } from './posts.ts';
import { shortlistEntryUpdateSchema } from './shortlists.ts';
import { charactersAtMost } from './schema-helpers.ts';

/** Applications (the talent's side), the pipeline (the agency's side), self-tapes and invites. */

export const applicationParamsSchema = z.object({ applicationId: idSchema });
export const selfTapeParamsSchema = z.object({ selfTapeId: idSchema });

/**
 * One item of an application: a file of one of my posts, one of my videos, an upload made for this
 * application only (never shown in my posts, search or profile), or `itemId`, an item this application already
 * carries, kept as it is (a draft saved again: its items come back without their sources). Exactly one of them.
 */
export const applicationItemInputSchema = z
  .strictObject({
    postFileId: idSchema.optional(),
    videoId: idSchema.optional(),
    upload: uploadIdSchema.optional(),
    itemId: idSchema.optional(),
    primary: z.boolean().default(false),
  })
  .refine(
    (item) => [item.postFileId, item.videoId, item.upload, item.itemId].filter((v) => v !== undefined).length === 1,
    { error: 'application_items' },
  );
export type ApplicationItemInput = z.input<typeof applicationItemInputSchema>;

/** PUT /opportunities/{id}/roles/{roleId}/application: my draft (or my sent one until the agency files it). */
export const applicationInputSchema = z
  .strictObject({
    items: z.array(applicationItemInputSchema).max(MAX_APPLICATION_ITEMS, { error: 'application_items' }).default([]),
    coverNote: charactersAtMost(MAX_COVER_NOTE_LENGTH, 'application_note').default(''),
    answers: z
      .array(charactersAtMost(MAX_ANSWER_LENGTH, 'application_answers'))
      .max(MAX_ROLE_QUESTIONS, { error: 'application_answers' })
      .default([]),
  })
  .refine((a) => a.items.filter((item) => item.primary).length <= 1, { error: 'application_items', path: ['items'] });
export type ApplicationInput = z.input<typeof applicationInputSchema>;

export const applicationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(applicationItemKinds),
  /** Our own server's addresses (/media/…). */
  url: z.string(),
  thumbUrl: z.string().nullable(),
  name: z.string(),
  primary: z.boolean(),
  /** A video still being processed shows no url yet. */
  ready: z.boolean(),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

export const selfTapeSchema = z.object({
  id: z.number().int(),
  instructions: z.string(),
  dueAt: z.string(),
  createdAt: z.string(),
  /** Sent once the talent uploaded it; the video's state while it is processed. */
  video: z.object({ status: z.string(), url: z.string().nullable(), posterUrl: z.string().nullable() }).nullable(),
  submittedAt: z.string().nullable(),
});
export type SelfTape = z.infer<typeof selfTapeSchema>;

/** My application, as I see it: the status I may know, never the agency's notes or filing. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  opportunity: opportunityCardSchema,
  role: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(applicationStatuses),
  /** Why I was not selected: how the opportunity ended. */
  closeReason: z.enum(closeReasons).nullable(),
  items: z.array(applicationItemSchema),
  coverNote: z.string(),
  answers: z.array(z.string()),
  selfTapes: z.array(selfTapeSchema),
  /** Whether I may still change the items (sent and not filed yet, before the deadline). */
  canEdit: z.boolean(),
  canWithdraw: z.boolean(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** GET /applications: "Mis postulaciones", newest change first. */
export const myApplicationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
/** One page holds MY_APPLICATIONS_PAGE_SIZE rows. */
export const myApplicationsSchema = z.object({
  rows: z.array(myApplicationSchema.omit({ items: true, answers: true, selfTapes: true, coverNote: true })),
  count: z.number().int().nonnegative(),
});
export type MyApplicationRow = z.infer<typeof myApplicationsSchema>['rows'][number];

/** The agency's view of an applicant: no age, no birth date, no searchable-only value. */
export const applicantSchema = z.object({
  id: z.number().int(),
  talent: talentCardSchema,
  filing: z.enum(filings),
  viewed: z.boolean(),
  primary: applicationItemSchema.nullable(),
  submittedAt: z.string(),
  /** The agency's own note and tags on this talent (shared with its shortlists' notes). */
  note: z.string(),
  tags: z.array(z.string()),
  selfTapeRequested: z.boolean(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** GET /opportunities/{id}/roles/{roleId}/applicants?filing=…&<scouting filters>&page */
export const pipelineQuerySchema = z
  .object({
    filing: z.enum(filings).default('unfiled'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .catchall(z.string().max(400));
export const pipelineSchema = z.object({
  rows: z.array(applicantSchema),
  count: z.number().int().nonnegative(),
  /** Applicants per filing (the filters applied). */
  counts: z.record(z.enum(filings), z.number().int().nonnegative()),
  facets: z.array(z.object({ key: z.string(), values: z.array(z.object({ value: z.string(), count: z.number() })) })),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

/** GET /applications/{applicationId} as the agency (the first read marks it viewed). */
export const applicationForAgencySchema = applicantSchema.extend({
  role: z.object({ id: z.number().int(), name: z.string(), questions: z.array(z.string()) }),
  opportunityId: z.number().int(),
  items: z.array(applicationItemSchema),
  coverNote: z.string(),
  answers: z.array(z.string()),
  selfTapes: z.array(selfTapeSchema),
});
export type ApplicationForAgency = z.infer<typeof applicationForAgencySchema>;

/** POST …/filings: move one or many applicants of a role. */
export const filingInputSchema = z.strictObject({
  applicationIds: z.array(idSchema).min(1).max(MAX_BULK_FILING),
  filing: z.enum(filings),
});
export const filingResultSchema = z.object({ moved: z.number().int() });

/** PUT /applications/{applicationId}/note: the agency's note and tags on the talent. */
export const applicantNoteSchema = shortlistEntryUpdateSchema;

export const selfTapeRequestSchema = z.strictObject({
  instructions: charactersAtMost(MAX_SELF_TAPE_INSTRUCTIONS_LENGTH, 'self_tape_instructions').refine(
    (text) => text.trim().length > 0,
    { error: 'self_tape_instructions' },
  ),
  dueAt: z.iso.datetime({ offset: true, error: 'self_tape_due' }),
});
/** PUT /self-tapes/{selfTapeId}: the talent's upload, through the video pipeline. */
export const selfTapeUploadSchema = z.strictObject({ filename: uploadIdSchema });

/** POST …/invites: invite a talent to apply to a role she fits. */
export const inviteInputSchema = z.strictObject({ userId: idSchema });
export const inviteResultSchema = z.object({ invited: z.boolean() });

export const withdrawResultSchema = z.object({ status: z.enum(applicationStatuses) });

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Requirement } from '@vitrina/contract/opportunity-rules';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const texts = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** An agency's casting call, job, collaboration, contest or training, with its roles; talents apply to a role. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agencyId: bigint('agency_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('draft'),
    /** How an open one ended; its applicants' closing message names it. */
    closeReason: text('close_reason'),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    category: smallint('category').notNull(),
    description: text('description').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    country: text('country'),
    city: text('city').notNull().default(''),
    deadline: at('deadline').notNull(),
    workStarts: date('work_starts', { mode: 'string' }),
    workEnds: date('work_ends', { mode: 'string' }),
    payKind: text('pay_kind').notNull(),
    payMin: integer('pay_min'),
    payMax: integer('pay_max'),
    payCurrency: text('pay_currency'),
    payAudience: text('pay_audience').notNull().default('everyone'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    // The board: open ones, newest first or closest deadline first.
    index('opportunities_open_newest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.state} = 'open'`),
    index('opportunities_open_deadline_idx')
      .on(t.deadline, t.id)
      .where(sql`${t.state} = 'open'`),
    // An agency's own, newest change first (and its open ones, counted against the unverified limit).
    index('opportunities_agency_idx').on(t.agencyId, t.updatedAt.desc(), t.id.desc()),
    check('opportunities_state_check', sql`${t.state} in ('draft', 'open', 'closed', 'cancelled', 'removed')`),
    check('opportunities_kind_check', sql`${t.kind} in ('casting', 'job', 'collaboration', 'contest', 'training')`),
    check('opportunities_pay_check', sql`${t.payKind} in ('paid', 'expenses', 'unpaid')`),
    check('opportunities_place_check', sql`${t.remote} or ${t.country} is not null`),
  ],
);

/** A role of an opportunity; `requirements` as written, `role_requirements` the same for SQL's fits-me. */
export const opportunityRoles = pgTable(
  'opportunity_roles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: bigint('opportunity_id', { mode: 'number' })
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    requirements: jsonb('requirements').$type<Requirement[]>().notNull().default([]),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    languages: texts('languages'),
    people: integer('people').notNull().default(1),
    needs: texts('needs'),
    questions: texts('questions'),
  },
  (t) => [
    index('opportunity_roles_opportunity_idx').on(t.opportunityId, t.position),
    check('opportunity_roles_ages_check', sql`${t.ageMin} <= ${t.ageMax}`),
  ],
);

/** A role's requirement, one row per field: any of `values`, or `min`–`max` for a number field. */
export const roleRequirements = pgTable(
  'role_requirements',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => opportunityRoles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    values: text('values').array(),
    min: integer('min'),
    max: integer('max'),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.key] })],
);

/**
 * The roles of open opportunities whose requirements and languages a talent's sheet meets (the age range is read
 * at read time from the copied `age_min`–`age_max`). A role that asks nothing of the sheet has one row with no
 * talent, for every talent: storing it per talent would be a row per talent and open role.
 */
export const roleFitRows = pgTable(
  'role_fits',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => opportunityRoles.id, { onDelete: 'cascade' }),
    // No key to opportunities: the role's cascade removes the row, and a draft's delete scans nothing here.
    opportunityId: bigint('opportunity_id', { mode: 'number' }).notNull(),
    talentId: bigint('talent_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    languages: text('languages').array().notNull(),
  },
  (t) => [
    unique('role_fits_role_talent_key').on(t.roleId, t.talentId).nullsNotDistinct(),
    // The board and "fits me": her rows and the every-talent ones, read by the index alone.
    index('role_fits_talent_idx').on(t.talentId, t.opportunityId, t.ageMin, t.ageMax, t.roleId, t.languages),
  ],
);

/** A talent's application to a role: a draft, sent, or withdrawn; the agency files it. One per talent and role. */
export const applications = pgTable(
  'applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: bigint('opportunity_id', { mode: 'number' })
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => opportunityRoles.id, { onDelete: 'cascade' }),
    talentId: bigint('talent_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('draft'),
    filing: text('filing').notNull().default('unfiled'),
    coverNote: text('cover_note').notNull().default(''),
    answers: texts('answers'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
    viewedAt: at('viewed_at'),
    filedAt: at('filed_at'),
    withdrawnAt: at('withdrawn_at'),
    /** When the closing round told her she was not selected (once; never across a block). */
    toldAt: at('told_at'),
  },
  (t) => [
    uniqueIndex('applications_role_talent_key').on(t.roleId, t.talentId),
    // "Mis postulaciones": newest change first.
    index('applications_talent_idx').on(t.talentId, t.updatedAt.desc(), t.id.desc()),
    // A role's pipeline: one filing's sent applications, newest first.
    index('applications_pipeline_idx')
      .on(t.roleId, t.filing, t.submittedAt.desc(), t.id.desc())
      .where(sql`${t.state} = 'sent'`),
    // The closing round: sent, not cast, not yet told.
    index('applications_untold_idx')
      .on(t.opportunityId, t.id)
      .where(sql`${t.state} = 'sent' and ${t.toldAt} is null and ${t.filing} <> 'cast'`),
    check('applications_state_check', sql`${t.state} in ('draft', 'sent', 'withdrawn')`),
    check('applications_filing_check', sql`${t.filing} in ('unfiled', 'yes', 'no', 'audition', 'cast')`),
  ],
);

/**
 * What an application carries: one of the talent's post files or videos, or a media object uploaded for this
 * application only (`media_id`; never shown in her posts, search or profile).
 */
export const applicationItems = pgTable(
  'application_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    postFileId: bigint('post_file_id', { mode: 'number' }),
    videoId: bigint('video_id', { mode: 'number' }),
    mediaId: bigint('media_id', { mode: 'number' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('application_items_application_idx').on(t.applicationId, t.position),
    check('application_items_kind_check', sql`${t.kind} in ('photo', 'video', 'document')`),
    check('application_items_one_source_check', sql`num_nonnulls(${t.postFileId}, ${t.videoId}, ${t.mediaId}) = 1`),
  ],
);

/** An agency asks an applicant for a self-tape; she answers with a video only she and the agency see. */
export const selfTapes = pgTable(
  'self_tapes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    instructions: text('instructions').notNull(),
    dueAt: at('due_at').notNull(),
    videoId: bigint('video_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
    remindedAt: at('reminded_at'),
  },
  (t) => [
    index('self_tapes_application_idx').on(t.applicationId, t.createdAt),
    // The reminder round: due within a day, not sent nor reminded.
    index('self_tapes_remind_idx')
      .on(t.dueAt)
      .where(sql`${t.submittedAt} is null and ${t.remindedAt} is null`),
  ],
);

/** An agency invited a talent to apply to a role (once per role). */
export const opportunityInvites = pgTable(
  'opportunity_invites',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => opportunityRoles.id, { onDelete: 'cascade' }),
    talentId: bigint('talent_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.talentId] }), index('opportunity_invites_talent_idx').on(t.talentId)],
);

/** An agency's private note and tags on a talent, shown beside her in every pipeline of that agency. */
export const agencyNotes = pgTable(
  'agency_notes',
  {
    agencyId: bigint('agency_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    talentId: bigint('talent_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    tags: texts('tags'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.talentId] }), index('agency_notes_talent_idx').on(t.talentId)],
);

export type OpportunityRow = typeof opportunities.$inferSelect;
export type OpportunityRoleRow = typeof opportunityRoles.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationItemRow = typeof applicationItems.$inferSelect;
export type SelfTapeRow = typeof selfTapes.$inferSelect;

/** One row, moved by triggers with any change to what the board lists: checks its kept answers (decision 0051). */
export const opportunityEpoch = pgTable(
  'opportunity_epoch',
  {
    id: smallint('id').primaryKey(),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('opportunity_epoch_one_row_check', sql`${t.id} = 1`)],
);

import { z } from 'zod';
import { isCountryCode } from './account-rules.ts';
import { ADULT_AGE } from './constants.ts';
import {
  boardOrders,
  closeReasons,
  currencies,
  fitsAlertFrequencies,
  MAX_OPPORTUNITY_CITY_LENGTH,
  MAX_OPPORTUNITY_DESCRIPTION_LENGTH,
  MAX_OPPORTUNITY_TITLE_LENGTH,
  MAX_PAY_AMOUNT,
  MAX_QUESTION_LENGTH,
  MAX_ROLE_DESCRIPTION_LENGTH,
  MAX_ROLE_NAME_LENGTH,
  MAX_ROLE_PEOPLE,
  MAX_ROLE_QUESTIONS,
  MAX_ROLE_REQUIREMENTS,
  MAX_ROLES,
  opportunityKinds,
  opportunityStates,
  payAudiences,
  roleNeeds,
} from './opportunity-limits.ts';
import { isValidRequirement, MAX_ROLE_AGE, ROLE_AGE_MIN } from './opportunity-rules.ts';
import { authorSchema, idSchema } from './posts.ts';
import { facetSchema } from './scouting.ts';
import { charactersAtMost, csv, textInput } from './schema-helpers.ts';

export * from './opportunity-limits.ts';
export * from './opportunity-rules.ts';

/** Opportunities' wire shapes: the agency's form, the board, an opportunity's page. */

export const opportunityParamsSchema = z.object({ id: idSchema });
export const roleParamsSchema = z.object({ id: idSchema, roleId: idSchema });

export const requirementSchema = z
  .strictObject({
    key: z.string().max(40),
    values: z.array(z.string().max(80)).max(20).optional(),
    min: z.number().int().nullable().optional(),
    max: z.number().int().nullable().optional(),
  })
  .refine(isValidRequirement, { error: 'role_requirement' });
export type RequirementInput = z.infer<typeof requirementSchema>;

const paySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('paid'),
    min: z.number().int().min(0).max(MAX_PAY_AMOUNT),
    max: z.number().int().min(0).max(MAX_PAY_AMOUNT),
    currency: z.enum(currencies, { error: 'opportunity_pay' }),
  }),
  z.strictObject({ kind: z.literal('expenses') }),
  z.strictObject({ kind: z.literal('unpaid') }),
]);
export type Pay = z.infer<typeof paySchema>;

const age = z.number().int().min(ROLE_AGE_MIN, { error: 'role_ages' }).max(MAX_ROLE_AGE, { error: 'role_ages' });

/** A role as the agency writes it; `id` keeps an existing role (and its applicants) on an edit. */
export const roleInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    name: textInput().trim().min(1, { error: 'role_name' }).max(MAX_ROLE_NAME_LENGTH, { error: 'role_name' }),
    description: charactersAtMost(MAX_ROLE_DESCRIPTION_LENGTH, 'opportunity_description').default(''),
    requirements: z.array(requirementSchema).max(MAX_ROLE_REQUIREMENTS).default([]),
    ageMin: age.default(ADULT_AGE),
    ageMax: age.default(MAX_ROLE_AGE),
    /** Values of the table's `languages` field; any of them. */
    languages: z.array(z.string().max(10)).max(8).default([]),
    people: z.number().int().min(1).max(MAX_ROLE_PEOPLE).default(1),
    needs: z.array(z.enum(roleNeeds)).min(1, { error: 'role_needs' }),
    questions: z
      .array(
        textInput().trim().min(1, { error: 'role_questions' }).max(MAX_QUESTION_LENGTH, { error: 'role_questions' }),
      )
      .max(MAX_ROLE_QUESTIONS, { error: 'role_questions' })
      .default([]),
  })
  .refine((role) => role.ageMin <= role.ageMax, { error: 'role_ages', path: ['ageMax'] });
export type RoleInput = z.input<typeof roleInputSchema>;

/** POST /opportunities (a draft) and PUT /opportunities/{id}: the whole form; the deadline is checked against now. */
export const opportunityInputSchema = z
  .strictObject({
    title: textInput()
      .trim()
      .min(1, { error: 'opportunity_title' })
      .max(MAX_OPPORTUNITY_TITLE_LENGTH, { error: 'opportunity_title' }),
    kind: z.enum(opportunityKinds),
    category: z.number().int().min(1).max(8),
    description: charactersAtMost(MAX_OPPORTUNITY_DESCRIPTION_LENGTH, 'opportunity_description').default(''),
    remote: z.boolean().default(false),
    /** ISO code; with `remote` it may be left out (open to any country). */
    country: z.string().refine(isCountryCode, { error: 'opportunity_place' }).nullable().default(null),
    city: textInput().trim().max(MAX_OPPORTUNITY_CITY_LENGTH, { error: 'opportunity_place' }).default(''),
    deadline: z.iso.datetime({ offset: true, error: 'opportunity_deadline' }),
    workStarts: z.iso.date({ error: 'opportunity_dates' }).nullable().default(null),
    workEnds: z.iso.date({ error: 'opportunity_dates' }).nullable().default(null),
    pay: paySchema,
    payAudience: z.enum(payAudiences).default('everyone'),
    roles: z
      .array(roleInputSchema)
      .min(1, { error: 'opportunity_roles' })
      .max(MAX_ROLES, { error: 'opportunity_roles' }),
  })
  .refine((o) => o.remote || (o.country !== null && o.city.length > 0), { error: 'opportunity_place', path: ['city'] })
  .refine((o) => !o.workStarts || !o.workEnds || o.workStarts <= o.workEnds, {
    error: 'opportunity_dates',
    path: ['workEnds'],
  })
  .refine((o) => o.pay.kind !== 'paid' || o.pay.min <= o.pay.max, { error: 'opportunity_pay', path: ['pay'] });
export type OpportunityInput = z.input<typeof opportunityInputSchema>;

/** A role as everyone reads it; `fitsMe` and `myApplication` only for a talent with a session. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  requirements: z.array(
    z.object({
      key: z.string(),
      values: z.array(z.string()).optional(),
      min: z.number().int().nullable().optional(),
      max: z.number().int().nullable().optional(),
    }),
  ),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  languages: z.array(z.string()),
  people: z.number().int(),
  needs: z.array(z.enum(roleNeeds)),
  questions: z.array(z.string()),
  fitsMe: z.boolean().optional(),
  myApplication: z.object({ id: z.number().int(), status: z.string() }).nullable().optional(),
  /** The owner only: applicants who sent an application (withdrawn ones left out). */
  applicantsCount: z.number().int().optional(),
});
export type Role = z.infer<typeof roleSchema>;

/** What the board's card and an opportunity's page share. `pay` is null when it is for members and I am not one. */
export const opportunityCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(opportunityKinds),
  category: z.number().int(),
  remote: z.boolean(),
  country: z.string().nullable(),
  city: z.string(),
  deadline: z.string(),
  pay: paySchema.nullable(),
  state: z.enum(opportunityStates),
  publishedAt: z.string().nullable(),
  agency: authorSchema,
  rolesCount: z.number().int(),
  /** A talent with a session: one of its roles fits her sheet. */
  fitsMe: z.boolean().optional(),
});
export type OpportunityCard = z.infer<typeof opportunityCardSchema>;

export const opportunitySchema = opportunityCardSchema.extend({
  description: z.string(),
  workStarts: z.string().nullable(),
  workEnds: z.string().nullable(),
  payAudience: z.enum(payAudiences),
  closeReason: z.enum(closeReasons).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  roles: z.array(roleSchema),
  isOwner: z.boolean(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** GET /opportunities: the board; every filter is in the address. Only open opportunities are listed. */
export const boardQuerySchema = z.object({
  q: textInput().trim().max(100).optional(),
  kind: csv(400).pipe(z.array(z.enum(opportunityKinds))),
  category: csv(400)
    .transform((ids) => ids.map(Number))
    .refine((ids) => ids.every((n) => Number.isInteger(n) && n >= 1 && n <= 8), { error: 'validation' }),
  country: csv(400)
    .transform((codes) => codes.map((code) => code.toUpperCase()))
    .refine((codes) => codes.length <= 20 && codes.every(isCountryCode), { error: 'country_invalid' }),
  city: textInput().trim().max(MAX_OPPORTUNITY_CITY_LENGTH).optional(),
  remote: z.enum(['1']).optional(),
  pay: csv(400).pipe(z.array(z.enum(['paid', 'expenses', 'unpaid']))),
  /** `1`: the deadline is within CLOSING_SOON_DAYS. */
  soon: z.enum(['1']).optional(),
  /** `1`: only what fits my sheet (a talent with a session; anyone else gets 403). */
  fits: z.enum(['1']).optional(),
  /** An agency's profile address: its open opportunities (its profile's tab). */
  agency: z.string().max(100).optional(),
  order: z.enum(boardOrders).default('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

/** Facets: `kind`, `category`, `country`, `city`, `remote`, `pay`, `soon` and, for a talent, `fits`. */
export const boardSchema = z.object({
  rows: z.array(opportunityCardSchema),
  count: z.number().int().nonnegative(),
  facets: z.array(facetSchema),
});
export type Board = z.infer<typeof boardSchema>;

/** GET /opportunities/mine: the agency's own, every state, newest change first. */
export const myOpportunitiesQuerySchema = z.object({
  state: z.enum(opportunityStates).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const myOpportunitiesSchema = z.object({
  rows: z.array(opportunityCardSchema.extend({ applicantsCount: z.number().int(), unfiledCount: z.number().int() })),
  count: z.number().int().nonnegative(),
});

/** GET /opportunities/fits-me: open roles that fit my sheet, newest first (the feed's sidebar). */
export const fitsMeSchema = z.array(
  z.object({ opportunity: opportunityCardSchema, role: z.object({ id: z.number().int(), name: z.string() }) }),
);
export type FitsMe = z.infer<typeof fitsMeSchema>;

/** GET and PUT /opportunities/fits-alerts: how often I am told of new roles that fit my sheet (a talent). */
export const fitsAlertsSchema = z.object({ frequency: z.enum(fitsAlertFrequencies) });
export const fitsAlertsRequestSchema = z.strictObject({ frequency: z.enum(fitsAlertFrequencies) });
export type FitsAlerts = z.infer<typeof fitsAlertsSchema>;

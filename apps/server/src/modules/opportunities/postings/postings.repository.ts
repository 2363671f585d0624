import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { opportunityInputSchema } from '@vitrina/contract/opportunities';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client.ts';
import { applications, opportunities, opportunityRoles, roleRequirements } from '../../../db/schema/opportunities.ts';
import { users } from '../../../db/schema/users.ts';
import type { Visibility } from '../../graph/visibility.ts';
import { foldedValues } from '../role-fit.ts';
import { cardJson, roleJson, type CardRow, type Reader, type RoleRow } from '../opportunity-cards.ts';
import type { PostingShape } from './posting-changes.ts';

export type OpportunityForm = z.output<typeof opportunityInputSchema>;
type RoleForm = OpportunityForm['roles'][number];

const OPPORTUNITIES_LOCK = 6301;

/** The columns an opportunity's form writes. */
function formColumns(form: OpportunityForm) {
  const paid = form.pay.kind === 'paid' ? form.pay : null;
  return {
    title: form.title,
    kind: form.kind,
    category: form.category,
    description: form.description,
    remote: form.remote,
    country: form.country,
    city: form.city,
    deadline: new Date(form.deadline),
    workStarts: form.workStarts,
    workEnds: form.workEnds,
    payKind: form.pay.kind,
    payMin: paid?.min ?? null,
    payMax: paid?.max ?? null,
    payCurrency: paid?.currency ?? null,
    payAudience: form.payAudience,
  };
}

/** A role's columns, from its form or its stored row. */
const roleColumns = (role: RoleForm | typeof opportunityRoles.$inferSelect, position: number) => ({
  position,
  name: role.name,
  description: role.description,
  requirements: role.requirements,
  ageMin: role.ageMin,
  ageMax: role.ageMax,
  languages: role.languages,
  people: role.people,
  needs: role.needs,
  questions: role.questions,
});

/** The form as the stored shape it writes (`changesOf` compares the two). */
export const shapeOfForm = (form: OpportunityForm): PostingShape => ({
  ...formColumns(form),
  roles: form.roles.map((role, position) => ({ id: role.id ?? null, ...roleColumns(role, position) })),
});

export interface OpportunityRecord extends CardRow {
  description: string;
  workStarts: string | null;
  workEnds: string | null;
  closeReason: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  agencyId: number | string;
  roles: RoleRow[];
}

/** The opportunities' writes and an opportunity's page; every statement takes the unit of work's `db`. */
export function createPostingsRepository(db: Db) {
  async function writeRequirements(roles: Array<{ id: number; role: RoleForm }>) {
    const rows = roles.flatMap(({ id, role }) =>
      role.requirements.map((r) => ({
        roleId: id,
        key: r.key,
        values: r.values ? foldedValues(r.values) : null,
        min: r.values ? null : (r.min ?? null),
        max: r.values ? null : (r.max ?? null),
      })),
    );
    if (rows.length) await db.insert(roleRequirements).values(rows);
  }

  return {
    /** Serialises an agency's openings: two publishing at once cannot both pass the unverified limit. */
    async lockAgency(agencyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${OPPORTUNITIES_LOCK}, ${agencyId}::int)`);
    },

    async agencyOf(agencyId: number, exceptId: number): Promise<{ verified: boolean; otherOpen: number }> {
      const [row] = await db
        .select({
          verified: sql<boolean>`${users.agencyVerifiedAt} is not null`,
          otherOpen: sql<number>`(select count(*) from ${opportunities} op where op.agency_id = ${agencyId}
            and op.state = 'open' and op.id <> ${exceptId})`,
        })
        .from(users)
        .where(eq(users.id, agencyId));
      return { verified: row?.verified === true, otherOpen: Number(row?.otherOpen ?? 0) };
    },

    async create(agencyId: number, form: OpportunityForm): Promise<number> {
      const [row] = await db
        .insert(opportunities)
        .values({ agencyId, ...formColumns(form) })
        .returning({ id: opportunities.id });
      const id = row!.id;
      const roles = await db
        .insert(opportunityRoles)
        .values(form.roles.map((role, position) => ({ opportunityId: id, ...roleColumns(role, position) })))
        .returning({ id: opportunityRoles.id, position: opportunityRoles.position });
      await writeRequirements(roles.map((r) => ({ id: r.id, role: form.roles[r.position]! })));
      return id;
    },

    /** The agency's own opportunity (locked for the unit of work when asked), or null. */
    async findOwned(agencyId: number, id: number, lock = false) {
      const query = db
        .select({ id: opportunities.id, state: opportunities.state, deadline: opportunities.deadline })
        .from(opportunities)
        .where(and(eq(opportunities.id, id), eq(opportunities.agencyId, agencyId)));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** The opportunity as its form wrote it, to tell what an edit changes. */
    async shapeOf(id: number): Promise<PostingShape> {
      const o = opportunities;
      const [[row], roles] = await Promise.all([
        db
          .select({
            ...{ title: o.title, kind: o.kind, category: o.category, description: o.description },
            ...{ remote: o.remote, country: o.country, city: o.city, deadline: o.deadline },
            ...{ workStarts: o.workStarts, workEnds: o.workEnds, payKind: o.payKind, payMin: o.payMin },
            ...{ payMax: o.payMax, payCurrency: o.payCurrency, payAudience: o.payAudience },
          })
          .from(o)
          .where(eq(o.id, id)),
        db
          .select()
          .from(opportunityRoles)
          .where(eq(opportunityRoles.opportunityId, id))
          .orderBy(opportunityRoles.position),
      ]);
      const stored = roles.map((role) => ({ id: role.id, ...roleColumns(role, role.position) }));
      return { ...row!, roles: stored };
    },

    /** Its roles with how many sent applications each holds (withdrawn and drafts left out). */
    async rolesOf(id: number): Promise<Array<{ id: number; applicants: number; ageMin: number }>> {
      const rows = await db
        .select({
          id: opportunityRoles.id,
          ageMin: opportunityRoles.ageMin,
          // Qualified by hand: drizzle names a subquery's columns without their table.
          applicants: sql<number>`(select count(*) from ${applications} ap where ap.role_id = opportunity_roles.id
            and ap.state = 'sent')`,
        })
        .from(opportunityRoles)
        .where(eq(opportunityRoles.opportunityId, id))
        .orderBy(opportunityRoles.position);
      return rows.map((row) => ({ ...row, applicants: Number(row.applicants) }));
    },

    /** The form's fields, its kept roles changed in place, new ones added and left-out ones deleted. */
    async update(
      id: number,
      form: OpportunityForm,
      plan: { kept: Array<{ id: number; position: number }>; added: number[]; dropped: number[] },
    ): Promise<void> {
      await db
        .update(opportunities)
        .set({ ...formColumns(form), updatedAt: sql`now()` })
        .where(eq(opportunities.id, id));
      if (plan.dropped.length) await db.delete(opportunityRoles).where(inArray(opportunityRoles.id, plan.dropped));
      const keptIds = plan.kept.map((k) => k.id);
      if (keptIds.length) await db.delete(roleRequirements).where(inArray(roleRequirements.roleId, keptIds));
      for (const { id: roleId, position } of plan.kept)
        await db
          .update(opportunityRoles)
          .set(roleColumns(form.roles[position]!, position))
          .where(and(eq(opportunityRoles.id, roleId), eq(opportunityRoles.opportunityId, id)));
      const added = plan.added.length
        ? await db
            .insert(opportunityRoles)
            .values(
              plan.added.map((position) => ({ opportunityId: id, ...roleColumns(form.roles[position]!, position) })),
            )
            .returning({ id: opportunityRoles.id, position: opportunityRoles.position })
        : [];
      await writeRequirements([
        ...plan.kept.map((k) => ({ id: k.id, role: form.roles[k.position]! })),
        ...added.map((r) => ({ id: r.id, role: form.roles[r.position]! })),
      ]);
    },

    async setState(id: number, state: 'open' | 'closed' | 'cancelled', closeReason: string | null = null) {
      const stamps: Record<string, SQL> = state === 'open' ? { publishedAt: sql`now()` } : { closedAt: sql`now()` };
      await db
        .update(opportunities)
        .set({ state, closeReason, updatedAt: sql`now()`, ...stamps })
        .where(eq(opportunities.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(opportunities).where(and(eq(opportunities.id, id), eq(opportunities.state, 'draft')));
    },

    /** Who applied (sent, not withdrawn) and is still visible to the agency: each told once. */
    async applicantsOf(seen: Visibility, id: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ talentId: applications.talentId })
        .from(applications)
        .where(
          and(eq(applications.opportunityId, id), eq(applications.state, 'sent'), seen.shows(applications.talentId)),
        );
      return rows.map((row) => row.talentId);
    },

    /**
     * An opportunity as `reader` may see it: a draft or a removed one only for its agency; one of an agency hidden
     * from the reader (`seen`) not at all. One statement: the card, the page's fields and the roles.
     */
    async findOne(seen: Visibility, reader: Reader, id: number): Promise<OpportunityRecord | null> {
      const isOwner = reader.id === null ? sql`false` : sql`o.agency_id = ${reader.id}`;
      const [row] = await queryRows<{ page: OpportunityRecord }>(
        db,
        sql`select (${cardJson(reader)})::jsonb || jsonb_build_object('description', o.description,
            'workStarts', o.work_starts, 'workEnds', o.work_ends, 'closeReason', o.close_reason,
            'createdAt', o.created_at, 'updatedAt', o.updated_at, 'agencyId', o.agency_id, 'payAudience', o.pay_audience,
            'roles', (select coalesce(json_agg(${roleJson(reader, isOwner)} order by r.position), '[]'::json)
              from ${opportunityRoles} r where r.opportunity_id = o.id)) as page
          from ${opportunities} o where o.id = ${id}
            and (${isOwner} or (o.state not in ('draft', 'removed') and ${seen.shows(sql`o.agency_id`)}))`,
      );
      if (!row) return null;
      return typeof row.page === 'string' ? (JSON.parse(row.page) as OpportunityRecord) : row.page;
    },
  };
}

export type PostingsRepository = ReturnType<typeof createPostingsRepository>;

import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agencyNotes,
  applicationItems,
  applications,
  opportunities,
  opportunityRoles,
  selfTapes,
} from '../../db/schema/opportunities.ts';

/**
 * The opportunities' part of a data export. A talent's: her applications (what she sent and to what). An
 * agency's: its opportunities with their roles, each role's pipeline (applicants by id, their filing) and its
 * private notes. Talents are named by id; people.json carries their public cards. Nobody gets another's notes.
 */
export function createOpportunitiesPersonalData(db: Db) {
  async function applicationsOf(talentId: number) {
    const rows = await db
      .select({
        id: applications.id,
        opportunityId: applications.opportunityId,
        opportunity: opportunities.title,
        role: opportunityRoles.name,
        state: applications.state,
        coverNote: applications.coverNote,
        answers: applications.answers,
        createdAt: applications.createdAt,
        submittedAt: applications.submittedAt,
        withdrawnAt: applications.withdrawnAt,
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(opportunityRoles, eq(opportunityRoles.id, applications.roleId))
      .where(eq(applications.talentId, talentId))
      .orderBy(desc(applications.updatedAt), desc(applications.id));
    const ids = rows.map((row) => row.id);
    const items = ids.length
      ? await db
          .select({ applicationId: applicationItems.applicationId, kind: applicationItems.kind })
          .from(applicationItems)
          .where(inArray(applicationItems.applicationId, ids))
          .orderBy(asc(applicationItems.applicationId), asc(applicationItems.position))
      : [];
    const tapes = ids.length
      ? await db
          .select({
            applicationId: selfTapes.applicationId,
            instructions: selfTapes.instructions,
            dueAt: selfTapes.dueAt,
            submittedAt: selfTapes.submittedAt,
          })
          .from(selfTapes)
          .where(inArray(selfTapes.applicationId, ids))
      : [];
    return rows.map((row) => ({
      ...row,
      items: items.filter((item) => item.applicationId === row.id).map((item) => item.kind),
      selfTapes: tapes.filter((tape) => tape.applicationId === row.id).map(({ applicationId: _, ...tape }) => tape),
    }));
  }

  async function opportunitiesOf(agencyId: number) {
    const own = await db
      .select()
      .from(opportunities)
      .where(eq(opportunities.agencyId, agencyId))
      .orderBy(desc(opportunities.createdAt), desc(opportunities.id));
    const ids = own.map((row) => row.id);
    if (ids.length === 0) return { opportunities: [], people: [] as number[] };
    const roles = await db
      .select()
      .from(opportunityRoles)
      .where(inArray(opportunityRoles.opportunityId, ids))
      .orderBy(asc(opportunityRoles.opportunityId), asc(opportunityRoles.position));
    // The pipeline: sent applications only (drafts and withdrawn ones were never the agency's to keep).
    const applicants = await db
      .select({
        roleId: applications.roleId,
        talentId: applications.talentId,
        state: applications.state,
        filing: applications.filing,
        submittedAt: applications.submittedAt,
      })
      .from(applications)
      .where(inArray(applications.opportunityId, ids))
      .orderBy(asc(applications.roleId), asc(applications.id));
    const sent = applicants.filter((row) => row.state === 'sent').map(({ state: _, ...row }) => row);
    return {
      opportunities: own.map(({ agencyId: _, ...opportunity }) => ({
        ...opportunity,
        roles: roles
          .filter((role) => role.opportunityId === opportunity.id)
          .map(({ opportunityId: __, ...role }) => ({
            ...role,
            applicants: sent.filter((row) => row.roleId === role.id).map(({ roleId: ___, ...row }) => row),
          })),
      })),
      people: sent.map((row) => row.talentId),
    };
  }

  return {
    name: 'opportunities',
    async collect(userId: number) {
      const [mine, posted, notes] = await Promise.all([
        applicationsOf(userId),
        opportunitiesOf(userId),
        db
          .select({ talentId: agencyNotes.talentId, note: agencyNotes.note, tags: agencyNotes.tags })
          .from(agencyNotes)
          .where(eq(agencyNotes.agencyId, userId)),
      ]);
      const people = [...new Set([...posted.people, ...notes.map((note) => note.talentId)])];
      return { data: { applications: mine, opportunities: posted.opportunities, notes }, people };
    },
  };
}

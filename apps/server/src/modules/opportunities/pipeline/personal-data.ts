import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { agencyNotes, applications, opportunities, selfTapes } from '../../../db/schema/opportunities.ts';

/**
 * The pipeline's part of an agency's data export: its private notes and tags, and how it filed each applicant
 * (with the self-tapes it asked for). Talents are named by id; people.json carries their public cards. A talent's
 * own export holds none of it.
 */
export function createPipelinePersonalData(db: Db) {
  return {
    name: 'pipeline',
    async collect(agencyId: number) {
      const notes = await queryRows<{ userId: number | string; note: string; tags: string[]; updatedAt: unknown }>(
        db,
        sql`select talent_id as "userId", note, tags, updated_at as "updatedAt" from ${agencyNotes}
          where agency_id = ${agencyId} order by updated_at desc`,
      );
      const applicants = await queryRows<Record<string, unknown> & { userId: number | string }>(
        db,
        sql`select a.id as "applicationId", a.opportunity_id as "opportunityId", a.role_id as "roleId",
            a.talent_id as "userId", a.filing, a.viewed_at as "viewedAt", a.filed_at as "filedAt",
            coalesce((select json_agg(json_build_object('instructions', s.instructions, 'dueAt', s.due_at,
              'submittedAt', s.submitted_at) order by s.id) from ${selfTapes} s where s.application_id = a.id),
              '[]'::json) as "selfTapes"
          from ${applications} a join ${opportunities} o on o.id = a.opportunity_id
          where o.agency_id = ${agencyId} and a.state = 'sent' order by a.id`,
      );
      const people = [...new Set([...notes, ...applicants].map((row) => Number(row.userId)))];
      return {
        data: {
          notes: notes.map((row) => ({ ...row, userId: Number(row.userId) })),
          applicants: applicants.map((row) => ({
            ...row,
            applicationId: Number(row.applicationId),
            opportunityId: Number(row.opportunityId),
            roleId: Number(row.roleId),
            userId: Number(row.userId),
          })),
        },
        people,
      };
    },
  };
}

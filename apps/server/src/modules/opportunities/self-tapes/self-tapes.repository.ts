import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { applications, opportunities, selfTapes, type SelfTapeRow } from '../../../db/schema/opportunities.ts';
import type { Visibility } from '../../graph/visibility.ts';
import { REMINDER_AHEAD } from './self-tape-rules.ts';

/** Who a self-tape is between: the talent, the agency, and what it is for. */
export interface SelfTapeParties {
  tape: SelfTapeRow;
  talentId: number;
  agencyId: number;
  opportunityId: number;
  roleId: number;
}

const partiesOf = (row: Record<string, unknown>, tape: SelfTapeRow): SelfTapeParties => ({
  tape,
  talentId: Number(row.talent_id),
  agencyId: Number(row.agency_id),
  opportunityId: Number(row.opportunity_id),
  roleId: Number(row.role_id),
});

const tapeOf = (row: Record<string, unknown>): SelfTapeRow => ({
  id: Number(row.id),
  applicationId: Number(row.application_id),
  instructions: String(row.instructions),
  dueAt: new Date(row.due_at as string),
  videoId: row.video_id === null ? null : Number(row.video_id),
  createdAt: new Date(row.created_at as string),
  submittedAt: row.submitted_at ? new Date(row.submitted_at as string) : null,
  remindedAt: row.reminded_at ? new Date(row.reminded_at as string) : null,
});

/** The reminder round's due self-tapes (`self_tapes_remind_idx`): due within a day, not sent nor reminded. */
export const dueSelfTapeReminders = sql`select s.id as key from ${selfTapes} s
  where s.submitted_at is null and s.reminded_at is null
    and s.due_at <= now() + interval '${sql.raw(REMINDER_AHEAD)}' and s.due_at > now() order by s.due_at`;

export function createSelfTapesRepository(db: Db) {
  const parties = sql`s.*, a.talent_id, o.agency_id, a.opportunity_id, a.role_id from ${selfTapes} s
    join ${applications} a on a.id = s.application_id join ${opportunities} o on o.id = a.opportunity_id`;
  return {
    /** A sent application to one of the agency's opportunities, of a talent it may see. */
    async findOwnedApplication(seen: Visibility, applicationId: number) {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select a.talent_id, a.opportunity_id, a.role_id, o.state from ${applications} a
          join ${opportunities} o on o.id = a.opportunity_id
          where a.id = ${applicationId} and o.agency_id = ${seen.viewerId} and a.state = 'sent'
            and ${seen.shows(sql`a.talent_id`)}`,
      );
      const row = rows[0];
      if (!row) return null;
      const [talentId, opportunityId, roleId] = [row.talent_id, row.opportunity_id, row.role_id].map(Number);
      return { talentId: talentId!, opportunityId: opportunityId!, roleId: roleId!, state: String(row.state) };
    },

    async insert(applicationId: number, instructions: string, dueAt: Date): Promise<SelfTapeRow> {
      const [row] = await db.insert(selfTapes).values({ applicationId, instructions, dueAt }).returning();
      if (!row) throw new Error('self-tape insert returned nothing');
      return row;
    },

    /** The applications' self-tapes, oldest first. */
    async listFor(applicationIds: readonly number[]): Promise<SelfTapeRow[]> {
      if (!applicationIds.length) return [];
      return db
        .select()
        .from(selfTapes)
        .where(inArray(selfTapes.applicationId, [...applicationIds]))
        .orderBy(asc(selfTapes.createdAt), asc(selfTapes.id));
    },

    /** The talent's own self-tape of a sent application; null otherwise (404). */
    async findForTalent(talentId: number, selfTapeId: number): Promise<SelfTapeParties | null> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${parties} where s.id = ${selfTapeId} and a.talent_id = ${talentId} and a.state = 'sent'`,
      );
      return rows[0] ? partiesOf(rows[0], tapeOf(rows[0])) : null;
    },

    /** Sent once, before its deadline: null when it was sent already or is past due. */
    async markSent(selfTapeId: number, videoId: number): Promise<SelfTapeRow | null> {
      const [row] = await db
        .update(selfTapes)
        .set({ videoId, submittedAt: new Date() })
        .where(and(eq(selfTapes.id, selfTapeId), isNull(selfTapes.submittedAt), sql`${selfTapes.dueAt} > now()`))
        .returning();
      return row ?? null;
    },

    /** Marks one reminded (once: a second claim finds nothing) and answers who it is between. */
    async claimReminder(selfTapeId: number): Promise<SelfTapeParties | null> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`with r as (update ${selfTapes} set reminded_at = now()
            where id = ${selfTapeId} and reminded_at is null and submitted_at is null and due_at > now() returning *)
          select r.*, a.talent_id, o.agency_id, a.opportunity_id, a.role_id from r
          join ${applications} a on a.id = r.application_id join ${opportunities} o on o.id = a.opportunity_id
          where a.state = 'sent'`,
      );
      return rows[0] ? partiesOf(rows[0], tapeOf(rows[0])) : null;
    },
  };
}

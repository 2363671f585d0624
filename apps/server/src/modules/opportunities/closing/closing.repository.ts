import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { applications, opportunities } from '../../../db/schema/opportunities.ts';
import { relatedBetween, visibleBetween } from '../../graph/visibility.ts';
import { dropEnded } from '../role-fits.repository.ts';

/**
 * An applicant told, and whether she may be told (false across a block: marked told, no notice); `agencyShown` is
 * false while the agency is suspended or cancelled: she is told all the same, without it.
 */
export interface ToldApplicant {
  talentId: number;
  roleId: number;
  agencyId: number;
  state: string;
  closeReason: string | null;
  isShown: boolean;
  agencyShown: boolean;
}

const untold = sql`a.state = 'sent' and a.told_at is null and a.filing <> 'cast'`;

/**
 * Ended opportunities with applicants not told yet (`applications_untold_idx` probed per opportunity), a
 * suspended or cancelled agency's too: nobody waits on an agency's return for an answer.
 */
export const dueEndedOpportunities: SQL = sql`select o.id as key from ${opportunities} o
  where o.state in ('closed', 'cancelled', 'removed')
    and exists (select 1 from ${applications} a where a.opportunity_id = o.id and ${untold})`;

export function createClosingRepository(db: Db) {
  return {
    /**
     * Open opportunities past their deadline close (`opportunities_open_deadline_idx`) and their fits go, in one
     * statement; answers how many.
     */
    async closeOverdue(): Promise<number> {
      const rows = await queryRows(
        db,
        sql`with ended as (update ${opportunities} set state = 'closed', close_reason = 'deadline', closed_at = now(),
            updated_at = now()
          where state = 'open' and deadline <= now() returning id), dropped as (${dropEnded})
          select id from ended`,
      );
      return rows.length;
    },

    /**
     * Marks up to `limit` untold applicants of an ended opportunity told, in one statement: rows another
     * process holds are skipped, and a row once told is never picked again, so each is told once.
     */
    async tellBatch(opportunityId: number, limit: number): Promise<ToldApplicant[]> {
      const rows = await queryRows<{
        talent_id: string | number;
        role_id: string | number;
        agency_id: string | number;
        state: string;
        close_reason: string | null;
        is_shown: boolean;
        agency_shown: boolean;
      }>(
        db,
        sql`with picked as (
            select a.id from ${applications} a
            where a.opportunity_id = ${opportunityId} and ${untold}
              and exists (select 1 from ${opportunities} e where e.id = ${opportunityId}
                and e.state in ('closed', 'cancelled', 'removed'))
            order by a.id limit ${limit} for update skip locked
          ), told as (
            update ${applications} a set told_at = now() from picked where a.id = picked.id
            returning a.talent_id, a.role_id
          )
          select told.talent_id, told.role_id, o.agency_id, o.state, o.close_reason,
            ${relatedBetween(sql`told.talent_id`, sql`o.agency_id`)} as is_shown,
            ${visibleBetween(sql`told.talent_id`, sql`o.agency_id`)} as agency_shown
          from told join ${opportunities} o on o.id = ${opportunityId}`,
      );
      return rows.map((row) => ({
        talentId: Number(row.talent_id),
        roleId: Number(row.role_id),
        agencyId: Number(row.agency_id),
        state: row.state,
        closeReason: row.close_reason,
        isShown: row.is_shown === true,
        agencyShown: row.agency_shown === true,
      }));
    },
  };
}

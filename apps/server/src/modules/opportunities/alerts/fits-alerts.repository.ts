import { sql } from 'drizzle-orm';
import type { FitsAlertFrequency } from '@vitrina/contract/opportunity-limits';
import { isTrue, queryRows, type Db } from '../../../db/client.ts';
import { opportunities, opportunityRoles } from '../../../db/schema/opportunities.ts';
import { watermarkMove, watermarkOf, windowEnd } from '../../../jobs/due-round.ts';
import { userProfiles } from '../../../db/schema/user-profiles.ts';
import { users } from '../../../db/schema/users.ts';
import { visibleTo } from '../../graph/visibility.ts';
import { roleFits } from '../role-fit.ts';
import { agencyNameOf } from './board-searches.ts';

/** A claimed talent with what her alert needs; `until` closes the window her watermark opens. */
export interface DueTalent {
  id: number;
  email: string;
  langCode: string;
  nombre: string;
  apellido: string;
  since: Date;
  until: Date;
  /** False for an agency, a cancelled, unconfirmed or suspended account: settled a period, unchecked. */
  active: boolean;
}

/** A role new to her, as the notice and the e-mail name it. */
export interface NewRole {
  roleId: number;
  roleName: string;
  opportunityId: number;
  title: string;
  agencyId: number;
  agencyName: string;
  city: string;
}

const periods = (intervalMs: number) => ({ daily: intervalMs / 1000, weekly: (7 * intervalMs) / 1000 });

/**
 * The roles of opportunities published in (`since`, `until`] that fit the talent and that she may see, as the
 * board lists them (blocks, suspended and cancelled agencies, the minors rule): newest first up to `limit`, and how
 * many. Few open a day, so it starts from them (`opportunities_open_newest_idx`) and tests each with `roleFits`;
 * this one function is what a table of fitting roles would replace.
 */
export async function newFittingRoles(
  db: Db,
  talentId: number,
  window: { since: Date; until: Date },
  limit: number,
): Promise<{ count: number; rows: NewRole[] }> {
  const seen = visibleTo(talentId);
  const rows = await queryRows<NewRole & { n: number | string }>(
    db,
    sql`with found as (select r.id as role_id, r.name as role_name, r.position, o.id as opportunity_id, o.title,
          o.city, o.agency_id, o.published_at
        from ${opportunities} o join ${opportunityRoles} r on r.opportunity_id = o.id
        where o.state = 'open' and o.deadline > now() and ${seen.shows(sql`o.agency_id`)}
          and o.published_at > ${window.since.toISOString()}::timestamptz
          and o.published_at <= ${window.until.toISOString()}::timestamptz
          and ${roleFits(talentId, sql`r.id`)})
      select (select count(*) from found) as n, f.role_id as "roleId", f.role_name as "roleName",
        f.opportunity_id as "opportunityId", f.title, f.city, f.agency_id as "agencyId",
        ${agencyNameOf('f.agency_id')} as "agencyName"
      from found f order by f.published_at desc, f.opportunity_id desc, f.position limit ${limit}`,
  );
  return {
    count: Number(rows[0]?.n ?? 0),
    rows: rows.map((x) => ({
      ...x,
      roleId: Number(x.roleId),
      opportunityId: Number(x.opportunityId),
      agencyId: Number(x.agencyId),
    })),
  };
}

/** Each talent's fits alerts: her choice and its watermark live on her profile row (the settings' flags). */
export function createFitsAlertsRepository(db: Db) {
  return {
    async choiceOf(userId: number): Promise<FitsAlertFrequency> {
      const [row] = await queryRows<{ fits_alerts: FitsAlertFrequency }>(
        db,
        sql`select fits_alerts from ${userProfiles} where user_id = ${userId}`,
      );
      return row?.fits_alerts ?? 'daily';
    },

    /** Turned on from off, the watermark starts now: what opened while they were off is not news. */
    async choose(userId: number, frequency: FitsAlertFrequency): Promise<void> {
      await db.execute(sql`update ${userProfiles} set fits_alerts = ${frequency},
          fits_checked_at = case when fits_alerts = 'off' then now() else fits_checked_at end
        where user_id = ${userId}`);
    },

    /** Profiles whose period has passed (`user_profiles_fits_due_idx`, one range per frequency). */
    due(intervalMs: number) {
      const { daily, weekly } = periods(intervalMs);
      return sql`select p.user_id as key from ${userProfiles} p join ${users} u on u.id = p.user_id
        where u.type = 'talento' and ((p.fits_alerts = 'daily'
          and p.fits_checked_at <= now() - make_interval(secs => ${daily}))
        or (p.fits_alerts = 'weekly' and p.fits_checked_at <= now() - make_interval(secs => ${weekly})))
        order by p.fits_checked_at`;
    },

    /** A claimed talent, still due; `until` is now in milliseconds, so the watermark survives a round trip. */
    async findDue(userId: number, intervalMs: number): Promise<DueTalent | null> {
      const { daily, weekly } = periods(intervalMs);
      const [row] = await queryRows<Omit<DueTalent, 'active'> & { active: boolean | string }>(
        db,
        sql`select u.id::int as id, u.email, u.lang_code as "langCode", u.nombre, u.apellido,
            ${watermarkOf(sql`p.fits_checked_at`)} as since, ${windowEnd(intervalMs)} as until,
            coalesce(u.type = 'talento' and u.cancelled_at is null and u.deleted_at is null and u.is_verified
              and (u.suspended_at is null or u.suspended_until <= now()), false) as active
          from ${userProfiles} p join ${users} u on u.id = p.user_id
          where p.user_id = ${userId} and p.fits_checked_at <= now() - make_interval(secs =>
            case p.fits_alerts when 'daily' then ${daily}::float8 when 'weekly' then ${weekly}::float8 end)`,
      );
      if (!row) return null;
      return { ...row, since: new Date(row.since), until: new Date(row.until), active: isTrue(row.active) };
    },

    /** Moves the watermark from `since` to `until`; false when another round already did (nothing is told twice). */
    async settle(userId: number, since: Date, until: Date): Promise<boolean> {
      const move = watermarkMove(sql`fits_checked_at`, { since, until });
      const rows = await queryRows<{ user_id: unknown }>(
        db,
        sql`update ${userProfiles} set ${move.set} where user_id = ${userId} and ${move.unmoved} returning user_id`,
      );
      return rows.length > 0;
    },
  };
}

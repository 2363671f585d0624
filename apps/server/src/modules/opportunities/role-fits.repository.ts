import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { opportunities, opportunityRoles, roleFitRows, roleRequirements } from '../../db/schema/opportunities.ts';
import { talentAttributes } from '../../db/schema/talent-attributes.ts';
import { users } from '../../db/schema/users.ts';
import { asksSheet, requirementsMet } from './role-fit.ts';

const columns = sql`(role_id, opportunity_id, talent_id, age_min, age_max, languages)`;
const openRoles = sql`${opportunityRoles} fr join ${opportunities} fo on fo.id = fr.opportunity_id and fo.state = 'open'`;

/**
 * The rows of the open roles `where` (over `fr`, `fo`) for every talent, in one statement: a role without
 * requirements gets one row for all; one with reads only the talents holding its first requirement's field
 * (`talent_attributes_key_value_idx`), each checked whole. Ages and languages are copied and taken at read time.
 */
export function insertRoleFits(where: SQL): SQL {
  const holders = sql`select distinct d.user_id from ${talentAttributes} d
    where d.key = (select min(q.key) from ${roleRequirements} q where q.role_id = fr.id)`;
  return sql`insert into ${roleFitRows} ${columns}
    select fr.id, fr.opportunity_id, null::bigint, fr.age_min, fr.age_max, fr.languages from ${openRoles}
      where ${where} and not ${asksSheet}
    union all
    select fr.id, fr.opportunity_id, t.user_id, fr.age_min, fr.age_max, fr.languages from ${openRoles}
      cross join lateral (${holders}) t join ${users} tu on tu.id = t.user_id and tu.type = 'talento'
      where ${where} and ${asksSheet} and ${requirementsMet(sql`t.user_id`)}`;
}

/** `role_fits`' writes, set-based, each inside the writing unit of work (`db` is its transaction). */
export function createRoleFitsRepository(db: Db) {
  const dropOf = (opportunity: SQL) => sql`delete from ${roleFitRows} where role_id in
    (select id from ${opportunityRoles} where opportunity_id = ${opportunity})`;
  return {
    /** An open opportunity's roles computed again for every talent (at publish and at every edit). */
    async refreshOpportunity(opportunityId: number): Promise<void> {
      await db.execute(dropOf(sql`${opportunityId}`));
      await db.execute(insertRoleFits(sql`fr.opportunity_id = ${opportunityId}`));
    },

    /** An opportunity that ended fits no one any more. */
    async dropOpportunity(opportunityId: number): Promise<void> {
      await db.execute(dropOf(sql`${opportunityId}`));
    },

    /** A talent's sheet changed: her rows again, over the open roles with requirements. */
    async refreshTalent(talentId: number): Promise<void> {
      await db.execute(sql`delete from ${roleFitRows} where talent_id = ${talentId}`);
      await db.execute(sql`insert into ${roleFitRows} ${columns}
        select fr.id, fr.opportunity_id, ${talentId}::bigint, fr.age_min, fr.age_max, fr.languages from ${openRoles}
        where exists (select 1 from ${users} tu where tu.id = ${talentId} and tu.type = 'talento')
          and ${asksSheet} and ${requirementsMet(talentId)}`);
    },
  };
}

/** The statement's part that drops the rows of the opportunities a CTE `ended (id)` names (the closing round). */
export const dropEnded = sql`delete from ${roleFitRows} where role_id in
  (select r.id from ${opportunityRoles} r join ended on ended.id = r.opportunity_id)`;

export type RoleFitsRepository = ReturnType<typeof createRoleFitsRepository>;

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import { opportunityRoles, roleRequirements } from '../../db/schema/opportunities.ts';
import { talentAttributes } from '../../db/schema/talent-attributes.ts';
import { users } from '../../db/schema/users.ts';

type Operand = SQLWrapper | number;

/** A value of one of the talent's own rows meets one requirement row `rq` (any of its values, or its range). */
const meets = (talentId: Operand) => sql`exists (select 1 from ${talentAttributes} ta
  where ta.user_id = ${talentId} and ta.key = rq.key and case when rq.values is null
    then ta.num is not null and ta.num >= coalesce(rq.min, ta.num) and ta.num <= coalesce(rq.max, ta.num)
    else vitrina_search_term(ta.value) = any(select vitrina_search_term(x) from unnest(rq.values) x) end)`;

/**
 * The talent's own sheet meets the role: every requirement, the age range and one of the languages. Her values
 * of every visibility count (searchable-only ones included), so only she, or the agency inviting her, may ask.
 * One predicate, index probes only: `role_requirements`' key, `talent_attributes`' key, `users`' key.
 */
export function roleFits(talentId: Operand, roleId: Operand): SQL {
  const age = sql`extract(year from age(current_date, fu.birthdate))`;
  return sql`exists (select 1 from ${opportunityRoles} fr join ${users} fu on fu.id = ${talentId}
    where fr.id = ${roleId} and fu.type = 'talento'
      and case when fu.birthdate is null then fr.age_min >= ${ADULT_AGE} else ${age} between fr.age_min and fr.age_max end
      and (cardinality(fr.languages) = 0 or exists (select 1 from ${talentAttributes} tl
        where tl.user_id = ${talentId} and tl.key = 'languages' and tl.value = any(fr.languages)))
      and not exists (select 1 from ${roleRequirements} rq where rq.role_id = fr.id and not ${meets(talentId)}))`;
}

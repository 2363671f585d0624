import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import { opportunityRoles, roleRequirements } from '../../db/schema/opportunities.ts';
import { talentAttributes } from '../../db/schema/talent-attributes.ts';
import { users } from '../../db/schema/users.ts';

// A role fits a talent when her own sheet meets every requirement, the age range and one of the languages. Her
// values of every visibility count (searchable-only ones included), so only she, or the agency inviting her, may
// ask. `role_requirements.values` are stored folded (`foldedValues`), so only her side is folded.

type Operand = SQLWrapper | number;

/** A requirement's values as stored: folded as the search folds text, so a match is one comparison. */
export const foldedValues = (values: readonly string[]) =>
  sql`array(select vitrina_search_term(x) from unnest(${sql.param([...values])}::text[]) x)`;

/** One of her rows `ta` (`term` folded) meets the requirement row `rq`: any of its values, or its range. */
const meets = sql`ta.key = rq.key and case when rq.values is null
  then ta.num is not null and ta.num >= coalesce(rq.min, ta.num) and ta.num <= coalesce(rq.max, ta.num)
  else ta.term = any(rq.values) end`;

const sheetOf = (talentId: Operand) =>
  sql`select ${talentAttributes.key} as key, ${talentAttributes.num} as num,
    vitrina_search_term(${talentAttributes.value}) as term from ${talentAttributes}
    where ${talentAttributes.userId} = ${talentId}`;

/** The role `fr` takes the talent `fu` (a `users` row) by her age and languages. */
const agesAndLanguages = (talentId: Operand) => sql`fu.type = 'talento'
  and case when fu.birthdate is null then fr.age_min >= ${ADULT_AGE}
    else extract(year from age(current_date, fu.birthdate)) between fr.age_min and fr.age_max end
  and (cardinality(fr.languages) = 0 or exists (select 1 from ${talentAttributes} tl
    where tl.user_id = ${talentId} and tl.key = 'languages' and tl.value = any(fr.languages)))`;

/** One role: index probes only (`role_requirements`', `talent_attributes`' and `users`' keys). */
export function roleFits(talentId: Operand, roleId: Operand): SQL {
  return sql`exists (select 1 from ${opportunityRoles} fr join ${users} fu on fu.id = ${talentId}
    where fr.id = ${roleId} and ${agesAndLanguages(talentId)}
      and not exists (select 1 from ${roleRequirements} rq where rq.role_id = fr.id
        and not exists (select 1 from (${sheetOf(talentId)}) ta where ${meets})))`;
}

/**
 * Every role of an open opportunity that fits, as a set (`id`, `opportunity_id`): her sheet is read once and the
 * requirements she misses found by one anti-join, for a list that asks for many roles at once (the board).
 */
export function fittingRoles(talentId: Operand): SQL {
  return sql`with ta as materialized (${sheetOf(talentId)}),
    missed as (select rq.role_id from ${roleRequirements} rq
      join ${opportunityRoles} mr on mr.id = rq.role_id join opportunities mo on mo.id = mr.opportunity_id
      where mo.state = 'open' and not exists (select 1 from ta where ${meets}))
    select fr.id, fr.opportunity_id from ${opportunityRoles} fr join opportunities fo on fo.id = fr.opportunity_id
      join ${users} fu on fu.id = ${talentId}
    where fo.state = 'open' and ${agesAndLanguages(talentId)} and fr.id not in (select role_id from missed)`;
}

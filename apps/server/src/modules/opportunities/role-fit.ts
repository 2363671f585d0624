import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import { opportunityRoles, roleFitRows, roleRequirements } from '../../db/schema/opportunities.ts';
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

/** The role `fr` has requirements (else, its languages aside, it fits every talent's sheet). */
export const asksSheet = sql`exists (select 1 from ${roleRequirements} aq where aq.role_id = fr.id)`;

/** Her sheet meets every requirement of the role `fr`; its languages and ages are not asked here. */
export const requirementsMet = (talentId: Operand) => sql`not exists (select 1 from ${roleRequirements} rq
  where rq.role_id = fr.id and not exists (select 1 from (${sheetOf(talentId)}) ta where ${meets}))`;

/** She speaks one of the role `fr`'s languages, or it asks none. */
const speaksOne = (talentId: Operand) => sql`(cardinality(fr.languages) = 0
  or exists (select 1 from ${talentAttributes} tl
    where tl.user_id = ${talentId} and tl.key = 'languages' and tl.value = any(fr.languages)))`;

/** The talent `fu` (a `users` row) is of an age the range `min`–`max` takes (ages change daily: never stored). */
const agesTake = (min: SQL, max: SQL) => sql`fu.type = 'talento'
  and case when fu.birthdate is null then ${min} >= ${ADULT_AGE}
    else extract(year from age(current_date, fu.birthdate)) between ${min} and ${max} end`;

/** One role, of any state: index probes only (`role_requirements`', `talent_attributes`' and `users`' keys). */
export function roleFits(talentId: Operand, roleId: Operand): SQL {
  return sql`exists (select 1 from ${opportunityRoles} fr join ${users} fu on fu.id = ${talentId}
    where fr.id = ${roleId} and ${agesTake(sql`fr.age_min`, sql`fr.age_max`)} and ${speaksOne(talentId)}
      and ${requirementsMet(talentId)})`;
}

/**
 * Every role of an open opportunity that fits, as a set (`id`, `opportunity_id`): her rows of `role_fits` and the
 * rows of roles without requirements, two ranges of `role_fits_talent_idx` read by the index alone; her age and
 * languages, which change without her sheet's rows, are taken once here (per row, `age()` cost more than the read).
 */
export function fittingRoles(talentId: Operand): SQL {
  const columns = sql`f.role_id, f.opportunity_id, f.age_min, f.age_max, f.languages from ${roleFitRows} f`;
  return sql`with me as materialized (select fu.id, extract(year from age(current_date, fu.birthdate))::int as years,
        array(select tl.value from ${talentAttributes} tl where tl.user_id = fu.id and tl.key = 'languages') as langs
      from ${users} fu where fu.id = ${talentId} and fu.type = 'talento')
    select f.role_id as id, f.opportunity_id from me cross join lateral (
      select ${columns} where f.talent_id = me.id union all select ${columns} where f.talent_id is null) f
    where case when me.years is null then f.age_min >= ${ADULT_AGE}
      else me.years between f.age_min and f.age_max end
      and (cardinality(f.languages) = 0 or f.languages && me.langs)`;
}

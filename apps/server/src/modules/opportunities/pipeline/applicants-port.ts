import { sql, type SQL } from 'drizzle-orm';
import { applications, opportunities } from '../../../db/schema/opportunities.ts';

/**
 * The messages module's question: has this talent a sent application to one of this agency's opportunities?
 * One condition of its send's own statement (so an applicant's first message from the agency skips requests).
 */
export function hasAppliedTo(talent: SQL, agency: SQL): SQL {
  return sql`exists (select 1 from ${applications} a join ${opportunities} o on o.id = a.opportunity_id
    where a.talent_id = ${talent} and o.agency_id = ${agency} and a.state = 'sent')`;
}

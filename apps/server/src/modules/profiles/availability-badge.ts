import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { talentAvailability } from '../../db/schema/talent-attributes.ts';
import { users } from '../../db/schema/users.ts';

/** Whether the viewer is an agency: a scalar subquery, run once per statement. */
export const viewerIsAgency = (viewerId: number): SQL<boolean> =>
  sql<boolean>`coalesce((select ${users.type} = 'agencia' from ${users} where ${users.id} = ${viewerId}), false)`;

/** The availability badge: the person offers something still running that the viewer may see. */
export function availableTo(person: SQLWrapper, viewerId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${talentAvailability} av where av.user_id = ${person}
    and av.expires_at > now() and (av.audience = 'everyone' or ${person} = ${viewerId} or ${viewerIsAgency(viewerId)}))`;
}

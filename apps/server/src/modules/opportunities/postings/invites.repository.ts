import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { opportunityInvites, opportunityRoles } from '../../../db/schema/opportunities.ts';
import { users } from '../../../db/schema/users.ts';
import { roleFits } from '../role-fit.ts';

/** Invites to apply: one per talent and role. */
export function createInvitesRepository(db: Db) {
  return {
    async findRole(opportunityId: number, roleId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: opportunityRoles.id })
        .from(opportunityRoles)
        .where(and(eq(opportunityRoles.id, roleId), eq(opportunityRoles.opportunityId, opportunityId)));
      return row !== undefined;
    },

    /** Whether the person is a talent, and whether her sheet meets the role; null when there is no such person. */
    async fitOf(talentId: number, roleId: number): Promise<{ isTalent: boolean; fits: boolean } | null> {
      const [row] = await queryRows<{ type: string | null; fits: boolean | string }>(
        db,
        sql`select ${users.type} as type, ${roleFits(talentId, roleId)} as fits from ${users} where ${users.id} = ${talentId}`,
      );
      if (!row) return null;
      return { isTalent: row.type === 'talento', fits: row.fits === true || row.fits === 't' };
    },

    /** True when this invite is new (a second one for the same role and talent changes nothing). */
    async invite(roleId: number, talentId: number): Promise<boolean> {
      const rows = await db
        .insert(opportunityInvites)
        .values({ roleId, talentId })
        .onConflictDoNothing()
        .returning({ roleId: opportunityInvites.roleId });
      return rows.length > 0;
    },
  };
}

import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import type { Tx } from '../../db/transaction.ts';
import { createRoleFitsRepository } from './role-fits.repository.ts';

/** What moderation reads of an opportunity and how it removes one (the moderation module's port). */
export function createModeratedOpportunities(db: Db, kickClosing: () => void) {
  return {
    async findOpportunity(id: number) {
      const [row] = await db
        .select()
        .from(opportunities)
        .where(and(eq(opportunities.id, id), ne(opportunities.state, 'draft')));
      if (!row) return null;
      return {
        id: row.id,
        authorId: row.agencyId,
        text: `${row.title}\n\n${row.description}`.trim(),
        createdAt: row.publishedAt ?? row.createdAt,
        editedAt: row.updatedAt,
      };
    },

    async removeOpportunity(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx.db
        .update(opportunities)
        .set({
          state: 'removed',
          closeReason: sql`case when ${opportunities.state} = 'open' then 'removed' else ${opportunities.closeReason} end`,
          closedAt: sql`coalesce(${opportunities.closedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(and(eq(opportunities.id, id), ne(opportunities.state, 'removed')))
        .returning({ id: opportunities.id });
      if (rows.length === 0) return false;
      await createRoleFitsRepository(tx.db).dropOpportunity(id);
      tx.afterCommit(kickClosing);
      return true;
    },
  };
}

export type ModeratedOpportunitiesService = ReturnType<typeof createModeratedOpportunities>;

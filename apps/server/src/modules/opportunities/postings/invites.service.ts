import type { Db } from '../../../db/client.ts';
import type { Transactions } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { Viewer } from '../../../sessions/session-plugin.ts';
import { visibleTo } from '../../graph/visibility.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { createInvitesRepository } from './invites.repository.ts';
import { assertAgency } from './postings.service.ts';
import { createPostingsRepository } from './postings.repository.ts';

/** An agency invites a talent it may see, who fits the role, to apply to its own open opportunity. */
export function createInvitesService(deps: { db: Db; transactions: Transactions; notices: OpportunityNoticesPort }) {
  const { transactions, notices } = deps;
  return {
    async invite(viewer: Viewer, id: number, roleId: number, talentId: number): Promise<{ invited: boolean }> {
      assertAgency(viewer);
      return transactions.run(async (tx) => {
        const found = await createPostingsRepository(tx.db).findOwned(viewer.id, id);
        const invites = createInvitesRepository(tx.db);
        if (!found || !(await invites.findRole(id, roleId))) throw notFound();
        if (found.state !== 'open') throw new AppError('opportunity_not_open');
        if (found.deadline.getTime() <= Date.now()) throw new AppError('opportunity_deadline_passed');
        await visibleTo(viewer.id).assertSees(tx.db, talentId);
        const fit = await invites.fitOf(talentId, roleId);
        if (!fit?.isTalent) throw notFound();
        if (!fit.fits) throw new AppError('invite_not_fit');
        if (!(await invites.invite(roleId, talentId))) return { invited: false };
        const notice = { type: 'OPPORTUNITY_INVITE' as const, recipientId: talentId, actorId: viewer.id };
        await notices.tell(tx, [{ ...notice, opportunityId: id, roleId }]);
        return { invited: true };
      });
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;

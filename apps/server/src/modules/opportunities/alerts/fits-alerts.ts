import { FITS_ROLES_IN_MAIL, type FitsAlertFrequency } from '@vitrina/contract/opportunity-limits';
import { toLang } from '@vitrina/contract/constants';
import type { Db } from '../../../db/client.ts';
import type { Transactions } from '../../../db/transaction.ts';
import { AppError } from '../../../http/app-error.ts';
import { createDueRound } from '../../../jobs/due-round.ts';
import type { JobRunner } from '../../../jobs/job-runner.ts';
import type { Viewer } from '../../../sessions/session-plugin.ts';
import { mailLinks } from '../../mail/mail-templates.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import { displayName } from '../../profiles/author-card.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { createFitsAlertsRepository, newFittingRoles, type DueTalent } from './fits-alerts.repository.ts';

export const FITS_ALERTS = 'fits-alerts';

export interface FitsAlertsDeps {
  db: Db;
  transactions: Transactions;
  jobs: JobRunner;
  notices: OpportunityNoticesPort;
  mailer: Mailer;
  publicUrl: string;
  /** A daily alert's period (`SAVED_SEARCH_ALERT_INTERVAL`, as saved searches'); a weekly one waits seven. */
  intervalMs: number;
}

const assertTalent = (viewer: Viewer) => {
  if (viewer.type !== 'talento') throw new AppError('opportunities_talents_only');
};

/**
 * "New roles that fit you": each due talent is told once per period of the roles opened since her watermark that
 * fit her sheet, as one grouped `OPPORTUNITIES_FIT` notice and one e-mail; the watermark moves in the notice's
 * transaction, so no role is told twice.
 */
export function createFitsAlerts(deps: FitsAlertsDeps) {
  const repository = createFitsAlertsRepository(deps.db);
  const { publicUrl } = deps;

  async function check(talent: DueTalent): Promise<boolean> {
    const { since, until } = talent;
    if (!talent.active) return repository.settle(talent.id, since, until).then(() => false);
    const found = await newFittingRoles(deps.db, talent.id, { since, until }, FITS_ROLES_IN_MAIL);
    const newest = found.rows[0];
    if (!newest) return repository.settle(talent.id, since, until).then(() => false);
    const told = await deps.transactions.run(async (tx) => {
      if (!(await createFitsAlertsRepository(tx.db).settle(talent.id, since, until))) return false;
      const { roleId, opportunityId, agencyId } = newest;
      const notice = { recipientId: talent.id, actorId: agencyId, opportunityId, roleId, matchCount: found.count };
      await deps.notices.tell(tx, [{ type: 'OPPORTUNITIES_FIT', ...notice }]);
      return true;
    });
    if (!told) return false;
    await deps.mailer.send(talent.email, {
      kind: 'opportunities_alert',
      lang: toLang(talent.langCode),
      fullname: displayName({ ...talent, type: 'talento', agencyName: '' }),
      email: talent.email,
      search: null,
      count: found.count,
      opportunities: found.rows.map((row) => ({
        role: row.roleName,
        title: row.title,
        agency: row.agencyName,
        city: row.city,
        link: mailLinks.opportunity(publicUrl, row.opportunityId),
      })),
      link: mailLinks.board(publicUrl, 'fits=1'),
      unsubscribeLink: mailLinks.fitsAlertSettings(publicUrl),
      oneClickLink: null,
    });
    return true;
  }

  const round = createDueRound(deps.jobs, {
    name: FITS_ALERTS,
    intervalMs: deps.intervalMs,
    due: repository.due(deps.intervalMs),
    batch: 100,
    concurrency: 4,
    async work(key) {
      const talent = await repository.findDue(Number(key), deps.intervalMs);
      return talent ? check(talent) : false;
    },
  });

  return {
    round,
    async choice(viewer: Viewer): Promise<{ frequency: FitsAlertFrequency }> {
      assertTalent(viewer);
      return { frequency: await repository.choiceOf(viewer.id) };
    },
    async choose(viewer: Viewer, frequency: FitsAlertFrequency): Promise<{ frequency: FitsAlertFrequency }> {
      assertTalent(viewer);
      await repository.choose(viewer.id, frequency);
      return { frequency };
    },
  };
}

export type FitsAlerts = ReturnType<typeof createFitsAlerts>;

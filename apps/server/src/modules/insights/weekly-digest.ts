import type { FastifyBaseLogger } from 'fastify';
import { isLang } from '@vitrina/contract/constants';
import { weeklyDigestOn } from '@vitrina/contract/insight-rules';
import { createDueRound } from '../../jobs/due-round.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { displayName } from '../profiles/author-card.ts';
import { digestDays } from './insight-rules.ts';
import type { DigestsRepository } from './digests.repository.ts';
import type { InsightsService } from './insights.service.ts';

/** The agencies a digest names. */
const AGENCIES_IN_MAIL = 5;

export interface WeeklyDigestDeps {
  repository: DigestsRepository;
  service: Pick<InsightsService, 'dashboard'>;
  mailer: Mailer;
  publicUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/** The weekly figures e-mail: the job runner claims due rows, so one process mails each. */
export function createWeeklyDigest(deps: WeeklyDigestDeps) {
  const days = digestDays(deps.intervalMs);

  async function mailOne(person: Awaited<ReturnType<DigestsRepository['digestRecipients']>>[number]) {
    if (!weeklyDigestOn(person.weekly_digest, person.type)) return false;
    const figures = await deps.service.dashboard(Number(person.id), days);
    const views = figures.totals.profileViews;
    const followers = figures.totals.followersGained;
    const best = figures.topPosts[0];
    if (views.agency + views.talent + views.visitor === 0 && followers === 0 && !best) return false;
    const lang = isLang(person.lang_code) ? person.lang_code : 'es';
    await deps.mailer.send(person.email, {
      kind: 'weekly',
      lang,
      fullname: displayName({ ...person, agencyName: person.agency_name }),
      email: person.email,
      days,
      views,
      followers,
      bestPost: best
        ? { text: best.text, views: best.views + best.photoViews, link: mailLinks.post(deps.publicUrl, best.id) }
        : null,
      agencies: [
        ...figures.agencies.slice(0, AGENCIES_IN_MAIL).map((agency) => ({ name: agency.name })),
        ...figures.privateAgencies.map((group) => ({ country: group.country, count: group.agencies })),
      ],
      link: mailLinks.insights(deps.publicUrl),
      settingsLink: mailLinks.notificationSettings(deps.publicUrl),
    });
    return true;
  }

  return createDueRound(deps.jobs, {
    name: 'weekly-digest',
    intervalMs: deps.intervalMs,
    due: deps.repository.dueDigests,
    async work(key) {
      const userId = Number(key);
      const [person] = await deps.repository.digestRecipients([userId]);
      const sent = person ? await mailOne(person) : false;
      await deps.repository.settleDigest(userId);
      return sent;
    },
  });
}

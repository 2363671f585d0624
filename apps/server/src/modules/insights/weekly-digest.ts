import type { FastifyBaseLogger } from 'fastify';
import { isLang } from '@vitrina/contract/constants';
import { weeklyDigestOn } from '@vitrina/contract/insight-rules';
import { safeError } from '../../http/logger.ts';
import { createPeriodicJob } from '../../jobs/periodic-job.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { displayName } from '../profiles/author-card.ts';
import { digestDays } from './insight-rules.ts';
import type { InsightsRepository } from './insights.repository.ts';
import type { InsightsService } from './insights.service.ts';

/** People claimed per round's batch. */
const BATCH = 50;
/** A claim holds this long: a process that dies mid-send leaves its people to the others after it. */
const LEASE_MS = 10 * 60_000;
/** The agencies a digest names. */
const AGENCIES_IN_MAIL = 5;

export interface WeeklyDigestDeps {
  repository: InsightsRepository;
  service: Pick<InsightsService, 'dashboard'>;
  mailer: Mailer;
  publicUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** The weekly figures e-mail: rounds claim due rows with `skip locked` and a lease, so one process mails each. */
export function createWeeklyDigest(deps: WeeklyDigestDeps) {
  const log = deps.log.child({ component: 'weekly-digest' });
  const days = digestDays(deps.intervalMs);

  async function mailOne(person: Awaited<ReturnType<InsightsRepository['digestRecipients']>>[number]) {
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

  /** One round over everyone due; answers how many e-mails went out. */
  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await deps.repository.claimDigests(LEASE_MS, BATCH);
      if (due.length === 0) return sent;
      const people = new Map((await deps.repository.digestRecipients(due)).map((row) => [Number(row.id), row]));
      for (const userId of due) {
        const person = people.get(userId);
        try {
          if (person && (await mailOne(person))) sent += 1;
          await deps.repository.settleDigest(userId);
        } catch (error) {
          // The lease runs out and a later round tries again.
          log.error({ err: safeError(error), userId }, 'a weekly digest could not be sent');
        }
      }
    }
  }

  return createPeriodicJob({
    name: 'weekly-digest',
    everyMs: Math.min(10 * 60_000, Math.max(1_000, deps.intervalMs / 10)),
    round,
    log,
    failure: 'a weekly digest round failed',
  });
}

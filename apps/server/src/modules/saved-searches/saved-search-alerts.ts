import type { FastifyBaseLogger } from 'fastify';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { isLang, type Lang } from '@vitrina/contract/constants';
import {
  BOARD_SEARCH_OPPORTUNITIES_IN_MAIL,
  SAVED_SEARCH_TALENTS_IN_MAIL,
} from '@vitrina/contract/saved-search-limits';
import { scoutingSearchQuerySchema } from '@vitrina/contract/scouting';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { createDueRound } from '../../jobs/due-round.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { displayName } from '../profiles/author-card.ts';
import type { TalentRecord } from '../profiles/talent-card.ts';
import { alertGroupKey, kindOf, periodMs, queryObject } from './saved-search-rules.ts';
import { createSavedSearchesRepository, type DueSearch } from './saved-searches.repository.ts';
import type { SavedSearchesServiceDeps } from './saved-searches.service.ts';

/** Searches claimed per batch. */
const BATCH = 100;
/** Searches checked at once: their statements overlap on the database's cores and the pool's connections. */
const CONCURRENCY = 4;
/** New talents one round takes per search at most; the rest are told of in the next period. */
const NEW_PER_ROUND = 1_000;

export interface SavedSearchAlertsDeps extends Pick<
  SavedSearchesServiceDeps,
  'db' | 'transactions' | 'scouting' | 'board'
> {
  transactions: Transactions;
  notifications: Pick<NotificationsService, 'recordSearchMatch' | 'announceEntry'>;
  mailer: Mailer;
  publicUrl: string;
  /** A daily search's period; a weekly one waits seven. */
  intervalMs: number;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/** Saved searches' alerts: the job runner claims due searches, so one process checks each; its kind picks the matcher. */
export function createSavedSearchAlerts(deps: SavedSearchAlertsDeps) {
  const repository = createSavedSearchesRepository(deps.db);

  function mailTalent(talent: TalentRecord, lang: Lang) {
    const category = categories.find((c) => talent.categories.includes(c.id));
    return {
      name: `${talent.nombre} ${talent.apellido}`.trim(),
      category: category ? categoryName(category, lang) : '',
      city: talent.ciudad.trim(),
      link: mailLinks.profile(deps.publicUrl, talent.profileUrl),
    };
  }

  const langOf = (search: DueSearch): Lang => (isLang(search.langCode) ? search.langCode : 'es');
  const unsubscribing = (search: DueSearch) => ({
    unsubscribeLink: mailLinks.alertUnsubscribe(deps.publicUrl, search.unsubscribeToken),
    oneClickLink: mailLinks.alertOneClick(deps.publicUrl, search.unsubscribeToken),
  });

  /** Records the alert's notification; the push and the badge follow the commit. */
  async function notify(tx: Tx, search: DueSearch, count: number): Promise<number> {
    const { id: savedSearchId, agencyId, name, query, kind } = search;
    const groupKey = alertGroupKey(savedSearchId, new Date());
    const entryId = await deps.notifications.recordSearchMatch(tx.db, {
      recipientId: agencyId,
      savedSearchId,
      count,
      groupKey,
    });
    tx.publish('saved_search.matched', { agencyId, savedSearchId, name, query, count, kind: kindOf(kind) });
    return entryId;
  }

  /** A talent's board search: the opportunities opened since its watermark, each told once (the watermark moves). */
  async function checkBoard(search: DueSearch, period: number): Promise<boolean> {
    const window = { since: search.checkedAt, until: search.until };
    const limit = BOARD_SEARCH_OPPORTUNITIES_IN_MAIL;
    const found = search.active ? await deps.board.newSince(search.agencyId, search.query, window, limit) : null;
    if (!found || found.count === 0) return repository.settleWindow(search.id, period, window).then(() => false);
    const entryId = await deps.transactions.run(async (tx) =>
      (await createSavedSearchesRepository(tx.db).settleWindow(search.id, period, window))
        ? notify(tx, search, found.count)
        : null,
    );
    if (entryId === null) return false;
    await deps.notifications.announceEntry(search.agencyId, entryId);
    await deps.mailer.send(search.email, {
      kind: 'opportunities_alert',
      lang: langOf(search),
      fullname: displayName({ ...search, type: search.ownerType }),
      email: search.email,
      search: search.name,
      count: found.count,
      opportunities: found.rows.map((o) => ({
        ...{ role: null, title: o.title, agency: o.agencyName, city: o.city },
        link: mailLinks.opportunity(deps.publicUrl, o.id),
      })),
      link: mailLinks.board(deps.publicUrl, search.query),
      ...unsubscribing(search),
    });
    return true;
  }

  /** One search's check; answers whether it alerted. */
  async function check(search: DueSearch): Promise<boolean> {
    const period = periodMs(search.frequency, deps.intervalMs);
    if (search.kind === 'board') return checkBoard(search, period);
    if (!search.active) {
      await repository.settle(search.id, period);
      return false;
    }
    const query = scoutingSearchQuerySchema.parse(queryObject(search.query));
    const found = await deps.scouting.matches(search.agencyId, query, repository.knownTo(search.id), NEW_PER_ROUND);
    // Most rounds find no one: one statement settles the search, no transaction.
    if (found.ids.length === 0) {
      await repository.settle(search.id, period);
      return false;
    }
    const alert = await deps.transactions.run(async (tx) => {
      const searches = createSavedSearchesRepository(tx.db);
      const fresh = await searches.remember(search.id, found.ids);
      await searches.settle(search.id, period);
      if (fresh.length === 0) return null;
      return { entryId: await notify(tx, search, fresh.length), fresh };
    });
    if (!alert) return false;
    await deps.notifications.announceEntry(search.agencyId, alert.entryId);
    const freshIds = new Set(alert.fresh);
    const shown = found.ids.filter((id) => freshIds.has(id)).slice(0, SAVED_SEARCH_TALENTS_IN_MAIL);
    const lang = langOf(search);
    await deps.mailer.send(search.email, {
      kind: 'search_alert',
      lang,
      fullname: displayName({ ...search, type: 'agencia' }),
      email: search.email,
      searchName: search.name,
      count: alert.fresh.length,
      talents: (await found.cards(shown)).map((talent) => mailTalent(talent, lang)),
      link: mailLinks.savedSearch(deps.publicUrl, search.query),
      ...unsubscribing(search),
    });
    return true;
  }

  return createDueRound(deps.jobs, {
    name: 'saved-search-alerts',
    intervalMs: deps.intervalMs,
    due: repository.dueSearches,
    batch: BATCH,
    concurrency: CONCURRENCY,
    async work(key) {
      const search = await repository.findDue(Number(key), deps.intervalMs);
      return search ? check(search) : false;
    },
  });
}

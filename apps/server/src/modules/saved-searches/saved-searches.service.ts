import { randomBytes } from 'node:crypto';
import {
  MAX_SAVED_SEARCHES,
  type boardSearchFiltersSchema,
  type SavedSearch,
  type UnsubscribedSavedSearch,
} from '@vitrina/contract/saved-searches';
import type { z } from 'zod';
import type { SavedSearchFrequency } from '@vitrina/contract/saved-search-limits';
import type { Transactions } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { scoutingFilters } from '../discovery/scouting-filters.ts';
import type { ScoutingSearchService } from '../discovery/scouting-search.service.ts';
import type { BoardSearchPort } from './board-search-port.ts';
import { canonicalQuery, periodMs } from './saved-search-rules.ts';
import { toSavedSearch } from './saved-searches.mapper.ts';
import { createSavedSearchesRepository } from './saved-searches.repository.ts';
import type { SavedSearchRow } from '../../db/schema/saved-searches.ts';

export interface SavedSearchesServiceDeps {
  db: Db;
  transactions: Transactions;
  /** The discovery module's search: the same filters, visibility and minors' rule as the agency's search. */
  scouting: Pick<ScoutingSearchService, 'matches'>;
  /** The opportunities module's board: talents' board searches canonicalise and match with it. */
  board: BoardSearchPort;
  intervalMs: number;
}

/** The talents a new search knows at once, at most (beyond them a broad search alerts on older talents). */
export const SNAPSHOT_LIMIT = 20_000;

/**
 * Saved searches, each its owner's own: agencies save searches of talents, talents searches of the board (each
 * refused the other's kind); reading, changing and deleting are the same calls for both.
 */
export function createSavedSearchesService(deps: SavedSearchesServiceDeps) {
  const { db, transactions, scouting, board, intervalMs } = deps;
  const repository = createSavedSearchesRepository(db);

  function assertAgency(viewer: Viewer): void {
    if (viewer.type !== 'agencia') throw new AppError('saved_searches_agencies_only');
  }
  function assertOwner(viewer: Viewer): void {
    if (viewer.type !== 'agencia' && viewer.type !== 'talento') throw new AppError('saved_searches_agencies_only');
  }

  async function owned(viewer: Viewer, searchId: number) {
    assertOwner(viewer);
    const search = await repository.findOwned(viewer.id, searchId);
    if (!search) throw notFound();
    return search;
  }

  /** Inserts a search once the owner's searches are locked and counted against the limit; `known` in the same unit. */
  async function insert(
    values: Pick<SavedSearchRow, 'agencyId' | 'kind' | 'name' | 'query' | 'frequency'>,
    known: readonly number[] = [],
  ): Promise<SavedSearch> {
    const row = await transactions.run(async (tx) => {
      const searches = createSavedSearchesRepository(tx.db);
      await searches.lockAgency(values.agencyId);
      if ((await searches.countOf(values.agencyId)) >= MAX_SAVED_SEARCHES) throw new AppError('saved_searches_limit');
      const created = await searches.create({
        ...values,
        unsubscribeToken: randomBytes(24).toString('base64url'),
        nextDueAt: new Date(Date.now() + periodMs(values.frequency, intervalMs)),
      });
      await searches.remember(created.id, known);
      return created;
    });
    return toSavedSearch(row);
  }

  return {
    async list(viewer: Viewer): Promise<SavedSearch[]> {
      assertOwner(viewer);
      return (await repository.listOf(viewer.id)).map(toSavedSearch);
    },

    /**
     * Saves the filters in their canonical form. The talents matching now are remembered as known, so the
     * first alert tells only of talents who match later (new accounts, changed sheets or availability).
     */
    async create(
      viewer: Viewer,
      request: { name: string; frequency: SavedSearchFrequency; filters: Record<string, unknown> },
    ): Promise<SavedSearch> {
      assertAgency(viewer);
      const query = canonicalQuery(scoutingFilters(request.filters));
      const { ids } = await scouting.matches(viewer.id, request.filters, null, SNAPSHOT_LIMIT);
      const { name, frequency } = request;
      return insert({ agencyId: viewer.id, kind: 'talents', name, query, frequency }, ids);
    },

    /** A talent saves the board's filters; what is open now is not news (its watermark starts now). */
    async createBoard(
      viewer: Viewer,
      request: { name: string; frequency: SavedSearchFrequency; filters: z.output<typeof boardSearchFiltersSchema> },
    ): Promise<SavedSearch> {
      if (viewer.type !== 'talento') throw new AppError('saved_searches_talents_only');
      const { name, frequency } = request;
      return insert({ agencyId: viewer.id, kind: 'board', name, query: board.canonical(request.filters), frequency });
    },

    /** Rename, change the frequency (the next alert then waits one new period) or stop and resume the alerts. */
    async update(
      viewer: Viewer,
      searchId: number,
      change: { name?: string | undefined; frequency?: SavedSearchFrequency | undefined; alerts?: boolean | undefined },
    ): Promise<SavedSearch> {
      const search = await owned(viewer, searchId);
      const set = {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.frequency !== undefined ? { frequency: change.frequency } : {}),
        ...(change.alerts !== undefined ? { alerts: change.alerts } : {}),
      };
      if (Object.keys(set).length === 0) return toSavedSearch(search);
      const row = await repository.update(search.id, set);
      if (!row) throw notFound();
      if (change.frequency !== undefined && change.frequency !== search.frequency)
        await repository.settle(search.id, periodMs(change.frequency, intervalMs));
      return toSavedSearch(row);
    },

    async remove(viewer: Viewer, searchId: number): Promise<void> {
      const search = await owned(viewer, searchId);
      await repository.remove(search.id);
    },

    /** The e-mail's link, logged out: the token names one search, and only that one stops alerting. */
    async unsubscribe(token: string): Promise<UnsubscribedSavedSearch> {
      const stopped = await repository.unsubscribe(token);
      if (!stopped) throw new AppError('saved_search_token');
      return stopped;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

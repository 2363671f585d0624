import type { Facet } from '@vitrina/contract/scouting';
import {
  BOARD_PAGE_SIZE,
  boardSchema,
  type boardQuerySchema,
  type FitsMe,
  type myOpportunitiesQuerySchema,
  type myOpportunitiesSchema,
} from '@vitrina/contract/opportunities';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { createKept } from '../../../platform/kept.ts';
import type { KeptRegistry } from '../../../platform/kept-registry.ts';
import type { Viewer } from '../../../sessions/session-plugin.ts';
import { visibleTo } from '../../graph/visibility.ts';
import { isTalent, toCard, type Reader } from '../opportunity-cards.ts';
import { assertAgency, readerOf } from '../postings/postings.service.ts';
import { createBoardRepository, type BoardFilters } from './board.repository.ts';

const FITS_ME_LIMIT = 10;
/** What time alone changes (a deadline passing, "closing within a week", a suspension ending) shows this late. */
export const BOARD_MAX_AGE_MS = 10_000;
/** The kept answers' bound, counted in encoded bytes (a page of twenty cards with its facets). */
const BOARD_BYTES = 32 * 1024 * 1024;
const FACETS = ['kind', 'category', 'country', 'city', 'remote', 'pay', 'soon', 'fits'] as const;

export function assertTalent(viewer: Viewer): void {
  if (viewer.type !== 'talento') throw new AppError('opportunities_talents_only');
}

/** The board's address as filters (a saved board search's stored query too: it has no order nor page). */
export function filtersOf(query: Omit<z.output<typeof boardQuerySchema>, 'order' | 'page'>): BoardFilters {
  return {
    q: query.q ?? '',
    kinds: query.kind,
    categories: query.category,
    countries: query.country,
    city: query.city ?? '',
    remote: query.remote === '1',
    pays: query.pay,
    soon: query.soon === '1',
    fits: query.fits === '1',
    agency: query.agency ?? null,
  };
}

/** Counts by facet, most first; `fits` only for a talent (the repository counts it for nobody else). */
function facetsOf(counts: Array<{ facet: string; value: string; n: number }>, reader: Reader): Facet[] {
  return FACETS.filter((key) => key !== 'fits' || isTalent(reader)).map((key) => ({
    key,
    values: counts
      .filter((x) => x.facet === key)
      .sort((a, b) => b.n - a.n || a.value.localeCompare(b.value))
      .map((x) => ({ value: x.value, count: x.n })),
  }));
}

/** The filters as one key: lists sorted, so two addresses of one search share it. */
const canonical = (f: BoardFilters) =>
  JSON.stringify({
    ...f,
    kinds: [...f.kinds].sort(),
    categories: [...f.categories].sort(),
    countries: [...f.countries].sort(),
    pays: [...f.pays].sort(),
  });

/** The board for everyone, "fits me" for a talent, an agency's own list. */
export function createBoardService({ db, lists, registry }: { db: Db; lists?: Db; registry?: KeptRegistry }) {
  const board = createBoardRepository(db, lists);
  // Board answers shared by readers with one answer, checked against the contract and encoded once; the reader's
  // own statement reads the epochs they are checked by.
  const answers = createKept<string, Buffer>({
    name: 'opportunities-board',
    bound: { bytes: BOARD_BYTES, sizeOf: (body) => body.length },
    freshness: { versioned: ['opportunities', 'cards'], maxAgeMs: BOARD_MAX_AGE_MS },
    registry,
  });
  return {
    /**
     * The key's class fixes what differs between readers: a visitor sees no members' pay, a talent her fits (in
     * every card and facet: hers alone), and the agencies blocked either way are hidden.
     */
    async board(viewer: Viewer | null, query: z.output<typeof boardQuerySchema>): Promise<Buffer> {
      const reader = readerOf(viewer);
      const filters = filtersOf(query);
      if (filters.fits && !isTalent(reader)) throw new AppError('opportunities_talents_only');
      const side = await board.readerSide(reader.id ?? 0);
      const who = reader.id === null ? 'visitor' : isTalent(reader) ? `talent:${reader.id}` : 'member';
      const key = JSON.stringify([who, side.hidden, canonical(filters), query.order, query.page]);
      return answers.load(
        key,
        async () => {
          const found = await board.board(filters, reader, visibleTo(reader.id ?? 0), query.order, query.page);
          const answer = {
            rows: found.rows.map((row) => toCard(row, reader)),
            count: found.count,
            facets: facetsOf(found.facets, reader),
          };
          return Buffer.from(JSON.stringify(boardSchema.parse(answer)));
        },
        { versions: side.versions },
      );
    },

    async fitsMe(viewer: Viewer): Promise<FitsMe> {
      assertTalent(viewer);
      const reader = readerOf(viewer);
      const rows = await board.fitsMe(viewer.id, visibleTo(viewer.id), FITS_ME_LIMIT);
      return rows.map((row) => ({
        opportunity: toCard(row.card, reader),
        role: { id: Number(row.roleId), name: row.roleName },
      }));
    },

    async mine(
      viewer: Viewer,
      query: z.output<typeof myOpportunitiesQuerySchema>,
    ): Promise<z.infer<typeof myOpportunitiesSchema>> {
      assertAgency(viewer);
      const reader = readerOf(viewer);
      const found = await board.mine(viewer.id, query.state, query.page, BOARD_PAGE_SIZE);
      return {
        count: found.count,
        rows: found.rows.map((row) => ({
          ...toCard(row.card, reader),
          applicantsCount: Number(row.applicants),
          unfiledCount: Number(row.unfiled),
        })),
      };
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;

import type { boardSearchFiltersSchema } from '@vitrina/contract/saved-searches';
import type { z } from 'zod';

/** An opportunity new to a board search, as its alert names it. */
export interface NewOpportunity {
  id: number;
  title: string;
  agencyName: string;
  city: string;
}

/** The opportunities module's board, as talents' board searches use it (app.ts plugs `boardSearches`). */
export interface BoardSearchPort {
  /** The filters' canonical address (`/oportunidades?<query>`): each filter once, keys and lists sorted. */
  canonical(filters: z.output<typeof boardSearchFiltersSchema>): string;
  /**
   * Open opportunities published in (`since`, `until`] that match the stored query and that the owner may see
   * (the board's own rule), newest first up to `limit`, with how many there are.
   */
  newSince(
    ownerId: number,
    query: string,
    window: { since: Date; until: Date },
    limit: number,
  ): Promise<{ count: number; rows: NewOpportunity[] }>;
}

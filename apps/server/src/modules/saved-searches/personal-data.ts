import type { Db } from '../../db/client.ts';
import { createSavedSearchesRepository } from './saved-searches.repository.ts';

/** The saved searches' part of an agency's data export: each search as saved, never the talents it found. */
export function createSavedSearchesPersonalData(db: Db) {
  const repository = createSavedSearchesRepository(db);
  return {
    name: 'saved-searches',
    async collect(userId: number) {
      return { data: await repository.exportOf(userId), people: [] };
    },
  };
}

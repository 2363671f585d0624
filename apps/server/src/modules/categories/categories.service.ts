import type { CategoryEntry, SubscribedCategoryEntry } from '@vitrina/contract/categories';
import type { Lang } from '@vitrina/contract/constants';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { toCategoryEntry, toSubscribedCategoryEntry } from './categories.mapper.ts';
import { createCategoriesRepository, type CategoryRow } from './categories.repository.ts';

/** The eight categories and each user's subscriptions (talents: what they do; agencies: what they scout). */
export function createCategoriesService(db: Db) {
  const repository = createCategoriesRepository(db);
  // The migrations' eight rows, which nothing writes: read once a process (again after a failure).
  let all: Promise<CategoryRow[]> | null = null;
  const rows = () =>
    (all ??= repository.listCategories().catch((error: unknown) => {
      all = null;
      throw error;
    }));

  const marked = async (subscribed: readonly number[], lang: Lang): Promise<SubscribedCategoryEntry[]> => {
    const set = new Set(subscribed);
    return (await rows()).map((row) => toSubscribedCategoryEntry(row, lang, set.has(row.id)));
  };

  return {
    async listCategories(lang: Lang): Promise<CategoryEntry[]> {
      return (await rows()).map((row) => toCategoryEntry(row, lang));
    },

    async listWithSubscriptions(userId: number, lang: Lang): Promise<SubscribedCategoryEntry[]> {
      return marked(await repository.listSubscribedIds(userId), lang);
    },

    marked,

    async listSubscribedIds(userId: number): Promise<number[]> {
      return repository.listSubscribedIds(userId);
    },

    async setSubscription(userId: number, categoryId: number, subscribed: boolean) {
      const [exists] = await repository.existingIds([categoryId]);
      if (exists === undefined)
        throw new AppError('validation', { fields: [{ field: 'categoryId', code: 'categoria' }] });
      if (subscribed) await repository.subscribe(userId, categoryId);
      else await repository.unsubscribe(userId, categoryId);
      return { categoryId, subscribed };
    },

    /** Replaces every subscription, inside the caller's transaction (agency setup saves them with its data). */
    async replaceSubscriptions(tx: Tx, userId: number, categoryIds: number[]): Promise<void> {
      await createCategoriesRepository(tx.db).replaceSubscriptions(userId, [...new Set(categoryIds)]);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

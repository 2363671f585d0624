import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { interests } from '../../db/schema/interests.ts';

export type CategoryRow = typeof categories.$inferSelect;

export function createCategoriesRepository(db: Db) {
  return {
    async listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },

    async listSubscribedIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ categoryId: interests.categoryId })
        .from(interests)
        .where(eq(interests.userId, userId))
        .orderBy(asc(interests.categoryId));
      return rows.map((r) => r.categoryId);
    },

    /** Idempotent: subscribing twice leaves one row. */
    async subscribe(userId: number, categoryId: number): Promise<void> {
      await db.insert(interests).values({ userId, categoryId }).onConflictDoNothing();
    },

    async unsubscribe(userId: number, categoryId: number): Promise<void> {
      await db.delete(interests).where(and(eq(interests.userId, userId), eq(interests.categoryId, categoryId)));
    },

    /** Makes the user's subscriptions exactly `categoryIds` (run it inside the caller's transaction). */
    async replaceSubscriptions(userId: number, categoryIds: number[]): Promise<void> {
      await db.delete(interests).where(eq(interests.userId, userId));
      if (categoryIds.length) {
        await db
          .insert(interests)
          .values(categoryIds.map((categoryId) => ({ userId, categoryId })))
          .onConflictDoNothing();
      }
    },

    async existingIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return rows.map((r) => r.id);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

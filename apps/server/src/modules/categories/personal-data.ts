import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { interests } from '../../db/schema/interests.ts';

/** The categories module's part of a person's data export: the categories they chose, and when. */
export function createCategoriesPersonalData(db: Db) {
  return {
    name: 'categories',
    async collect(userId: number) {
      const rows = await db
        .select({ id: categories.id, es: categories.slugEs, en: categories.slugEn, since: interests.createdAt })
        .from(interests)
        .innerJoin(categories, eq(categories.id, interests.categoryId))
        .where(eq(interests.userId, userId));
      return { data: rows, people: [] as number[] };
    },
  };
}

import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Ids 1–8 as the spec numbers them; rows are inserted by the first migration. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    slugEs: text('slug_es').notNull(),
    slugEn: text('slug_en').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image').notNull().default(''),
  },
  (t) => [uniqueIndex('categories_slug_es_key').on(t.slugEs), uniqueIndex('categories_slug_en_key').on(t.slugEn)],
);

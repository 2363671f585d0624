import type { Lang } from '@vitrina/contract/constants';
import { categories, categoryName, findCategoryBySlug, type Category } from '@vitrina/contract/category-data';
import { ALL_CATEGORIES_SLUG, categoryMenuSlugs, type CategoryMenuSlug } from '@vitrina/contract/discovery-limits';

/** What an explore address names: every category (`all`), one category, or nothing known. */
export type ExploreTarget = { kind: 'all' } | { kind: 'category'; category: Category } | { kind: 'unknown' };

/** Reads `/explorar/{slug}`: `all`, or any form of a category's slug (Spanish, English, the menu's). */
export function exploreTarget(slug: string): ExploreTarget {
  if (slug === ALL_CATEGORIES_SLUG) return { kind: 'all' };
  const category = findCategoryBySlug(slug);
  return category ? { kind: 'category', category } : { kind: 'unknown' };
}

/** The explore menu (spec §2): its eight short slugs, each with its category. */
export const exploreMenu: { slug: CategoryMenuSlug; category: Category }[] = categoryMenuSlugs.map((slug) => {
  const category = findCategoryBySlug(slug);
  if (!category) throw new Error(`explore menu slug ${slug} names no category`);
  return { slug, category };
});

/** A card's category ids as names in the reader's language, unknown ids left out. */
export function categoryNames(ids: readonly number[], lang: Lang): string[] {
  return ids.flatMap((id) => {
    const category = categories.find((entry) => entry.id === id);
    return category ? [categoryName(category, lang)] : [];
  });
}

import type { CategoryEntry, SubscribedCategoryEntry } from '@vitrina/contract/categories';
import type { Lang } from '@vitrina/contract/constants';
import type { CategoryRow } from './categories.repository.ts';

export function toCategoryEntry(row: CategoryRow, lang: Lang): CategoryEntry {
  return {
    id: row.id,
    slug: row.slugEn,
    slugEs: row.slugEs,
    name: lang === 'en' ? row.nameEn : row.nameEs,
    image: row.image,
  };
}

export function toSubscribedCategoryEntry(row: CategoryRow, lang: Lang, subscribed: boolean): SubscribedCategoryEntry {
  return { ...toCategoryEntry(row, lang), subscribed };
}

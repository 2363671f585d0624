import { categories, categoryName } from '@vitrina/contract/category-data';
import type { Lang } from '@vitrina/contract/constants';
import type { ShortlistSummary } from '@vitrina/contract/shortlists';
import type { SummaryRecord } from './shortlists.repository.ts';
import { countryName } from '@vitrina/contract/country-names';

export function toSummary(record: SummaryRecord): ShortlistSummary {
  return {
    id: record.id,
    name: record.name,
    count: Number(record.count),
    updatedAt: new Date(record.updatedAt).toISOString(),
    ...(record.contains === null ? {} : { contains: Boolean(record.contains) }),
  };
}

export function categoryNamesOf(ids: readonly number[], lang: Lang): string[] {
  return categories.filter((category) => ids.includes(category.id)).map((category) => categoryName(category, lang));
}

/** A country's name in `lang`; '' for a code the runtime does not know. */
export function countryNameOf(code: string, lang: Lang): string {
  return countryName(code, lang, 'none');
}

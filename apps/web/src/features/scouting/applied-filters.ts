import type { TFunction } from 'i18next';
import type { Lang } from '@vitrina/contract/constants';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { MAX_SAVED_SEARCH_NAME_LENGTH } from '@vitrina/contract/saved-search-limits';
import type { FieldTable } from '@vitrina/contract/scouting';
import { countryName } from '@/components/ui/country-name.ts';
import { listOf } from './search-query.ts';

/** One applied filter: its parameter, what names it (none when its values say it), and its values. */
export interface AppliedGroup {
  name: string;
  legend: string | null;
  /** `value` null: the value is the whole parameter (a text, a range, a switch). */
  items: Array<{ value: string | null; text: string }>;
}

const pick = (item: { es: string; en: string }, lang: Lang) => (lang === 'en' ? item.en : item.es);

const byName = (names: string[], lang: Lang) => [...names].sort((a, b) => a.localeCompare(b, lang));

/** "Colombia or Mexico" in the reader's language (by name: the same however the address orders them). */
export const eitherOf = (names: string[], lang: Lang) =>
  new Intl.ListFormat(lang, { type: 'disjunction' }).format(byName(names, lang));

function rangeText(raw: string, unit: string | undefined, t: TFunction<'scouting'>): string {
  const [from = '', to = ''] = raw.split('-');
  const text =
    from && to ? `${from}–${to}` : from ? t('search.atLeast', { value: from }) : t('search.atMost', { value: to });
  return unit ? `${text} ${unit}` : text;
}

/**
 * The filters a search's query applies, in the order of the filters' panel (country first), with the texts
 * their chips and a saved search's default name show.
 */
export function appliedFilters(
  params: URLSearchParams,
  table: FieldTable,
  lang: Lang,
  t: TFunction<'scouting'>,
): AppliedGroup[] {
  const groups: AppliedGroup[] = [];
  const add = (name: string, legend: string | null, items: AppliedGroup['items']) => {
    if (items.length) groups.push({ name, legend, items });
  };
  const each = (name: string, text: (value: string) => string) =>
    listOf(params, name).map((value) => ({ value, text: text(value) }));
  const whole = (name: string, text: (raw: string) => string) => {
    const raw = params.get(name)?.trim();
    return raw ? [{ value: null, text: text(raw) }] : [];
  };

  add(
    'q',
    null,
    whole('q', (q) => t('search.quoted', { q })),
  );
  const countries = listOf(params, 'country');
  add(
    'country',
    null,
    each('country', (code) => countryName(code, lang)).sort((a, b) => a.text.localeCompare(b.text, lang)),
  );
  if (countries.length && params.get('travellers') === '1')
    add('travellers', null, [
      {
        value: null,
        text: t('search.travellers', {
          countries: eitherOf(
            countries.map((c) => countryName(c, lang)),
            lang,
          ),
        }),
      },
    ]);
  const category = categories.find((c) => String(c.id) === params.get('category'));
  if (category) add('category', null, [{ value: null, text: categoryName(category, lang) }]);
  add(
    'city',
    t('search.city'),
    whole('city', (city) => city),
  );
  add(
    'available',
    t('search.available'),
    each('available', (kind) => t(`availability.kinds.${kind}`)),
  );
  add(
    'age',
    t('search.age'),
    each('age', (age) => age),
  );
  add(
    'has',
    t('search.has'),
    each('has', (kind) => t(`search.${kind}`)),
  );
  for (const field of table.fields) {
    if (field.category !== 'common' && field.category !== category?.id) continue;
    if (field.type === 'number')
      add(
        field.key,
        pick(field, lang),
        whole(field.key, (raw) => rangeText(raw, field.unit, t)),
      );
    else
      add(
        field.key,
        pick(field, lang),
        each(field.key, (value) => {
          const option = field.options?.find((o) => o.value === value);
          return option ? pick(option, lang) : value;
        }),
      );
  }
  return groups;
}

/** A chip's text: the legend beside the value when the value alone would not say what it filters. */
export const chipText = (group: AppliedGroup, item: AppliedGroup['items'][number]) =>
  group.legend ? `${group.legend}: ${item.text}` : item.text;

/**
 * A saved search's name from its filters ("Mexico, Colombia and those who travel there · Available for: Castings"),
 * cut to the longest name a search may have.
 */
export function defaultSearchName(groups: AppliedGroup[], t: TFunction<'scouting'>): string {
  const travellers = groups.some((g) => g.name === 'travellers');
  const parts = groups
    .filter((g) => g.name !== 'travellers')
    .map((g) => {
      const values = g.items.map((item) => item.text).join(', ');
      if (g.name === 'country' && travellers) return t('saved.withTravellers', { countries: values });
      return g.legend ? `${g.legend}: ${values}` : values;
    });
  const name = parts.join(' · ') || t('saved.defaultName');
  return name.length <= MAX_SAVED_SEARCH_NAME_LENGTH
    ? name
    : `${name.slice(0, MAX_SAVED_SEARCH_NAME_LENGTH - 1).trimEnd()}…`;
}

import { useTranslation } from 'react-i18next';
import type { FieldTable, ScoutingResult } from '@vitrina/contract/scouting';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { langOf } from '@/i18n/use-lang.ts';
import { CountryFacet } from './country-facet.tsx';
import { listOf } from './search-query.ts';

type Params = URLSearchParams;
const label = (item: { es: string; en: string }, lang: string) => (lang === 'en' ? item.en : item.es);

/** The count beside a facet value (none for searchable-only values: a filter without counts). */
function countOf(result: ScoutingResult | undefined, key: string, value: string): number | undefined {
  if (!result) return undefined;
  const facet = result.facets.find((f) => f.key === key);
  return facet?.values.find((v) => v.value === value)?.count ?? 0;
}

/** A group of any-of checkboxes over one address parameter, each with its count. */
function Choices({
  name,
  legend,
  options,
  params,
  result,
  counted = true,
  onChange,
}: {
  name: string;
  legend: string;
  options: Array<{ value: string; text: string }>;
  params: Params;
  result: ScoutingResult | undefined;
  counted?: boolean;
  onChange: (name: string, values: string[]) => void;
}) {
  const { t } = useTranslation('scouting');
  const chosen = listOf(params, name);
  return (
    <fieldset className="facet">
      <legend className="facet__title">{legend}</legend>
      {options.map((o) => {
        const count = counted ? countOf(result, name, o.value) : undefined;
        return (
          <label key={o.value} className="facet__option">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) =>
                onChange(name, e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))
              }
            />
            {count === undefined ? o.text : t('search.optionCount', { label: o.text, count })}
          </label>
        );
      })}
    </fieldset>
  );
}

/** Every filter of the faceted search, read from and written to the address, country first. */
export function SearchFilters({
  table,
  params,
  result,
  home,
  onChange,
}: {
  table: FieldTable;
  params: Params;
  result: ScoutingResult | undefined;
  /** The searcher's own country, first of the countries. */
  home: string | null;
  onChange: (name: string, value: string | string[]) => void;
}) {
  const { t, i18n } = useTranslation('scouting');
  const lang = langOf(i18n.language);
  const category = Number(params.get('category')) || null;
  const fields = table.fields.filter((f) => f.category === 'common' || f.category === category);
  const set = (name: string, values: string[]) => onChange(name, values);
  return (
    <div className="search-filters">
      <CountryFacet params={params} result={result} home={home} onChange={onChange} />
      <fieldset className="facet">
        <legend className="facet__title">{t('search.category')}</legend>
        <label className="facet__option">
          <input type="radio" name="category" checked={!category} onChange={() => onChange('category', '')} />
          {t('search.anyCategory')}
        </label>
        {categories.map((c) => (
          <label key={c.id} className="facet__option">
            <input
              type="radio"
              name="category"
              checked={category === c.id}
              onChange={() => onChange('category', String(c.id))}
            />
            {t('search.optionCount', {
              label: categoryName(c, lang),
              count: countOf(result, 'category', String(c.id)) ?? 0,
            })}
          </label>
        ))}
      </fieldset>
      <label className="facet facet__text">
        <span className="facet__title">{t('search.city')}</span>
        <input
          type="text"
          defaultValue={params.get('city') ?? ''}
          onBlur={(e) => onChange('city', e.target.value.trim())}
        />
      </label>
      <Choices
        name="available"
        legend={t('search.available')}
        options={table.availability.kinds.map((k) => ({ value: k, text: t(`availability.kinds.${k}`) }))}
        params={params}
        result={result}
        onChange={set}
      />
      <Choices
        name="age"
        legend={t('search.age')}
        options={table.ageRanges.map((r) => ({ value: r.key, text: r.key }))}
        params={params}
        result={result}
        onChange={set}
      />
      <Choices
        name="has"
        legend={t('search.has')}
        options={(['photos', 'videos', 'documents'] as const).map((v) => ({ value: v, text: t(`search.${v}`) }))}
        params={params}
        result={result}
        counted={false}
        onChange={set}
      />
      {fields.map((field) =>
        field.type === 'number' ? (
          <fieldset key={field.key} className="facet">
            <legend className="facet__title">
              {label(field, lang)} {field.unit ? `(${field.unit})` : ''}
            </legend>
            {(['from', 'to'] as const).map((side, i) => (
              <label key={side} className="facet__option">
                {t(`search.${side}`)}
                <input
                  type="number"
                  inputMode="numeric"
                  min={field.min}
                  max={field.max}
                  defaultValue={(params.get(field.key) ?? '-').split('-')[i] ?? ''}
                  onBlur={(e) => {
                    const [lo = '', hi = ''] = (params.get(field.key) ?? '-').split('-');
                    const next = i === 0 ? [e.target.value, hi] : [lo, e.target.value];
                    onChange(field.key, next.join('-') === '-' ? '' : next.join('-'));
                  }}
                />
              </label>
            ))}
          </fieldset>
        ) : field.options ? (
          <Choices
            key={field.key}
            name={field.key}
            legend={label(field, lang)}
            options={field.options.map((o) => ({ value: o.value, text: label(o, lang) }))}
            params={params}
            result={result}
            counted={field.visibility !== 'searchable'}
            onChange={set}
          />
        ) : null,
      )}
    </div>
  );
}

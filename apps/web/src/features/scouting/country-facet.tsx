import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoutingResult } from '@vitrina/contract/scouting';
import { countryName } from '@/components/ui/country-name.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { eitherOf } from './applied-filters.ts';
import { countryOrder, listOf } from './search-query.ts';

/** Countries shown before "more countries" (the chosen ones always show). */
const SHOWN = 6;

const countsOf = (result: ScoutingResult | undefined, key: string) =>
  new Map((result?.facets.find((f) => f.key === key)?.values ?? []).map((v) => [v.value, v.count]));

/**
 * The country facet, first of the filters: the searcher's own country, then the others by count, several at
 * once; with a country chosen, a switch adds the talents of other countries willing to travel there.
 */
export function CountryFacet({
  params,
  result,
  home,
  onChange,
}: {
  params: URLSearchParams;
  result: ScoutingResult | undefined;
  home: string | null;
  onChange: (name: string, value: string | string[]) => void;
}) {
  const { t, i18n } = useTranslation('scouting');
  const lang = langOf(i18n.language);
  const [isOpen, setOpen] = useState(false);
  const chosen = listOf(params, 'country');
  const counts = countsOf(result, 'country');
  const nameOf = (code: string) => countryName(code, lang);
  const order = countryOrder(home, chosen, counts, nameOf);
  const shown = isOpen ? order : order.filter((code, i) => i < SHOWN || chosen.includes(code));
  const hidden = order.length - shown.length;
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : t('search.optionCount', { label: text, count });
  const travelCount = result ? (countsOf(result, 'travellers').get('1') ?? 0) : undefined;

  return (
    <fieldset className="facet facet--country">
      <legend className="facet__title">{t('search.country')}</legend>
      {shown.map((code) => (
        <label key={code} className="facet__option">
          <input
            type="checkbox"
            name="country"
            value={code}
            checked={chosen.includes(code)}
            onChange={(e) =>
              onChange('country', e.target.checked ? [...chosen, code] : chosen.filter((c) => c !== code))
            }
          />
          {label(nameOf(code), result ? (counts.get(code) ?? 0) : undefined)}
        </label>
      ))}
      {(hidden > 0 || isOpen) && order.length > SHOWN && (
        <button type="button" className="facet__more" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
          {isOpen ? t('search.fewerCountries') : t('search.moreCountries', { count: hidden })}
        </button>
      )}
      {chosen.length > 0 && (
        <>
          <label className="facet__option facet__option--travel">
            <input
              type="checkbox"
              name="travellers"
              checked={params.get('travellers') === '1'}
              aria-describedby="travellers-hint"
              onChange={(e) => onChange('travellers', e.target.checked ? '1' : '')}
            />
            {label(t('search.travellers', { countries: eitherOf(chosen.map(nameOf), lang) }), travelCount)}
          </label>
          <p id="travellers-hint" className="facet__hint">
            {t('search.travellersHint')}
          </p>
        </>
      )}
    </fieldset>
  );
}

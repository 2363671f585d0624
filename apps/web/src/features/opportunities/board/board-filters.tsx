import { useTranslation } from 'react-i18next';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { kindLabels, labelIn, payLabels } from '@vitrina/contract/opportunity-labels';
import { opportunityKinds, payKinds, type Board } from '@vitrina/contract/opportunities';
import { countryName } from '@/components/ui/country-name.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { facetCount, facetValues, listOf } from './board-query.ts';

/** Countries and cities shown by count (the chosen ones always show). */
const SHOWN = 10;

type Change = (name: string, value: string | string[]) => void;

/** An option's text with its count once the board has counted. */
function useOptionText() {
  const { t } = useTranslation('board');
  return (label: string, count: number | undefined) =>
    count === undefined ? label : t('optionCount', { label, count });
}

/** Any-of checkboxes over one address parameter, each with its count. */
function Choices({
  name,
  legend,
  options,
  params,
  board,
  onChange,
}: {
  name: string;
  legend: string;
  options: Array<{ value: string; text: string }>;
  params: URLSearchParams;
  board: Board | undefined;
  onChange: Change;
}) {
  const text = useOptionText();
  const chosen = listOf(params, name);
  return (
    <fieldset className="board-facet">
      <legend className="board-facet__title">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="board-facet__option">
          <input
            type="checkbox"
            name={name}
            value={o.value}
            checked={chosen.includes(o.value)}
            onChange={(e) =>
              onChange(name, e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))
            }
          />
          {text(o.text, facetCount(board, name, o.value))}
        </label>
      ))}
    </fieldset>
  );
}

/** A yes-or-nothing filter (`name=1`) with its count. */
function Switch({ name, label, params, board, onChange }: { name: string; label: string } & Omit<Props, 'canFit'>) {
  const text = useOptionText();
  return (
    <label className="board-facet__option">
      <input
        type="checkbox"
        name={name}
        checked={params.get(name) === '1'}
        onChange={(e) => onChange(name, e.target.checked ? '1' : '')}
      />
      {text(label, facetCount(board, name, '1'))}
    </label>
  );
}

/** Where: any place, one of the counted cities, or remote work. */
function PlaceFacet({ params, board, onChange }: Omit<Props, 'canFit'>) {
  const { t } = useTranslation('board');
  const text = useOptionText();
  const city = params.get('city') ?? '';
  const isRemote = params.get('remote') === '1';
  const cities = facetValues(board, 'city', city ? [city] : [])
    .filter((v, i) => i < SHOWN || v.value === city)
    .filter((v) => v.value);
  return (
    <fieldset className="board-facet">
      <legend className="board-facet__title">{t('facets.place')}</legend>
      {cities.map((v) => (
        <label key={v.value} className="board-facet__option">
          <input type="radio" name="place" checked={city === v.value} onChange={() => onChange('city', v.value)} />
          {text(v.value, board ? v.count : undefined)}
        </label>
      ))}
      <label className="board-facet__option">
        <input type="radio" name="place" checked={isRemote} onChange={() => onChange('remote', '1')} />
        {text(t('facets.remote'), facetCount(board, 'remote', '1'))}
      </label>
      {(city || isRemote) && (
        <button type="button" className="board-facet__more" onClick={() => onChange(isRemote ? 'remote' : 'city', '')}>
          {t('clear')}
        </button>
      )}
    </fieldset>
  );
}

interface Props {
  params: URLSearchParams;
  board: Board | undefined;
  /** A talent with a session: "fits me" is hers to filter by. */
  canFit: boolean;
  onChange: Change;
}

/** Every facet of the board, read from and written to the address. */
export function BoardFilters({ params, board, canFit, onChange }: Props) {
  const { t, i18n } = useTranslation('board');
  const lang = langOf(i18n.language);
  const countries = listOf(params, 'country');
  const countryOptions = facetValues(board, 'country', countries)
    .filter((v, i) => i < SHOWN || countries.includes(v.value))
    .map((v) => ({ value: v.value, text: countryName(v.value, lang) }));
  const shared = { params, board, onChange };
  return (
    <div className="board-filters">
      {canFit && (
        <fieldset className="board-facet">
          <legend className="board-facet__title">{t('facets.fits')}</legend>
          <Switch name="fits" label={t('facets.fitsMe')} {...shared} />
        </fieldset>
      )}
      <fieldset className="board-facet">
        <legend className="board-facet__title">{t('facets.when')}</legend>
        <Switch name="soon" label={t('facets.soon')} {...shared} />
      </fieldset>
      <Choices
        name="kind"
        legend={t('facets.kind')}
        options={opportunityKinds.map((kind) => ({ value: kind, text: labelIn(kindLabels, kind, lang) }))}
        {...shared}
      />
      <Choices
        name="category"
        legend={t('facets.category')}
        options={categories.map((c) => ({ value: String(c.id), text: categoryName(c, lang) }))}
        {...shared}
      />
      {countryOptions.length > 0 && (
        <Choices name="country" legend={t('facets.country')} options={countryOptions} {...shared} />
      )}
      <PlaceFacet {...shared} />
      <Choices
        name="pay"
        legend={t('facets.pay')}
        options={payKinds.map((kind) => ({ value: kind, text: labelIn(payLabels, kind, lang) }))}
        {...shared}
      />
    </div>
  );
}

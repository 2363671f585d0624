import { useTranslation } from 'react-i18next';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { kindLabels, labelIn, payLabels } from '@vitrina/contract/opportunity-labels';
import { opportunityKinds, payKinds } from '@vitrina/contract/opportunities';
import { countryName } from '@/components/ui/country-name.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { listOf } from './board-query.ts';

interface Chip {
  name: string;
  /** The value a list filter drops; null drops the whole filter. */
  value: string | null;
  text: string;
}

/**
 * The filters the board applies, as chips above its results (on a phone too, where the filters hide in a
 * drawer): each removes its value.
 */
export function BoardChips({
  params,
  canFit,
  onRemove,
}: {
  params: URLSearchParams;
  canFit: boolean;
  onRemove: (name: string, value: string | null) => void;
}) {
  const { t, i18n } = useTranslation('board');
  const lang = langOf(i18n.language);
  const list = (name: string, text: (value: string) => string | undefined): Chip[] =>
    listOf(params, name).flatMap((value) => {
      const words = text(value);
      return words ? [{ name, value, text: words }] : [];
    });
  const flag = (name: string, text: string): Chip[] => (params.get(name) === '1' ? [{ name, value: null, text }] : []);
  const q = params.get('q');
  const city = params.get('city');
  const chips: Chip[] = [
    ...(q ? [{ name: 'q', value: null, text: `“${q}”` }] : []),
    ...(canFit ? flag('fits', t('facets.fitsMe')) : []),
    ...flag('soon', t('facets.soon')),
    ...list('kind', (v) => {
      const kind = opportunityKinds.find((k) => k === v);
      return kind && labelIn(kindLabels, kind, lang);
    }),
    ...list('category', (v) => {
      const category = categories.find((c) => String(c.id) === v);
      return category && categoryName(category, lang);
    }),
    ...list('country', (v) => countryName(v, lang)),
    ...(city ? [{ name: 'city', value: null, text: city }] : []),
    ...flag('remote', t('facets.remote')),
    ...list('pay', (v) => {
      const pay = payKinds.find((k) => k === v);
      return pay && labelIn(payLabels, pay, lang);
    }),
  ];
  if (!chips.length) return null;
  return (
    <ul className="board-chips" aria-label={t('applied')}>
      {chips.map((chip) => (
        <li key={`${chip.name}:${chip.value ?? ''}`}>
          <button
            type="button"
            className="board-chip"
            aria-label={t('remove', { filter: chip.text })}
            onClick={() => onRemove(chip.name, chip.value)}
          >
            {chip.text}
            <span aria-hidden="true"> ×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { chipText, type AppliedGroup } from './applied-filters.ts';

/**
 * The filters a search applies, as chips above its results (on a phone too, where the filters hide in a
 * drawer): each removes its value; "clear all" removes every filter.
 */
export function AppliedFilterChips({
  groups,
  onRemove,
  onClear,
}: {
  groups: AppliedGroup[];
  onRemove: (name: string, value: string | null) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('scouting');
  const chips = groups.flatMap((group) => group.items.map((item) => ({ group, item, text: chipText(group, item) })));
  if (!chips.length) return null;
  return (
    <div className="applied-filters">
      <ul className="applied-filters__list" aria-label={t('search.applied')}>
        {chips.map(({ group, item, text }) => (
          <li key={`${group.name}:${item.value ?? ''}`}>
            <button
              type="button"
              className="filter-chip"
              aria-label={t('search.remove', { filter: text })}
              onClick={() => onRemove(group.name, item.value)}
            >
              <span className="filter-chip__text">{text}</span>
              <span className="filter-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className="applied-filters__clear" onClick={onClear}>
          {t('search.removeAll')}
        </button>
      )}
    </div>
  );
}

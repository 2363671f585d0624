import { useTranslation } from 'react-i18next';
import type { FeedFilter } from '../api/posts-keys.ts';

const filters: FeedFilter[] = ['followed', 'all'];

/** Whose posts the feed shows (spec §2): the people I follow, or every talent. Two pressed-state buttons. */
export function FeedFilterToggle({ value, onChange }: { value: FeedFilter; onChange: (value: FeedFilter) => void }) {
  const { t } = useTranslation('posts');
  return (
    <div className="feed-filter" role="group" aria-label={t('feed.filterLabel')}>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          className="feed-filter__option"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {t(`feed.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}

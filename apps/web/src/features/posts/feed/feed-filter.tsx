import { useTranslation } from 'react-i18next';
import type { FeedFilter } from '../api/posts-keys.ts';
import '@/components/ui/toggle-group.css';

const filters: FeedFilter[] = ['followed', 'all'];

/** Whose posts the feed shows (spec §2): the people I follow, or every talent. Two pressed-state buttons. */
export function FeedFilterToggle({ value, onChange }: { value: FeedFilter; onChange: (value: FeedFilter) => void }) {
  const { t } = useTranslation('posts');
  return (
    <div className="toggle-group" role="group" aria-label={t('feed.filterLabel')}>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          className="toggle-group__option"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {t(`feed.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}

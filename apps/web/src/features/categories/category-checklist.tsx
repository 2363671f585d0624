import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { CategoryTiles, CategoryTilesSkeleton } from './category-tiles.tsx';
import { useCategories } from './list-categories.ts';

/** The eight boxes as a form control: the choice is sent with the form (an agency's scouting categories). */
export function CategoryChecklist({
  label,
  lang,
  value,
  onChange,
  disabled,
}: {
  label: string;
  lang: 'es' | 'en';
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('categories');
  const categories = useCategories(lang);
  if (categories.isPending) return <CategoryTilesSkeleton />;
  if (categories.isError)
    return (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{apiErrorText(categories.error)}</p>
      </Alert>
    );
  return (
    <CategoryTiles
      label={label}
      disabled={disabled}
      tiles={categories.data.map((entry) => ({ id: entry.id, name: entry.name, selected: value.includes(entry.id) }))}
      onToggle={(id, selected) =>
        onChange(selected ? [...value, id].sort((a, b) => a - b) : value.filter((item) => item !== id))
      }
    />
  );
}

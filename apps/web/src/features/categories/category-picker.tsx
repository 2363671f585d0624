import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { CategoryTiles, CategoryTilesSkeleton } from './category-tiles.tsx';
import { useCategorySubscription } from './subscribe-category.ts';
import { useSubscribedCategories } from './subscribed-categories.ts';

/**
 * The user's categories: each box subscribes or unsubscribes at once (spec §5, wizard step 1 and the
 * settings' categories).
 */
export function CategoryPicker({ label, lang }: { label: string; lang: 'es' | 'en' }) {
  const { t } = useTranslation('categories');
  const categories = useSubscribedCategories(lang);
  const subscription = useCategorySubscription(lang);
  const [pending, setPending] = useState<number | null>(null);

  if (categories.isPending) return <CategoryTilesSkeleton />;
  if (categories.isError)
    return (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{apiErrorText(categories.error)}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void categories.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );

  const count = categories.data.filter((entry) => entry.subscribed).length;
  return (
    <div className="category-picker">
      <CategoryTiles
        label={label}
        tiles={categories.data.map((entry) => ({
          id: entry.id,
          name: entry.name,
          selected: entry.subscribed,
          busy: pending === entry.id,
        }))}
        onToggle={(categoryId, subscribed) => {
          setPending(categoryId);
          subscription.mutate({ categoryId, subscribed }, { onSettled: () => setPending(null) });
        }}
      />
      <p className="category-picker__status" aria-live="polite">
        {subscription.isError ? (
          <span className="category-picker__error">{t('saveFailed')}</span>
        ) : (
          t('selected', { count })
        )}
      </p>
    </div>
  );
}

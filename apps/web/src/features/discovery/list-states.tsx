import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { isCategoriesRequired } from './categories-required.ts';

/** An agency without categories: what to do (choose some in the interests page), not a failure. */
export function CategoriesPrompt() {
  const { t } = useTranslation('discovery');
  return (
    <div className="discovery-prompt" role="status">
      <p className="discovery-prompt__title">{t('categoriesPrompt.title')}</p>
      <p>{t('errors:categories_required')}</p>
      <Link className="button button--primary" to={paths.userInterests}>
        {t('categoriesPrompt.action')}
      </Link>
    </div>
  );
}

/**
 * A list that did not load: the categories prompt for `categories_required`, otherwise what happened (the
 * contract's text for the code) and a retry.
 */
export function ListProblem({ error, title, onRetry }: { error: unknown; title?: string; onRetry: () => void }) {
  const { t } = useTranslation('discovery');
  if (isCategoriesRequired(error)) return <CategoriesPrompt />;
  return (
    <Alert tone="error" title={title ?? t('lists.loadError')}>
      <p>{apiErrorText(error)}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('lists.retry')}
      </button>
    </Alert>
  );
}

/** Nothing to list: says so and suggests what to do next. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="discovery-empty" role="status">
      <p className="discovery-empty__title">{title}</p>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}

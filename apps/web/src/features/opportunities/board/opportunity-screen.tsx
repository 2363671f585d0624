import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useOpportunity } from '../api/board.ts';
import { OpportunityView } from './opportunity-view.tsx';
import type { Reader } from './role-section.tsx';

/** Not there for me (missing, a draft of another agency, across a block): the API's 404. */
function OpportunityNotFound() {
  const { t } = useTranslation('board');
  return (
    <section className="notice-page">
      <p className="notice-page__code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to={paths.opportunities()}>
        {t('page.back')}
      </Link>
    </section>
  );
}

/** An opportunity's page as loaded: a placeholder, the 404 page, what failed, or the page itself. */
export function OpportunityScreen({
  id,
  viewer,
}: {
  id: number;
  /** The reader's account type; null for a visitor. */
  viewer: 'talento' | 'agencia' | null;
}) {
  const { t } = useTranslation('board');
  const opportunity = useOpportunity(id);
  const error = opportunity.error;
  if (!Number.isInteger(id) || id < 1 || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <OpportunityNotFound />;
  if (error)
    return (
      <Alert tone="error" title={t('page.error')}>
        <p>{apiErrorText(error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void opportunity.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  if (!opportunity.data) return <p role="status">{t('page.loading')}</p>;
  const reader: Reader = opportunity.data.isOwner
    ? 'owner'
    : viewer === 'talento'
      ? 'talent'
      : viewer === 'agencia'
        ? 'agency'
        : 'visitor';
  return <OpportunityView opportunity={opportunity.data} reader={reader} />;
}

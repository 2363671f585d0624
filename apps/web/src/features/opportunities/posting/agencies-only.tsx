import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/lib/paths.ts';

/** What a talent reads on the agency's pages: who they are for, and where her own side is. */
export function AgenciesOnly() {
  const { t } = useTranslation('posting');
  return (
    <Alert tone="info" title={t('agenciesOnly.title')}>
      <p>{t('agenciesOnly.body')}</p>
      <p>
        <Link to={paths.news}>{t('agenciesOnly.back')}</Link>
      </p>
    </Alert>
  );
}

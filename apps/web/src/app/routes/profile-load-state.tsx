import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { ProfileResponse } from '@vitrina/contract/graph';
import { Alert } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';

/**
 * What a profile screen shows until its profile has loaded (the profile page and the followers pages alike):
 * a profile that is not there — missing, an agency's, or a block between us: all 404 — sends the viewer to
 * /noticias (spec §2); then the loading state; then the failure with a retry. Null once the profile is here.
 */
export function ProfileLoadState({
  profile,
  skeleton = false,
  rendering = false,
}: {
  profile: UseQueryResult<ProfileResponse>;
  skeleton?: boolean;
  /** The profile is here and its page still rendering (a deferred value): the loading state stays. */
  rendering?: boolean;
}): ReactElement | null {
  const { t } = useTranslation('graph');
  if (profile.error instanceof ApiError && profile.error.status === 404) return <Navigate to={paths.news} replace />;
  if (profile.isPending || (rendering && profile.isSuccess)) {
    return (
      <div className="profile-page" aria-busy="true">
        {skeleton && <div className="profile-header profile-header--skeleton" />}
        <p className="visually-hidden" role="status">
          {t('page.loading')}
        </p>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="profile-page">
        <Alert tone="error" title={t('page.loadError')}>
          <p>{apiErrorText(profile.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void profile.refetch()}>
            {t('actions.retry')}
          </button>
        </Alert>
      </div>
    );
  }
  return null;
}

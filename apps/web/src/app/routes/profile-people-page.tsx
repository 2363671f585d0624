import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { useProfile } from '@/features/graph/get-profile.ts';
import type { PeopleKind } from '@/features/graph/graph-keys.ts';
import { PeopleList } from '@/features/graph/people-list.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { usePageTitle } from '../route-meta.tsx';
import { usePeopleParams } from './use-people-params.ts';

/**
 * /profile/{profile_url}/followers and /followings (spec route table): a person's list on a page of its own,
 * titled "{name}'s Followers" / "{name}'s Followings". A profile that is not there (missing, an agency's, a
 * block between us: all 404) sends the viewer to /noticias, as the profile does.
 */
export function ProfilePeoplePage({ kind }: { kind: PeopleKind }) {
  const { t } = useTranslation('graph');
  const { id = '' } = useParams();
  const profile = useProfile(id);
  const params = usePeopleParams();
  const name = profile.data?.user.fullname;
  const titleKey = kind === 'followers' ? 'people.pageTitleFollowers' : 'people.pageTitleFollowing';
  usePageTitle(name === undefined ? undefined : t(titleKey, { name }));

  const gone = profile.error instanceof ApiError && profile.error.status === 404;
  if (gone) return <Navigate to={paths.news} replace />;
  if (profile.isPending) {
    return (
      <div className="profile-page" aria-busy="true">
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

  const { user } = profile.data;
  return (
    <div className="profile-page">
      <p>
        <Link to={paths.profile(user.profile_url)}>
          <ChevronLeftIcon size={16} /> {t('people.backToProfile', { name: user.fullname })}
        </Link>
      </p>
      <PeopleList profileUrl={user.profile_url} kind={kind} headingLevel={1} {...params} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { useProfile } from '@/features/profiles/get-profile.ts';
import type { PeopleKind } from '@/features/profiles/graph-keys.ts';
import { PeopleList } from '@/features/profiles/people-list.tsx';
import { paths } from '@/lib/paths.ts';
import { usePageTitle } from '../route-meta.tsx';
import { ProfileLoadState } from './profile-load-state.tsx';
import { usePeopleParams } from './use-people-params.ts';
import { addPeopleTexts } from '@/features/profiles/people-texts.ts';

addPeopleTexts();

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
  const titleKey = kind === 'followers' ? 'people:pageTitleFollowers' : 'people:pageTitleFollowing';
  usePageTitle(name === undefined ? undefined : t(titleKey, { name }));

  if (!profile.isSuccess) return <ProfileLoadState profile={profile} />;

  const { user } = profile.data;
  return (
    <div className="profile-page">
      <p>
        <Link to={paths.profile(user.profile_url)}>
          <ChevronLeftIcon size={16} /> {t('people:backToProfile', { name: user.fullname })}
        </Link>
      </p>
      <PeopleList profileUrl={user.profile_url} kind={kind} headingLevel={1} {...params} />
    </div>
  );
}

import { ProfileWidgets } from '@/features/profiles/profile-widgets.tsx';
import { RecentPhotos } from '@/features/posts/media/recent-photos.tsx';
import { UserPosts } from '@/features/posts/feed/user-posts.tsx';
import { Portfolio } from '@/features/posts/portfolio/portfolio.tsx';
import { paths } from '@/lib/paths.ts';
import { useProfileOutlet } from './profile-context.ts';

/** The posts tab (spec): a talent's pinned portfolio above the widgets (biography, categories, recent photos, social links) and the posts. */
export default function ProfilePostsTab() {
  const { profile } = useProfileOutlet();
  const { user } = profile;
  return (
    <div className="profile-tab">
      {user.type === 'talento' && (
        <Portfolio profileUrl={user.profile_url} name={user.fullname} isOwner={user.isOwner} />
      )}
      <div className="profile-columns">
        <ProfileWidgets
          profile={profile}
          fullBiographyHref={paths.profileTab(user.profile_url, 'biografia')}
          editHref={paths.userSettings}
          extra={<RecentPhotos profileUrl={user.profile_url} allHref={paths.profileTab(user.profile_url, 'fotos')} />}
        />
        <UserPosts
          profileUrl={user.profile_url}
          name={user.fullname}
          composerAuthor={user.isOwner && user.type === 'talento' ? user : undefined}
        />
      </div>
    </div>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InfinitePostList } from './infinite-post-list.tsx';
import { useUserPosts } from '../api/list-user-posts.ts';
import { PostComposer } from '../composer/post-composer.tsx';
import './posts.css';

/**
 * A profile's posts (spec: the posts tab): the owner's composer when the owner is a talent, then the posts
 * with infinite scroll, as the feed does (and a button when scrolling does not load).
 */
export function UserPosts({
  profileUrl,
  name,
  composerAuthor,
}: {
  profileUrl: string;
  name: string;
  /** The owner, when they may publish here (a talent on their own profile). */
  composerAuthor?: { fullname: string; profileImage: string } | undefined;
}) {
  const { t } = useTranslation('posts');
  const posts = useUserPosts(profileUrl);
  const heading = useRef<HTMLHeadingElement>(null);
  const composerText = useRef<HTMLTextAreaElement | null>(null);
  return (
    <div className="feed">
      <h2 ref={heading} className="feed__subtitle" tabIndex={-1}>
        {t('profile.title', { name })}
      </h2>
      {composerAuthor && <PostComposer author={composerAuthor} textRef={composerText} />}
      <InfinitePostList
        query={posts}
        onDeleted={() => heading.current?.focus()}
        empty={
          <p className="feed-empty feed-empty__body">
            {composerAuthor ? t('profile.emptyOwner') : t('profile.empty', { name })}
          </p>
        }
      />
    </div>
  );
}

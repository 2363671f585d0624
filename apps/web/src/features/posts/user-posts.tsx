import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { uniquePosts } from './feed-paging.ts';
import { useUserPosts } from './list-user-posts.ts';
import { PostCard } from './post-card.tsx';
import { PostComposer } from './post-composer.tsx';
import { PostSkeletons } from './post-skeleton.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
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
  const sentinel = useRef<HTMLDivElement>(null);
  const list = uniquePosts(posts.data?.pages ?? []);
  const canLoadMore = posts.hasNextPage && !posts.isFetchingNextPage && !posts.isFetchNextPageError;
  useInfiniteScroll(sentinel, canLoadMore, () => void posts.fetchNextPage());

  return (
    <div className="feed">
      <h2 ref={heading} className="feed__subtitle" tabIndex={-1}>
        {t('profile.title', { name })}
      </h2>
      {composerAuthor && <PostComposer author={composerAuthor} textRef={composerText} />}
      <div className="feed__list" aria-busy={posts.isFetching || undefined}>
        {posts.isPending && <PostSkeletons count={2} />}
        {posts.isError && !posts.isFetchNextPageError && (
          <Alert tone="error" title={t('feed.loadError')}>
            <p>{apiErrorText(posts.error)}</p>
            <button type="button" className="button button--ghost" onClick={() => void posts.refetch()}>
              {t('actions.retry')}
            </button>
          </Alert>
        )}
        {list.map((post) => (
          <PostCard key={post.id} post={post} onDeleted={() => heading.current?.focus()} />
        ))}
        {posts.isSuccess && list.length === 0 && (
          <p className="feed-empty feed-empty__body">
            {composerAuthor ? t('profile.emptyOwner') : t('profile.empty', { name })}
          </p>
        )}
        {posts.isFetchingNextPage && <PostSkeletons count={1} />}
      </div>
      {posts.isFetchNextPageError && (
        <Alert tone="error" title={t('feed.moreError')}>
          <button type="button" className="button button--ghost" onClick={() => void posts.fetchNextPage()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {posts.hasNextPage && (
        <div ref={sentinel} className="feed__more">
          <button
            type="button"
            className="button button--ghost"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {posts.isFetchingNextPage && <Spinner />}
            {t('feed.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InfinitePostList } from './infinite-post-list.tsx';
import { useTagPosts } from '../api/list-tag-posts.ts';
import './posts.css';

/** A hashtag's page: "#tag" and its posts, newest first, loading as it scrolls like the feed. */
export function TagPosts({ tag }: { tag: string }) {
  const { t } = useTranslation('posts');
  const posts = useTagPosts(tag);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="feed">
      <h1 ref={heading} className="feed__title" tabIndex={-1}>
        #{tag}
      </h1>
      <InfinitePostList
        query={posts}
        onDeleted={() => heading.current?.focus()}
        showEnd
        empty={<p className="feed-empty feed-empty__body">{t('tag.empty', { tag })}</p>}
      />
    </div>
  );
}

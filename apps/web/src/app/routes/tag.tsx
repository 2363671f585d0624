import { useParams } from 'react-router';
import { foldTag } from '@vitrina/contract/hashtag-rules';
import { TagPosts } from '@/features/posts/feed/tag-posts.tsx';
import { usePageTitle } from '../route-meta.tsx';
import { NewsSidebar } from './news-sidebar.tsx';

/** /etiquetas/{tag}: a hashtag's posts, with the feed's sidebar; titled "#tag". */
export default function TagPage() {
  const tag = foldTag((useParams().tag ?? '').replace(/^#/, ''));
  usePageTitle(`#${tag}`);
  return (
    <div className="news-page">
      <TagPosts key={tag} tag={tag} />
      <NewsSidebar />
    </div>
  );
}

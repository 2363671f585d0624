import { useParams } from 'react-router';
import { SinglePost } from '@/features/posts/post/single-post.tsx';
import { NewsSidebar } from './news-sidebar.tsx';

/** /noticias/{postId}: one post alone, with the feed's sidebar. */
export default function NewsPostPage() {
  const { postId } = useParams();
  return (
    <div className="news-page">
      <SinglePost postId={postId} />
      <NewsSidebar />
    </div>
  );
}

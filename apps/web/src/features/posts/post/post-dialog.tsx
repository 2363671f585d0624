import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { usePost } from '../api/get-post.ts';
import { PostCard } from './post-card.tsx';
import { PostSkeleton } from './post-skeleton.tsx';
import './post-dialog.css';

/**
 * A post in a dialog (the profile's photo and video modals): author, date, text, the photo or the player,
 * likes, the first comments and the comment form — the post block itself, its comments open.
 */
export function PostDialog({ postId, onClose }: { postId: number | null; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const post = usePost(postId ?? 0, postId !== null);
  return (
    <Dialog open={postId !== null} onClose={onClose} title={t('media.postTitle')} hideTitle className="post-dialog">
      {post.isPending && <PostSkeleton />}
      {post.isError && (
        <Alert tone="error" title={t('single.loadError')}>
          <p>{apiErrorText(post.error)}</p>
        </Alert>
      )}
      {post.data && <PostCard post={post.data} initiallyExpanded onDeleted={onClose} />}
    </Dialog>
  );
}

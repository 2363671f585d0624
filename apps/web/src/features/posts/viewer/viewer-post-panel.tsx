import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/alert.tsx';
import { paths } from '@/lib/paths.ts';
import { useRecordView } from '@/lib/record-view.ts';
import { currentPhotoSource } from '@/lib/view-source.ts';
import { usePost } from '../api/get-post.ts';
import { useLikePost } from '../api/like-post.ts';
import { CommentSection } from '../comments/comment-section.tsx';
import { LikeButton } from '../post/like-button.tsx';
import { LinkedText } from '../post/linked-text.tsx';
import { PostAuthor } from '../post/post-author.tsx';
import '../comments/comments.css';
import '../post/post-card.css';

/**
 * Beside the photo: who posted it, what they wrote, the likes (like and unlike) and the comments; its view is
 * counted for the post's author.
 */
export function ViewerPostPanel({ postId }: { postId: number }) {
  const { t } = useTranslation('posts');
  const post = usePost(postId);
  const like = useLikePost();
  const commentText = useRef<HTMLTextAreaElement | null>(null);
  const data = post.data;
  // A photo of someone else's post counts once per open of the viewer (each post's photos once).
  useRecordView({ kind: 'photo', postId }, Boolean(data && !data.isOwner), currentPhotoSource);
  return (
    <aside className="viewer__panel" aria-label={t('media.postTitle')} aria-busy={post.isPending || undefined}>
      {post.isPending && <Spinner />}
      {data && (
        <>
          <PostAuthor
            author={data.user}
            createdAt={data.createdAt}
            edited={data.editedAt !== null}
            href={paths.post(data.id)}
            size={36}
          />
          <LinkedText text={data.description} className="post-content__text" />
          <div className="post-actions">
            <LikeButton
              reacted={data.reacted}
              count={data.likesCount}
              label={t('likes.post', { name: data.user.fullname })}
              onToggle={() => like(data.id)}
            />
          </div>
          <CommentSection
            post={data}
            expanded
            onExpand={() => undefined}
            textRef={commentText}
            onFocusForm={() => commentText.current?.focus()}
          />
        </>
      )}
    </aside>
  );
}

import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@vitrina/contract/posts';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { CommentForm, CommentFormStandIn } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { useComments } from '../api/list-comments.ts';
import { mergeComments } from '../api/post-cache.ts';

/**
 * The comments of a post (spec §2): only the first until expanded; expanded, the ones the post carries,
 * then more pages on request (oldest first). The form is always there (its stand-in while far off screen).
 */
export function CommentSection({
  post,
  expanded,
  onExpand,
  textRef,
  onFocusForm,
  formShown = true,
}: {
  post: Post;
  expanded: boolean;
  onExpand: () => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
  onFocusForm: () => void;
  /** False while the post is far off screen: the form's look without a form (use-near-screen.ts). */
  formShown?: boolean;
}) {
  const { t } = useTranslation('posts');
  const [wantMore, setWantMore] = useState(false);
  const pages = useComments(post.id, wantMore);
  const loaded = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  const all = mergeComments(post.commentsItems, loaded);
  const shown = expanded ? all : all.slice(0, 1);
  const hidden = Math.max(0, post.commentsCount - shown.length);
  const loading = wantMore && (pages.isPending || pages.isFetchingNextPage);
  const canLoadMore = all.length < post.commentsCount && (!wantMore || loading || pages.hasNextPage);

  const loadMore = () => {
    if (!wantMore) setWantMore(true);
    else void pages.fetchNextPage();
  };

  return (
    <div className="comments" role="group" aria-label={t('comments.sectionLabel', { name: post.user.fullname })}>
      {shown.length > 0 && (
        <ul className="comments__list">
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDeleted={onFocusForm} />
          ))}
        </ul>
      )}
      {!expanded && hidden > 0 && (
        <button type="button" className="comments__more" aria-expanded={false} onClick={onExpand}>
          {t('comments.showAll', { count: post.commentsCount })}
        </button>
      )}
      {expanded && canLoadMore && (
        <button type="button" className="comments__more" disabled={loading} onClick={loadMore}>
          {loading ? <Spinner /> : null}
          {t('comments.loadMore', { count: hidden })}
        </button>
      )}
      {pages.isError && (
        <Alert tone="error">
          {apiErrorText(pages.error)}{' '}
          <button type="button" className="link-button" onClick={() => void pages.refetch()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {formShown ? <CommentForm postId={post.id} onCommented={onExpand} textRef={textRef} /> : <CommentFormStandIn />}
    </div>
  );
}

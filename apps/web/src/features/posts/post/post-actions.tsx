import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import type { Post } from '@vitrina/contract/posts';
import { CommentIcon, ShareIcon } from '@/components/ui/content-icons.tsx';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { apiErrorText } from '@/i18n/error-text.ts';
import { LikeButton } from './like-button.tsx';
import { useLikePost } from '../api/like-post.ts';
import { canShare } from './post-rules.ts';
import { useSharePost } from '../api/share-post.ts';
import { formatCount } from '@/lib/plain-formats.ts';

// The share dialog loads on the first click on Share: the feed shows many posts and few are shared.
const TextDialog = lazy(() => import('./text-dialog.tsx').then((module) => ({ default: module.TextDialog })));

/** Likes, comments and shares of a post (spec §2): the fire, the comment count, the share count and button. */
export function PostActions({ post, onComment }: { post: Post; onComment: () => void }) {
  const { t, i18n } = useTranslation('posts');
  const self = useSelf();
  const like = useLikePost();
  const share = useSharePost();
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState(false);
  const number = (n: number) => formatCount(n, i18n.language);
  const close = () => {
    setSharing(false);
    share.reset();
  };

  return (
    <div className="post-actions">
      <LikeButton
        reacted={post.reacted}
        count={post.likesCount}
        label={t('likes.post', { name: post.user.fullname })}
        onToggle={() => like(post.id)}
      />
      <button type="button" className="post-action" onClick={onComment}>
        <CommentIcon size={20} />
        <span aria-hidden="true">{number(post.commentsCount)}</span>
        <span className="visually-hidden">{t('comments.count', { count: post.commentsCount })}</span>
      </button>
      {/* "Shared 0 times" says nothing: the count shows once someone has shared the post. */}
      {post.shareCount > 0 && (
        <span className="post-actions__shares">{t('shares.count', { count: post.shareCount })}</span>
      )}
      {canShare(self?.user.type, post) && (
        <button
          type="button"
          className="post-action post-action--share"
          onClick={() => {
            setShared(false);
            setSharing(true);
          }}
        >
          <ShareIcon size={20} />
          <span>{t('shares.share')}</span>
        </button>
      )}
      {shared && (
        <p className="visually-hidden" role="status">
          {t('shares.done')}
        </p>
      )}
      <OnceOpened open={sharing}>
        <TextDialog
          open={sharing}
          title={t('shares.title')}
          label={t('shares.label')}
          initial=""
          submitLabel={t('shares.submit')}
          maxLength={MAX_POST_LENGTH}
          tooLongCode="post_too_long"
          emptyCloses={false}
          pending={share.isPending}
          error={share.isError ? apiErrorText(share.error) : null}
          onSave={(description) =>
            share.mutate(
              { id: post.id, description },
              {
                onSuccess: () => {
                  close();
                  setShared(true);
                },
              },
            )
          }
          onClose={close}
        >
          <blockquote className="share-preview">
            <p className="share-preview__author">{post.user.fullname}</p>
            {post.description && <p className="share-preview__text">{post.description}</p>}
          </blockquote>
        </TextDialog>
      </OnceOpened>
    </div>
  );
}

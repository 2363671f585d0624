import { memo, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Post } from '@vitrina/contract/posts';
import { MoreIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { useOpenReport } from '@/lib/report-context.ts';
import { CommentSection } from '../comments/comment-section.tsx';
import { PostActions } from './post-actions.tsx';
import { PostAuthor } from './post-author.tsx';
import { ItemMenu } from './item-menu.tsx';
import { PostContent, SharedOriginal } from './post-content.tsx';
import { PostOwnerMenu } from './post-owner-menu.tsx';
import { useNearScreen } from './use-near-screen.ts';
import './post-card.css';
import '../comments/comments.css';

/** Someone else's post: a menu with "Report", where the page offers reports (logged in). */
function PostReportMenu({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  if (!useOpenReport() || post.user.deleted) return null;
  return (
    <ItemMenu
      label={t('post.menuOf', { name: post.user.fullname })}
      trigger={<MoreIcon />}
      triggerClassName="post-icon-button"
      edit={null}
      remove={null}
      report={{ item: t('post.report'), target: { kind: 'post', id: post.id }, name: post.user.fullname }}
    />
  );
}

/**
 * The post block of spec §2: author and date (the owner's menu, or report, beside them), text, files, video or photos,
 * a shared original, likes, comments and shares, the comments and the comment form.
 */
export const PostCard = memo(function PostCard({
  post,
  initiallyExpanded = false,
  onDeleted,
  formWhenNear = false,
}: {
  post: Post;
  initiallyExpanded?: boolean;
  onDeleted?: () => void;
  /** In a list: the comment form is mounted once the post comes near the screen (use-near-screen.ts). */
  formWhenNear?: boolean;
}) {
  const { t } = useTranslation('posts');
  const id = useId();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const card = useRef<HTMLElement>(null);
  const [near, showForm] = useNearScreen(card, formWhenNear);
  const formShown = near || !formWhenNear;
  const commentText = useRef<HTMLTextAreaElement | null>(null);
  const focusForm = () => {
    if (!commentText.current) flushSync(showForm);
    commentText.current?.focus();
  };
  const isShare = post.sharedPost !== null;

  return (
    <article ref={card} className="post-card" aria-labelledby={`${id}-who`} data-post-id={post.id}>
      <h2 id={`${id}-who`} className="visually-hidden">
        {isShare
          ? t('post.headingShare', { name: post.user.fullname })
          : t('post.heading', { name: post.user.fullname })}
      </h2>
      <PostAuthor
        author={post.user}
        createdAt={post.createdAt}
        edited={post.editedAt !== null}
        href={paths.post(post.id)}
        actions={post.isOwner ? <PostOwnerMenu post={post} onDeleted={onDeleted} /> : <PostReportMenu post={post} />}
      />
      {isShare && <p className="post-card__shared-note">{t('post.sharedNote')}</p>}
      <PostContent post={post} />
      {post.sharedPost && <SharedOriginal shared={post.sharedPost} />}
      <PostActions
        post={post}
        onComment={() => {
          setExpanded(true);
          focusForm();
        }}
      />
      <CommentSection
        post={post}
        expanded={expanded}
        onExpand={() => setExpanded(true)}
        textRef={commentText}
        onFocusForm={focusForm}
        formShown={formShown}
      />
    </article>
  );
});

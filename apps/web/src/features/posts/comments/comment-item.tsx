import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '@vitrina/contract/post-limits';
import type { Comment } from '@vitrina/contract/posts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { MoreIcon } from '@/components/ui/icons.tsx';
import { PersonName } from '@/components/ui/person-name.tsx';
import { useOpenReport } from '@/lib/report-context.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useEditComment } from '../api/edit-comment.ts';
import { LikeButton } from '../post/like-button.tsx';
import { useLikeComment } from '../api/like-comment.ts';
import { LinkedText } from '../post/linked-text.tsx';
import { TimeAgo } from '../post/post-author.tsx';
import { ItemMenu } from '../post/item-menu.tsx';

/**
 * One comment: who and when, the text, its fire, and edit (author), delete (author or post owner) or report
 * (anyone else).
 */
export function CommentItem({ comment, onDeleted }: { comment: Comment; onDeleted: () => void }) {
  const { t } = useTranslation('posts');
  const like = useLikeComment();
  const edit = useEditComment();
  const remove = useDeleteComment();
  const openReport = useOpenReport();
  const canReport = !comment.isOwner && !comment.user.deleted && openReport !== null;

  return (
    <li className="comment">
      <Avatar image={comment.user.profileImage} name={comment.user.fullname} size={28} decorative />
      <div className="comment__body">
        <div className="comment__bubble">
          <PersonName person={comment.user} className="comment__author" />
          <LinkedText text={comment.comment} className="comment__text" />
        </div>
        <div className="comment__meta">
          <TimeAgo iso={comment.createdAt} edited={comment.editedAt !== null} />
          <LikeButton
            small
            reacted={comment.reacted}
            count={comment.likesCount}
            label={t('likes.comment', { name: comment.user.fullname })}
            onToggle={() => like(comment.postId, comment.id)}
          />
        </div>
      </div>
      {(comment.isOwner || comment.canDelete || canReport) && (
        <ItemMenu
          className="comment__menu"
          label={t('comments.menu', { name: comment.user.fullname })}
          trigger={<MoreIcon size={18} />}
          triggerClassName="post-icon-button post-icon-button--small"
          edit={
            comment.isOwner
              ? {
                  item: t('comments.edit'),
                  title: t('comments.editTitle'),
                  label: t('comments.label'),
                  initial: comment.comment,
                  submitLabel: t('actions.save'),
                  maxLength: MAX_COMMENT_LENGTH,
                  tooLongCode: 'comment_too_long',
                  mutation: edit,
                  save: (text, close) => edit.mutate({ id: comment.id, comment: text }, { onSuccess: close }),
                }
              : null
          }
          remove={
            comment.canDelete
              ? {
                  item: t('comments.delete'),
                  title: t('comments.deleteTitle'),
                  body: t('comments.deleteBody'),
                  mutation: remove,
                  confirm: () => {
                    remove.mutateAsync(comment.id).then(onDeleted, () => undefined);
                  },
                  returnsFocus: false,
                }
              : null
          }
          report={
            canReport
              ? {
                  item: t('comments.report'),
                  target: { kind: 'comment', id: comment.id },
                  name: comment.user.fullname,
                }
              : null
          }
        />
      )}
    </li>
  );
}

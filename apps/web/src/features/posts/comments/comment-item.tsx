import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '@vitrina/contract/post-limits';
import type { Comment } from '@vitrina/contract/posts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { EditIcon, MoreIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { PersonName } from '@/components/ui/person-name.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ConfirmDialog } from '../post/confirm-dialog.tsx';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useEditComment } from '../api/edit-comment.ts';
import { LikeButton } from '../post/like-button.tsx';
import { useLikeComment } from '../api/like-comment.ts';
import { LinkedText } from '../post/linked-text.tsx';
import { TimeAgo } from '../post/post-author.tsx';
import { TextDialog } from '../post/text-dialog.tsx';

/** One comment: who and when, the text, its fire, and edit (author) or delete (author or post owner). */
export function CommentItem({ comment, onDeleted }: { comment: Comment; onDeleted: () => void }) {
  const { t } = useTranslation('posts');
  const like = useLikeComment();
  const edit = useEditComment();
  const remove = useDeleteComment();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuButton = () => wrapper.current?.querySelector('button');
  const close = () => {
    setOpen(null);
    edit.reset();
    remove.reset();
  };

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
      {(comment.isOwner || comment.canDelete) && (
        <div ref={wrapper} className="comment__menu">
          <Menu
            label={t('comments.menu', { name: comment.user.fullname })}
            trigger={<MoreIcon size={18} />}
            triggerClassName="post-icon-button post-icon-button--small"
          >
            {comment.isOwner && (
              <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('edit')}>
                <EditIcon size={18} />
                {t('comments.edit')}
              </button>
            )}
            {comment.canDelete && (
              <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('delete')}>
                <TrashIcon size={18} />
                {t('comments.delete')}
              </button>
            )}
          </Menu>
        </div>
      )}
      <TextDialog
        open={open === 'edit'}
        title={t('comments.editTitle')}
        label={t('comments.label')}
        initial={comment.comment}
        submitLabel={t('actions.save')}
        maxLength={MAX_COMMENT_LENGTH}
        tooLongCode="comment_too_long"
        emptyCloses
        pending={edit.isPending}
        error={edit.isError ? apiErrorText(edit.error) : null}
        onSave={(text) => {
          if (text === comment.comment) close();
          else edit.mutate({ id: comment.id, comment: text }, { onSuccess: close });
        }}
        onClose={close}
        returnFocus={menuButton}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={t('comments.deleteTitle')}
        body={t('comments.deleteBody')}
        confirmLabel={t('comments.delete')}
        pending={remove.isPending}
        error={remove.isError ? apiErrorText(remove.error) : null}
        onConfirm={() => {
          remove.mutateAsync(comment.id).then(onDeleted, () => undefined);
        }}
        onClose={close}
      />
    </li>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import type { Post } from '@vitrina/contract/posts';
import { EditIcon, MoreIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { useEditPost } from '../api/edit-post.ts';
import { TextDialog } from './text-dialog.tsx';

/** The owner's menu of a post (spec §2): edit the text in a modal, or delete after a confirmation. */
export function PostOwnerMenu({ post, onDeleted }: { post: Post; onDeleted?: (() => void) | undefined }) {
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const edit = useEditPost();
  const remove = useDeletePost();
  const wrapper = useRef<HTMLDivElement>(null);
  const menuButton = () => wrapper.current?.querySelector('button');
  const close = () => {
    setOpen(null);
    edit.reset();
    remove.reset();
  };

  return (
    <div ref={wrapper}>
      <Menu label={t('post.menu')} trigger={<MoreIcon />} triggerClassName="post-icon-button">
        <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('edit')}>
          <EditIcon size={18} />
          {t('post.edit')}
        </button>
        <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('delete')}>
          <TrashIcon size={18} />
          {t('post.delete')}
        </button>
      </Menu>
      <TextDialog
        open={open === 'edit'}
        title={t('post.editTitle')}
        label={t('post.editLabel')}
        initial={post.description}
        submitLabel={t('actions.save')}
        maxLength={MAX_POST_LENGTH}
        tooLongCode="post_too_long"
        emptyCloses
        pending={edit.isPending}
        error={edit.isError ? apiErrorText(edit.error) : null}
        onSave={(description) => {
          if (description === post.description) close();
          else edit.mutate({ id: post.id, description }, { onSuccess: close });
        }}
        onClose={close}
        returnFocus={menuButton}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={t('post.deleteTitle')}
        body={t('post.deleteBody')}
        confirmLabel={t('post.delete')}
        pending={remove.isPending}
        error={remove.isError ? apiErrorText(remove.error) : null}
        onConfirm={() => {
          // The block leaves the page with this menu in it: the caller decides where focus and the reader go.
          remove.mutateAsync(post.id).then(
            () => onDeleted?.(),
            () => undefined,
          );
        }}
        onClose={close}
        returnFocus={menuButton}
      />
    </div>
  );
}

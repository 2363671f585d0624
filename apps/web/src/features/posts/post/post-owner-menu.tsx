import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import type { Post } from '@vitrina/contract/posts';
import { MoreIcon } from '@/components/ui/icons.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { useEditPost } from '../api/edit-post.ts';
import { OwnerMenu } from './owner-menu.tsx';

/** The owner's menu of a post (spec §2): edit the text in a modal, or delete after a confirmation. */
export function PostOwnerMenu({ post, onDeleted }: { post: Post; onDeleted?: (() => void) | undefined }) {
  const { t } = useTranslation('posts');
  const edit = useEditPost();
  const remove = useDeletePost();

  return (
    <OwnerMenu
      label={t('post.menu')}
      trigger={<MoreIcon />}
      triggerClassName="post-icon-button"
      edit={{
        item: t('post.edit'),
        title: t('post.editTitle'),
        label: t('post.editLabel'),
        initial: post.description,
        submitLabel: t('actions.save'),
        maxLength: MAX_POST_LENGTH,
        tooLongCode: 'post_too_long',
        mutation: edit,
        save: (description, close) => edit.mutate({ id: post.id, description }, { onSuccess: close }),
      }}
      remove={{
        item: t('post.delete'),
        title: t('post.deleteTitle'),
        body: t('post.deleteBody'),
        mutation: remove,
        // The block leaves the page with this menu in it: the caller decides where focus and the reader go.
        confirm: () => {
          remove.mutateAsync(post.id).then(
            () => onDeleted?.(),
            () => undefined,
          );
        },
        returnsFocus: true,
      }}
    />
  );
}

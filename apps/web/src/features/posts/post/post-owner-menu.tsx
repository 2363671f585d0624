import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import type { Post } from '@vitrina/contract/posts';
import { MoreIcon } from '@/components/ui/icons.tsx';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useSelf } from '@/lib/session-context.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useEditPost } from '../api/edit-post.ts';
import { usePinPost } from '../api/pin-post.ts';
import { ItemMenu } from './item-menu.tsx';
import { PinMenuItem } from './pin-menu-item.tsx';

const NoticeDialog = lazy(() => import('./notice-dialog.tsx').then((module) => ({ default: module.NoticeDialog })));

/**
 * The owner's menu of a post (spec §2): edit the text in a modal, or delete after a confirmation; a talent
 * also pins their own posts (not shares) to their portfolio, and is told why when it is full.
 */
export function PostOwnerMenu({ post, onDeleted }: { post: Post; onDeleted?: (() => void) | undefined }) {
  const { t } = useTranslation('posts');
  const self = useSelf();
  const edit = useEditPost();
  const remove = useDeletePost();
  const pin = usePinPost();
  const canPin = self?.user.type === 'talento' && post.sharedPost === null;

  return (
    <>
      <ItemMenu
        label={t('post.menu')}
        trigger={<MoreIcon />}
        triggerClassName="post-icon-button"
        extra={
          canPin && (
            <PinMenuItem
              postId={post.id}
              profileUrl={self.user.profile_url}
              onChange={(pinned) => pin.mutate({ id: post.id, pinned })}
            />
          )
        }
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
      <OnceOpened open={pin.isError}>
        <NoticeDialog
          open={pin.isError}
          title={t('portfolio.pinFailed')}
          body={pin.isError ? apiErrorText(pin.error) : ''}
          onClose={() => pin.reset()}
        />
      </OnceOpened>
    </>
  );
}

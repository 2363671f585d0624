import type { AccountType } from '@vitrina/contract/users';
import type { Post } from '@vitrina/contract/posts';

/**
 * Spec §2, §6: share is offered only when the viewer is a talent, is not the owner, and the post is not
 * itself a share. (The server refuses the rest with talents_only, share_own_post, share_of_share.)
 */
export function canShare(viewerType: AccountType | null | undefined, post: Pick<Post, 'isOwner' | 'sharedPost'>) {
  return viewerType === 'talento' && !post.isOwner && post.sharedPost === null;
}

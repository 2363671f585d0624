import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, SharePostRequest } from '@vitrina/contract/posts';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { prependPost, updatePost } from './post-cache.ts';

/** POST /api/posts/share { id, description } → the new share (with `sharedPost`); talents only. */
export function sharePost(body: SharePostRequest): Promise<Post> {
  return call(postsEndpoints.share, { body });
}

/** Sharing raises the original's share count and puts the share at the top of the feed (spec §4). */
export function useSharePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; description: string }) => sharePost(body),
    onSuccess: (share, { id }) => {
      const original = share.sharedPost?.available ? share.sharedPost : null;
      updatePost(client, id, (post) => ({ shareCount: original?.shareCount ?? post.shareCount + 1 }));
      prependPost(client, { ...share, isOwner: true, commentsItems: [], commentsCount: 0 });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostRequest, Post } from '@vitrina/contract/posts';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { call } from '@/lib/api-client.ts';
import { prependPost } from './post-cache.ts';
import { postsKeys } from './posts-keys.ts';

/** POST /api/posts { description, files, videoUrl } → the new post (talents only: 403 `talents_only`). */
export function createPost(body: CreatePostRequest): Promise<Post> {
  return call(postsEndpoints.create, { body });
}

/** A new post goes to the top of the feed with an empty comment list and the owner flag (spec §4). */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependPost(client, { ...post, isOwner: true, commentsItems: [], commentsCount: 0 });
      // A profile's photo, video and file tabs include the new post's.
      void client.invalidateQueries({ queryKey: postsKeys.allUserMedia() });
    },
  });
}

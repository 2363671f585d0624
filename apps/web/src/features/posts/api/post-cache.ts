import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Comment, CommentPage, Post } from '@vitrina/contract/posts';
import type { FeedPage, FeedPageParam } from './feed-paging.ts';
import { postsKeys } from './posts-keys.ts';

/**
 * Every change the feed makes on screen goes through the query cache (nothing is copied into local state):
 * a post lives in the feed pages (each filter), in its own detail query, and as the original embedded in
 * the shares of it; a change reaches all of them. Pure functions first, then the cache writers.
 */

export type PostCore = Omit<Post, 'sharedPost'>;
export type PostPatch = (post: PostCore) => Partial<PostCore>;
export type FeedData = InfiniteData<FeedPage, FeedPageParam>;
export type CommentsData = InfiniteData<CommentPage, number>;

/** The post with `id` changed, whether it is this post or the original this post shares. */
export function patchPost(post: Post, id: number, patch: PostPatch): Post {
  let next = post;
  if (post.id === id) next = { ...post, ...patch(post) };
  const shared = next.sharedPost;
  if (shared?.available && shared.id === id) next = { ...next, sharedPost: { ...shared, ...patch(shared) } };
  return next;
}

/** The posts without `id`; shares of it now say their original is no longer available. */
export function withoutPost(posts: readonly Post[], id: number): Post[] {
  return posts
    .filter((post) => post.id !== id)
    .map((post) =>
      post.sharedPost?.available && post.sharedPost.id === id ? { ...post, sharedPost: { available: false } } : post,
    );
}

export function mapFeedPosts(data: FeedData | undefined, map: (posts: Post[], index: number) => Post[]) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page, index) => ({ ...page, posts: map(page.posts, index) })) };
}

/** The post with `id` as the cache holds it now (its own query, a feed, or as the original of a share). */
export function findPost(client: QueryClient, id: number): PostCore | undefined {
  const own = client.getQueryData<Post>(postsKeys.detail(id));
  if (own) return own;
  const holders = [
    ...client
      .getQueriesData<FeedData>({ queryKey: postsKeys.feeds() })
      .flatMap(([, data]) => (data?.pages ?? []).flatMap((page) => page.posts)),
    ...client.getQueriesData<Post>({ queryKey: postsKeys.details() }).flatMap(([, post]) => (post ? [post] : [])),
  ];
  for (const post of holders) {
    if (post.id === id) return post;
    if (post.sharedPost?.available && post.sharedPost.id === id) return post.sharedPost;
  }
  return undefined;
}

/** A comment as the cache holds it now. */
export function findComment(client: QueryClient, postId: number, id: number): Comment | undefined {
  const loaded = client.getQueryData<CommentsData>(postsKeys.comments(postId))?.pages.flatMap((page) => page.rows);
  return [...(findPost(client, postId)?.commentsItems ?? []), ...(loaded ?? [])].find((comment) => comment.id === id);
}

export function updatePost(client: QueryClient, id: number, patch: PostPatch): void {
  client.setQueriesData<FeedData>({ queryKey: postsKeys.feeds() }, (data) =>
    mapFeedPosts(data, (posts) => posts.map((post) => patchPost(post, id, patch))),
  );
  client.setQueriesData<Post>({ queryKey: postsKeys.details() }, (post) => post && patchPost(post, id, patch));
}

export function removePost(client: QueryClient, id: number): void {
  client.setQueriesData<FeedData>({ queryKey: postsKeys.feeds() }, (data) =>
    mapFeedPosts(data, (posts) => withoutPost(posts, id)),
  );
  client.removeQueries({ queryKey: postsKeys.detail(id), exact: true });
  client.removeQueries({ queryKey: postsKeys.comments(id), exact: true });
  client.setQueriesData<Post>({ queryKey: postsKeys.details() }, (post) => post && withoutPost([post], id)[0]);
}

/** A new post or share goes to the top of every feed that is loaded (spec §4), once. */
export function prependPost(client: QueryClient, post: Post): void {
  // Profiles' timelines are feeds too: only the author's own takes the post.
  const takes = (key: readonly unknown[]) => key[2] !== 'user' || key[3] === post.user.profile_url;
  client.setQueriesData<FeedData>(
    { queryKey: postsKeys.feeds(), predicate: (query) => takes(query.queryKey) },
    (data) =>
      mapFeedPosts(data, (posts, index) => {
        const rest = posts.filter((entry) => entry.id !== post.id);
        return index === 0 ? [post, ...rest] : rest;
      }),
  );
  client.setQueryData(postsKeys.detail(post.id), post);
}

// ISO times compare as plain text; localeCompare would load the language's ICU data (decision 0012).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Oldest first by time, then by id; each comment once. */
export function mergeComments(...lists: readonly (readonly Comment[])[]): Comment[] {
  const byId = new Map<number, Comment>();
  for (const list of lists) for (const comment of list) byId.set(comment.id, comment);
  return [...byId.values()].sort((a, b) => byText(a.createdAt, b.createdAt) || a.id - b.id);
}

/** Changes the comments of a post wherever they are held: the post's embedded ones and the loaded pages. */
export function updateComments(client: QueryClient, postId: number, map: (comments: Comment[]) => Comment[]): void {
  updatePost(client, postId, (post) => ({ commentsItems: map(post.commentsItems) }));
  client.setQueryData<CommentsData>(postsKeys.comments(postId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, rows: map(page.rows) })) } : data,
  );
}

export function updateComment(client: QueryClient, postId: number, commentId: number, patch: Partial<Comment>) {
  updateComments(client, postId, (comments) =>
    comments.map((comment) => (comment.id === commentId ? { ...comment, ...patch } : comment)),
  );
}

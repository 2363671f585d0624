import type { MediaType } from '@vitrina/contract/posts';

/** Which posts the feed shows: the people I follow and me, or every talent (`?filter=agencia`). */
export type FeedFilter = 'followed' | 'all';

/** Query keys of the posts feature: one factory, so no key is written twice. */
export const postsKeys = {
  all: ['posts'] as const,
  feeds: () => ['posts', 'feed'] as const,
  feed: (filter: FeedFilter) => ['posts', 'feed', filter] as const,
  /** A profile's posts: a feed too, so every change a feed sees (likes, edits, deletes) reaches it. */
  userPosts: (profileUrl: string) => ['posts', 'feed', 'user', profileUrl] as const,
  /** A hashtag's posts (folded tag): a feed too, for the same reason. */
  tagPosts: (tag: string) => ['posts', 'feed', 'tag', tag] as const,
  /** A profile's photos, videos or documents (the media tabs and the recent-photos widget). */
  allUserMedia: () => ['posts', 'media'] as const,
  userMedia: (profileUrl: string, type: MediaType, limit: number, page: number) =>
    ['posts', 'media', profileUrl, type, limit, page] as const,
  /** A profile's pinned posts, in the owner's order. */
  portfolios: () => ['posts', 'portfolio'] as const,
  portfolio: (profileUrl: string) => ['posts', 'portfolio', profileUrl] as const,
  details: () => ['posts', 'detail'] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
  allComments: () => ['posts', 'comments'] as const,
  /** My uploaded videos: one while it is processed, and those not yet out as a post. */
  video: (id: number) => ['posts', 'video', id] as const,
  myVideos: () => ['posts', 'videos', 'mine'] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
};

// What a list's page is asked for: which posts, and which page of them.

/** Which posts a list holds: every talent's, a person's network (themselves and whom they follow), or one author's. */
export type PostScope = { kind: 'all' } | { kind: 'network' } | { kind: 'author'; authorId: number };

/** A tag's posts (folded tag), read through `post_tags` rather than the posts. */
export interface TagScope {
  kind: 'tag';
  tag: string;
}

/** A profile's posts named by its address: the page statement finds the author too. */
export interface ProfileScope {
  kind: 'profile';
  profileUrl: string;
}

/** Which page of a list: offset paging, or a keyset (`before`: the posts older than that id). */
export interface PageRequest {
  page: number;
  before?: number | undefined;
}

import type { Post, UserMediaItem } from '@vitrina/contract/posts';

/** A talent's work as anyone sees it: the newest posts and photos the public page shows (decision 0021). */
export interface PublicWork {
  posts: Post[];
  photos: UserMediaItem[];
}

/** What the public page needs from the modules it uses (posts owns the work, media the pixels, insights counts). */
export interface PublicPagePorts {
  /** The newest posts and photos of `authorId`, as a visitor with no account sees them. */
  work(authorId: number): Promise<PublicWork>;
  /** A stored image's square crop for the card image, or null when it is not ours. */
  portrait(name: string): Promise<Buffer | null>;
  /** A visitor opened the page (the insights module counts it, crawlers excepted). */
  visited(ownerId: number, visitor: { ip: string; userAgent: string | undefined }): void;
}

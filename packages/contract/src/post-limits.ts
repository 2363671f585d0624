/** Limits of posts and comments (the spec leaves them open; these are the product's). Zod-free. */
export const MAX_POST_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_PHOTOS_PER_POST = 10;
export const MAX_DOCUMENTS_PER_POST = 5;
/** A photo's short description, used as its alt text. */
export const MAX_PHOTO_DESCRIPTION_LENGTH = 300;
/** Posts per page of every post list (feed, profile timeline). */
export const POSTS_PAGE_SIZE = 12;
/** Comments embedded in a post (`commentsItems`); the rest page through GET comments/post/{id}. */
export const EMBEDDED_COMMENTS = 3;
/** Comments per page of GET comments/post/{id}. */
export const COMMENTS_PAGE_SIZE = 12;
/** Files per answer of the profile media tabs (GET posts/user/{profile}/{type}/type?limit=N). */
export const MAX_MEDIA_LIMIT = 60;
export const DEFAULT_MEDIA_LIMIT = 12;
/** Photos a person's card shows: their newest, newest post first. */
export const CARD_PHOTOS = 3;
/** Posts a talent can pin to the top of their profile as their portfolio. */
export const MAX_PINS = 6;

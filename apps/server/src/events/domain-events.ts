import type { ImageType } from '@vitrina/contract/media';

/**
 * Every domain event of the server, with its payload: the closed catalogue the event bus is typed by.
 * A module announces a change that other modules may react to (a like becomes a notification, a follow
 * becomes a notification and a realtime push) by publishing one of these through its unit of work, so
 * it goes out only after the change is committed. Payloads carry ids, never rows: a listener reads what
 * it needs through the owning module's service.
 *
 * The posts, graph, messaging and notifications modules add theirs here as they land
 * (`post.created`, `post.liked`, `comment.created`, `user.followed`, `user.blocked`, `message.sent`…).
 */
export interface DomainEvents {
  /** A new account exists (e-mail sign-up, unconfirmed; or Facebook sign-up, confirmed). */
  'user.registered': { userId: number; via: 'email' | 'facebook' };
  /** An account confirmed its e-mail address through its link. */
  'user.confirmed': { userId: number };
  /** A user's profile or cover image is now the processed image `name`. */
  'user.image_changed': { userId: number; type: ImageType; name: string };
}

export type EventName = keyof DomainEvents;

/** Notifications, the zod-free part the web reads: types, the settings flag of each, the limits. */

/** The spec's older bare `LIKE` is never created. */
/** `REPORT_RESOLVED`: a report I made was decided; it names no one, never who acted.
 * `AVAILABILITY_EXPIRING`: my availability ends in three days.
 * `SAVED_SEARCH_MATCH`: talents newly match one of my saved searches (agencies).
 * `MESSAGE_REQUEST`: a verified agency wants to message me (its first messages wait in my requests). */
export const notificationTypes = [
  'FOLLOWER',
  'COMMENT',
  'LIKE_POST',
  'LIKE_COMMENT',
  'NEW_POST',
  'REPORT_RESOLVED',
  'AVAILABILITY_EXPIRING',
  'SAVED_SEARCH_MATCH',
  'MESSAGE_REQUEST',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The settings flag (users' notification flags) that governs each kind: off means no row, push or e-mail. */
export const notificationFlagOf = {
  FOLLOWER: 'followers',
  COMMENT: 'photos_videos',
  LIKE_POST: 'photos_videos',
  LIKE_COMMENT: 'photos_videos',
  NEW_POST: 'following',
  // Neither a report's outcome nor the reminder of one's own availability has a setting.
  REPORT_RESOLVED: null,
  AVAILABILITY_EXPIRING: null,
  // A saved search's alerts are stopped per search (its settings or the e-mail's link).
  SAVED_SEARCH_MATCH: null,
  MESSAGE_REQUEST: 'messages',
} as const satisfies Record<NotificationType, 'followers' | 'photos_videos' | 'following' | 'messages' | null>;

/** Entries per page of GET notifications (the spec's page size) and of the header's dropdown. */
export const NOTIFICATIONS_PAGE_SIZE = 12;
/** The latest actors an entry names ("Ana, Luis and 10 others liked your post"). */
export const NOTIFICATION_ACTORS_SHOWN = 3;

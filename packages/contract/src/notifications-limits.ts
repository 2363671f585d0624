/** Notifications, the zod-free part the web reads: types, the settings flag of each, the limits. */

/** The spec's older bare `LIKE` is never created. */
/** `REPORT_RESOLVED`: a report I made was decided; it names no one, never who acted.
 * `AVAILABILITY_EXPIRING`: my availability ends in three days.
 * `SAVED_SEARCH_MATCH`: talents newly match one of my saved searches (agencies).
 * `MESSAGE_REQUEST`: a verified agency wants to message me (its first messages wait in my requests).
 * The opportunity notices (`opportunityNoticeTypes`): an opportunity I applied to changed or ended, my application
 * moved (cast, a self-tape asked), an agency invites me to a role, new roles fit me, a self-tape is due tomorrow. */
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
  'OPPORTUNITY_CHANGED',
  'OPPORTUNITY_ENDED',
  'APPLICATION_UPDATE',
  'OPPORTUNITY_INVITE',
  'OPPORTUNITIES_FIT',
  'SELF_TAPE_DUE',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The notices the opportunities module tells (each names an opportunity; the agency is its actor). */
export const opportunityNoticeTypes = [
  'OPPORTUNITY_CHANGED',
  'OPPORTUNITY_ENDED',
  'APPLICATION_UPDATE',
  'OPPORTUNITY_INVITE',
  'OPPORTUNITIES_FIT',
  'SELF_TAPE_DUE',
] as const satisfies readonly NotificationType[];
export type OpportunityNoticeType = (typeof opportunityNoticeTypes)[number];

/** What moved in an application (APPLICATION_UPDATE): cast, or a self-tape asked for. */
export const applicationUpdates = ['cast', 'self_tape'] as const;
export type ApplicationUpdate = (typeof applicationUpdates)[number];

export const isOpportunityNotice = (type: NotificationType): type is OpportunityNoticeType =>
  (opportunityNoticeTypes as readonly NotificationType[]).includes(type);

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
  // What happens to one's applications is always told: nobody is left without an answer.
  OPPORTUNITY_CHANGED: null,
  OPPORTUNITY_ENDED: null,
  APPLICATION_UPDATE: null,
  // An invitation is an agency writing first, as a message request is.
  OPPORTUNITY_INVITE: 'messages',
  OPPORTUNITIES_FIT: null,
  SELF_TAPE_DUE: null,
} as const satisfies Record<NotificationType, 'followers' | 'photos_videos' | 'following' | 'messages' | null>;

/** Entries per page of GET notifications (the spec's page size) and of the header's dropdown. */
export const NOTIFICATIONS_PAGE_SIZE = 12;
/** The latest actors an entry names ("Ana, Luis and 10 others liked your post"). */
export const NOTIFICATION_ACTORS_SHOWN = 3;

import { z } from 'zod';
import { savedSearchKinds } from './saved-search-limits.ts';
import { MAX_READ_IDS } from './messages-limits.ts';
import { caseOutcomes } from './moderation-limits.ts';
import { applicationUpdates, notificationTypes } from './notifications-limits.ts';
import { opportunityChanges } from './opportunity-changes.ts';
import { closeReasons } from './opportunity-limits.ts';
import { paginatedSchema } from './pagination.ts';
import { authorSchema, idSchema } from './posts.ts';

/** Likes on one post within a day are one entry: `actor` the latest, `actorsCount` how many. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  is_read: z.boolean(),
  postId: z.number().int().nullable(),
  createdAt: z.string(),
  actor: authorSchema,
  actors: z.array(authorSchema),
  actorsCount: z.number().int().min(1),
  /** REPORT_RESOLVED: how the report ended (its actor is the reporter themselves: nobody else is named). */
  outcome: z.enum(caseOutcomes).nullable().optional(),
  /** SAVED_SEARCH_MATCH: my saved search (its query opens `/explorar/buscar?` or, a board search, `/oportunidades?`). */
  savedSearch: z
    .object({ id: z.number().int(), name: z.string(), query: z.string(), kind: z.enum(savedSearchKinds) })
    .optional(),
  matchCount: z.number().int().optional(),
  /** The opportunity notices: the opportunity (its page `/oportunidades/<id>`), and the role when one is meant. */
  opportunity: z.object({ id: z.number().int(), title: z.string() }).optional(),
  role: z.object({ id: z.number().int(), name: z.string() }).optional(),
  /** OPPORTUNITY_ENDED: why it ended (the applicant was not selected). */
  closeReason: z.enum(closeReasons).optional(),
  /** APPLICATION_UPDATE: cast, or a self-tape asked for. */
  update: z.enum(applicationUpdates).optional(),
  /** OPPORTUNITY_CHANGED: what changed since she last read it. */
  changes: z.array(z.enum(opportunityChanges)).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const notificationPageSchema = paginatedSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const updateReadRequestSchema = z.strictObject({
  notificationIds: z.array(idSchema).max(MAX_READ_IDS),
  kind: z.enum(['notifications', 'messages']).optional(),
  all: z.boolean().default(false),
});
export type UpdateReadRequest = z.input<typeof updateReadRequestSchema>;
export const updateReadResponseSchema = z.object({ unread: z.number().int() });
export type UpdateReadResponse = z.infer<typeof updateReadResponseSchema>;

/** server → client `notification-removed`: an entry is gone (its cause was undone: unlike, unfollow…). */
export const notificationRemovedEventSchema = z.object({ id: z.number().int() });
export type NotificationRemovedEvent = z.infer<typeof notificationRemovedEventSchema>;

/** server → client `notifications-unread`: how many of my entries are unread, after any change. */
export const notificationsUnreadEventSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationsUnreadEvent = z.infer<typeof notificationsUnreadEventSchema>;

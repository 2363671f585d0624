import type { FastifyPluginAsync } from 'fastify';
import { notificationsEndpoints as endpoints } from '@vitrina/contract/endpoints/notifications';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

/** GET /api/notifications?page=N and POST /api/notifications/update_read (first document §7). */
export const notificationsRoutes: FastifyPluginAsync<NotificationsRoutesOptions> = async (app, { notifications }) => {
  requireSession(app);
  route(app, endpoints.list, async (request) => notifications.list(sessionOf(request).id, request.query.page));
  route(app, endpoints.updateRead, async (request) => ({
    unread: await notifications.markRead(sessionOf(request).id, request.body),
  }));
};

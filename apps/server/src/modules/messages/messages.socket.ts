import { addMessagePayloadSchema } from '@vitrina/contract/realtime';
import { AppError } from '../../http/app-error.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import type { MessagesService } from './messages.service.ts';

export interface MessagingSocketOptions {
  messaging: Pick<MessagesService, 'send'>;
  limiter: Pick<RateLimiter, 'consume'>;
}

/**
 * The socket's side of messaging (what messages.routes.ts is to HTTP): `add-message` runs the very send of
 * POST /api/messages, with the same checks, codes and rate budget, and acknowledges with the stored message.
 */
export function registerMessagesSocket(
  realtime: Pick<Realtime, 'handle'>,
  { messaging, limiter }: MessagingSocketOptions,
) {
  realtime.handle('add-message', async (client, payload) => {
    // As over HTTP: a payload of the wrong shape is refused before it counts, a refused text after.
    const parsed = addMessagePayloadSchema.safeParse(payload);
    if (!parsed.success) throw new AppError('validation');
    const { allowed } = await limiter.consume(rateRules.messagePerUser, String(client.userId));
    if (!allowed) throw new AppError('too_many_requests');
    return { message: await messaging.send(client.userId, parsed.data, { socketId: client.socketId }) };
  });
}

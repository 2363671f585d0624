import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** How long a refused client is asked to wait (Retry-After, seconds). */
const RETRY_AFTER_SECONDS = 2;

/** What an operator's probe reads: it must see the process alive while it sheds (`/metrics` counts the 503s). */
const EXEMPT = new Set(['/api/health', '/metrics']);

/** One line per episode, not one per refusal: a flood of log lines would add to the load. */
const LOG_EVERY_MS = 10_000;

// Past the knee, refuse at once (503, Retry-After) rather than queue until every answer is late: while the loop
// lags (CPU), or while a request has waited too long for a PostgreSQL connection (a burst queues dozens for ms).
export async function registerLoadShedding(
  server: FastifyInstance,
  limits: { loopDelayMs: number; poolWaitMs: number; oldestWaitMs: () => number },
): Promise<void> {
  let loggedAt = 0;
  const refuse = (request: FastifyRequest, reply: FastifyReply, pressure: string): Promise<never> | undefined => {
    if (EXEMPT.has(request.url.split('?', 1)[0]!)) return undefined;
    if (Date.now() - loggedAt > LOG_EVERY_MS) {
      loggedAt = Date.now();
      request.log.warn(
        { pressure, limits: { ...limits, oldestWaitMs: undefined } },
        'overloaded: requests refused with 503',
      );
    }
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    // A rejection goes to the error handler: the product's 503 body, in the request's language.
    return Promise.reject(new AppError('unavailable'));
  };
  if (limits.poolWaitMs > 0)
    server.addHook('onRequest', async (request, reply) => {
      if (limits.oldestWaitMs() > limits.poolWaitMs) await refuse(request, reply, 'databasePoolWait');
    });
  if (limits.loopDelayMs > 0)
    await server.register(underPressure, {
      maxEventLoopDelay: limits.loopDelayMs,
      sampleInterval: 1000,
      pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string) => refuse(request, reply, type),
    });
}

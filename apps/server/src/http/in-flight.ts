import type { FastifyInstance, FastifyReply } from 'fastify';
import { pickLang } from '@vitrina/contract/constants';
import { errorBody } from './error-handler.ts';

/**
 * A stop never leaves a request unanswered (issue 23): from the moment the server starts closing, requests
 * in flight get `graceMs` to finish; any still running then (slow image work, a database that went away, a
 * body still arriving) answers 503 `unavailable` at once and its connection closes, so the process can exit
 * with every request answered. What such a request was doing is abandoned with the process: a write commits
 * whole or not at all (a unit of work is one transaction), and none was acknowledged. A request that arrives
 * once the stop has begun answers the same 503 at once (Fastify's own `return503OnClosing` body is not the
 * product's error body).
 */
export function refuseInFlightOnClose(server: FastifyInstance, graceMs: number): void {
  const inFlight = new Set<FastifyReply>();
  let stopping = false;
  server.addHook('onRequest', async (request, reply) => {
    if (stopping) {
      // This hook runs before the request-language one: the language is read here.
      const lang = pickLang(request.headers['accept-language']);
      return reply.status(503).header('connection', 'close').send(errorBody('unavailable', lang));
    }
    inFlight.add(reply);
    // 'close' comes when the response is done, or when the client went away first.
    reply.raw.once('close', () => inFlight.delete(reply));
  });

  const refuse = () => {
    for (const reply of inFlight) {
      if (reply.sent || reply.raw.headersSent) continue;
      // Written directly: the handler still running is ignored from now on (Fastify drops what a hijacked
      // reply's handler answers later).
      reply.hijack();
      const body = JSON.stringify(errorBody('unavailable', reply.request.lang));
      reply.raw.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      reply.raw.end(body);
      reply.request.log.warn('stopping: a request still running at the end of the grace period answered 503');
    }
    inFlight.clear();
  };

  let timer: NodeJS.Timeout | undefined;
  server.addHook('preClose', async () => {
    stopping = true;
    timer = setTimeout(refuse, graceMs);
    timer.unref();
  });
  server.addHook('onClose', async () => clearTimeout(timer));
}

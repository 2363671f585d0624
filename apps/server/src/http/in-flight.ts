import type { FastifyInstance, FastifyReply } from 'fastify';
import { pickLang } from '@vitrina/contract/constants';
import { errorBody } from './error-handler.ts';

// A stop never leaves a request unanswered: after `graceMs`, what still runs answers 503 and the process
// exits; a unit of work commits whole or not at all (decision 0011).
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

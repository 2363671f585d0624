import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { applicationsEndpoints as endpoints } from '@vitrina/contract/endpoints/applications';
import { requireSession, route } from '../../../http/route.ts';
import { viewerOf } from '../../../sessions/session-plugin.ts';
import type { SelfTapesService } from '../self-tapes/self-tapes.service.ts';
import type { PipelineService } from './pipeline.service.ts';

export interface PipelineRoutesOptions {
  pipeline: PipelineService;
  selfTapes: SelfTapesService;
}

/** Private to the agency, drawn anew on each request: never cached, never indexed. */
function sendFile(reply: FastifyReply, file: { bytes: Buffer | string; filename: string }, type: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(file.bytes);
}

/** The agency's pipeline and the self-tapes (HTTP only; the services decide). */
export const pipelineRoutes: FastifyPluginAsync<PipelineRoutesOptions> = async (app, { pipeline, selfTapes }) => {
  requireSession(app);

  route(app, endpoints.pipeline, async (request) =>
    pipeline.pipeline(viewerOf(request), request.params, request.query),
  );
  route(app, endpoints.applicantsFile, async (request, reply) => {
    const { format, ...ids } = request.params;
    if (format === 'csv')
      return sendFile(
        reply,
        await pipeline.csv(viewerOf(request), ids, request.query, request.lang),
        'text/csv; charset=utf-8',
      );
    return sendFile(reply, await pipeline.pdf(viewerOf(request), ids, request.query, request.lang), 'application/pdf');
  });
  route(app, endpoints.file, async (request) => pipeline.file(viewerOf(request), request.params, request.body));
  route(app, endpoints.forAgency, async (request) =>
    pipeline.forAgency(viewerOf(request), request.params.applicationId),
  );
  route(app, endpoints.note, async (request) =>
    pipeline.note(viewerOf(request), request.params.applicationId, request.body),
  );
  route(app, endpoints.requestSelfTape, async (request) =>
    selfTapes.request(viewerOf(request), request.params.applicationId, request.body),
  );
  route(app, endpoints.uploadSelfTape, async (request) =>
    selfTapes.upload(viewerOf(request), request.params.selfTapeId, request.body.filename, request.lang),
  );
};

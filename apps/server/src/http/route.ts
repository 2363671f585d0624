import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Endpoint, HandlerResultOf, ParsedRequestOf } from '@vitrina/contract/endpoint';
import { errorResponses } from './error-responses.ts';

/** Where every endpoint's path starts (the contract's paths are written under it). */
const API_PREFIX = '/api';
const GUARDED = 'endpointsNeedSession';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedRequestOf<E>['params'];
  Querystring: ParsedRequestOf<E>['query'];
  Body: ParsedRequestOf<E>['body'];
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerResultOf<E> | FastifyReply>;

/** Hooks a route adds to its plugin's (rate limits); authentication is the plugin's, see requireSession. */
export interface EndpointOptions {
  /** The handler sees `request.validationError` instead of an automatic 400 (moderation checks the role first). */
  attachValidation?: boolean;
  preValidation?: preHandlerHookHandler | preHandlerHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
}

/**
 * Puts a route plugin behind a session, once for all its routes: 401 before the body is parsed or validated
 * and before any rate limit or handler runs. Call it first in the plugin; `route` refuses an endpoint whose
 * `auth` disagrees with its plugin.
 */
export function requireSession(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireUser);
  app.decorate(GUARDED, true);
}

/** Registers the route of a contract endpoint on a plugin whose prefix the endpoint's path starts with. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  ...args: [handler: EndpointHandler<E>] | [options: EndpointOptions, handler: EndpointHandler<E>]
): void {
  const [own, handler] = args.length === 1 ? [{}, args[0]] : args;
  const options = endpoint.stepUp ? withStepUp(app, endpoint, own) : own;
  const fullPath = API_PREFIX + endpoint.path;
  if (!fullPath.startsWith(app.prefix)) throw new Error(`${endpoint.path} is not under ${app.prefix}`);
  if (endpoint.auth !== app.hasDecorator(GUARDED))
    throw new Error(`${endpoint.method} ${endpoint.path}: auth ${endpoint.auth} in a plugin that disagrees`);
  app.route({
    method: endpoint.method,
    url: fullPath.slice(app.prefix.length) || '/',
    ...options,
    schema: endpointSchema(endpoint),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** A sensitive action's guard goes after the route's own hooks (the role check and rate limits come first). */
function withStepUp(app: FastifyInstance, endpoint: Endpoint, options: EndpointOptions): EndpointOptions {
  if (!app.hasDecorator('requireStepUp')) throw new Error(`${endpoint.path}: step-up without the sessions plugin`);
  const own = options.preHandler ?? [];
  return { ...options, preHandler: [...(Array.isArray(own) ? own : [own]), app.requireStepUp] };
}

/** The route schema of an endpoint: what Fastify validates and serializes, and what the documents show. */
export function endpointSchema(endpoint: Endpoint, { documented = !endpoint.hidden } = {}) {
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(documented ? {} : { hide: true }),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.auth ? { security: [{ token: [] }] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // An endpoint that answers a file (no schema) documents no response, as before.
    ...(Object.keys(endpoint.responses).length || endpoint.errors.length
      ? { response: { ...endpoint.responses, ...errorResponses(...endpoint.errors) } }
      : {}),
  };
}

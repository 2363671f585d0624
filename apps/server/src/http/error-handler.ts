import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Lang } from '@vitrina/contract/constants';
import { errorCatalogue, errorText, isErrorCode, type ErrorCode } from '@vitrina/contract/error-catalogue';
import type { ErrorBody } from '@vitrina/contract/errors';
import { isUnreachable } from '../db/database-errors.ts';
import { AppError } from './app-error.ts';

export function errorBody(code: ErrorCode, lang: Lang, errors: ErrorBody['errors'] = []): ErrorBody {
  return { error: code, message: errorText(code, lang), errors };
}

/** The parts of a zod issue the field code depends on (fastify-type-provider-zod spreads them into `params`). */
interface IssueFacts {
  code: string;
  message: string;
  params: { input?: unknown; keys?: string[]; minimum?: unknown; origin?: unknown };
}

/** Maps an issue of a zod schema to a field code: messages that are codes are kept as codes. */
function fieldCode({ code, message, params }: IssueFacts): ErrorCode {
  if (isErrorCode(message)) return message;
  if (code === 'unrecognized_keys') return 'unknown_field';
  // zod does not report inputs by default: a missing value shows in the message of invalid_type.
  const missing =
    'input' in params
      ? params.input === undefined || params.input === null || params.input === ''
      : code === 'invalid_type' && /received (undefined|null)/.test(message);
  if (missing) return 'required';
  if (code === 'too_small' && params.origin === 'string' && params.minimum === 1) return 'required';
  if (code === 'too_big') return 'too_long';
  if (code === 'too_small') return 'too_short';
  return 'invalid';
}

/** One handler for every failure; anything unexpected answers a plain 500 without a stack. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang;
      if (error instanceof AppError) {
        const errors = error.fieldErrors.map((f) => ({
          field: f.field,
          code: f.code,
          message: errorText(f.code, lang),
        }));
        const body = errorBody(error.code, lang, errors);
        return reply.status(error.status).send(error.texts ? { ...body, message: error.texts[lang] } : body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => {
          const params = (v.params ?? {}) as IssueFacts['params'];
          const path = v.instancePath.split('/').filter(Boolean).join('.');
          const field = params.keys?.length ? params.keys.join(',') : path;
          const code = fieldCode({ code: v.keyword, message: v.message ?? '', params });
          return { field, code, message: errorText(code, lang) };
        });
        return reply.status(400).send(errorBody('validation', lang, errors));
      }
      const fastifyCode = error.code;
      if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send(errorBody('bad_json', lang));
      }
      if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send(errorBody('payload_too_large', lang));
      if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send(errorBody('unsupported_media_type', lang));
      }
      if (error.statusCode === 429) return reply.status(429).send(errorBody('too_many_requests', lang));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code =
          status === 404 ? 'not_found' : status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'validation';
        return reply.status(errorCatalogue[code].status).send(errorBody(code, lang));
      }
      // PostgreSQL went away (a restart, a failover): the request may be tried again once it is back.
      if (isUnreachable(error)) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply.status(503).send(errorBody('unavailable', lang));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(errorBody('internal', lang));
    });
  },
  { name: 'error-handler', dependencies: ['request-lang'] },
);

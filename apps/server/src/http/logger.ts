import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { LogFn } from 'pino';
import { driverErrorOf } from '../db/database-errors.ts';

/** Names of query parameters and route parameters that carry a secret (a session, a link's key, a signature). */
const SECRET_NAME = /(?:token|sig|signature|secret|password|credential|code|key|auth)$/i;

/** Drops tokens from logged URLs: secret-like query and route parameters, and one-time links' paths. */
export function redactUrl(url: string, params?: unknown): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (!SECRET_NAME.test(name) || typeof value !== 'string' || value.length === 0) continue;
      path = path
        .split('/')
        .map((segment) => (safeDecode(segment) === value ? '[redacted]' : segment))
        .join('/');
    }
  }
  // One-time links carry their token in the path (confirmation and recovery), and data exports' links did
  // (old e-mails may still be followed).
  path = path
    .replace(/(\/users\/(?:confirmation|recover)\/)(?!password(?:\/|$))[^/]+/gi, '$1[redacted]')
    .replace(/(\/users\/export\/)(?!archive(?:\/|$))[^/]+/gi, '$1[redacted]');
  const redactedQuery = query.replace(/([?&;])([^&;=]*)=([^&;]*)/g, (whole, separator: string, name: string) =>
    SECRET_NAME.test(safeDecode(name)) ? `${separator}${name}=[redacted]` : whole,
  );
  return path + redactedQuery;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  query?: unknown;
  cause?: unknown;
}

// A failed query's message lists its values (e-mails, hashes): keep only class, code, SQLSTATE, statement.
export function safeError(value: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!value || typeof value !== 'object')
    return { type: typeof value, message: String(value).slice(0, 200), stack: '' };
  const error = value as ErrorLike;
  const state = driverErrorOf(error)?.code;
  const frames =
    typeof error.stack === 'string'
      ? error.stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .slice(0, 12)
          .join('\n')
      : '';
  const firstLine = typeof error.message === 'string' ? (error.message.split('\n')[0] ?? '') : '';
  return {
    type: typeof error.name === 'string' ? error.name : 'Error',
    message: state ? `database error ${state}` : firstLine.slice(0, 300),
    ...(state
      ? { code: state, ...(typeof error.query === 'string' ? { query: error.query.slice(0, 500) } : {}) }
      : typeof error.code === 'string'
        ? { code: error.code }
        : {}),
    stack: frames,
  };
}

/** pino's number for the debug level. */
const DEBUG_LEVEL = 20;

/**
 * A client that went away mid-answer (a closed tab, a lost connection): Node's stream error, or the message
 * of the older end-of-stream that @fastify/compress pipes through. The client's business, not a fault.
 */
export function isClientGone(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const error = value as { code?: unknown; message?: unknown; err?: unknown };
  if (error.err !== undefined) return isClientGone(error.err);
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message === 'premature close';
}

/** Fastify's own line for a stream the client cut (info by default), at debug like every other. */
export class ServerLogController extends LogController {
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (!isClientGone(error)) return super.streamError(error, request, reply);
    if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply }, 'stream closed prematurely: the client went away');
  }
}

/** Logs without tokens, passwords, hashes or query values; `pretty` goes through pino-pretty in a worker. */
export function loggerOptions(level: string, format: 'pretty' | 'json' = 'json'): FastifyServerOptions['logger'] {
  return {
    level,
    ...(format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            // An outbox e-mail's message already lists its links, a line each: not again as fields.
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,link,links', singleLine: false },
          },
        }
      : {}),
    redact: {
      paths: [
        'req.headers["x-access-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'newPassword',
        'currentPassword',
        'token',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    hooks: {
      // Whichever library reports a client that went away (compression logs it as an error), it is debug.
      logMethod(args: Parameters<LogFn>, method: LogFn, level: number) {
        if (level > DEBUG_LEVEL && isClientGone(args[0])) return this.debug(...args);
        return method.apply(this, args);
      },
    },
    serializers: {
      err: safeError,
      req(request: { method: string; url: string; ip?: string; id?: string; params?: unknown }) {
        return { method: request.method, url: redactUrl(request.url, request.params), ip: request.ip, id: request.id };
      },
    },
  };
}

import type { FastifyServerOptions } from 'fastify';
import { driverErrorOf } from '../db/database-errors.ts';

/** Drops tokens from logged URLs (the Socket.IO handshake carries one in its query). */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|access_token|input_token|signature|sig)=)[^&]*/gi, '$1[redacted]')
      // One-time links carry their token in the path (confirmation and recovery).
      .replace(/(\/users\/(?:confirmation|recover)\/)(?!password(?:[/?]|$))[^/?]+/gi, '$1[redacted]')
  );
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  query?: unknown;
  cause?: unknown;
}

/**
 * What a log keeps of an error: its class, its code, where it was thrown — never the values it carried.
 * A failed query's message lists its parameters (a new user's e-mail, a password hash), and a database
 * message may quote a value, so for database errors only the SQLSTATE and the statement's text (with its
 * $1 placeholders) are kept; for others the first line of the message. The stack's frames are kept
 * without its first line, which repeats the message.
 */
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

/** Structured logs that never contain tokens, passwords, hashes or the values of a failed query. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
    serializers: {
      err: safeError,
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id };
      },
    },
  };
}

import type { FastifyServerOptions } from 'fastify';

/** Drops tokens from logged URLs (the Socket.IO handshake carries one in its query). */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|access_token|input_token|signature|sig)=)[^&]*/gi, '$1[redacted]')
      // One-time links carry their token in the path (confirmation and recovery).
      .replace(/(\/users\/(?:confirmation|recover)\/)(?!password(?:[/?]|$))[^/?]+/gi, '$1[redacted]')
  );
}

/** Structured logs that never contain tokens or passwords. */
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
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id };
      },
    },
  };
}

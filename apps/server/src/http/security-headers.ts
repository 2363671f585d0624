import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Origins the browser may upload to directly (an S3 endpoint), besides our own. */
  uploadOrigins: string[];
  facebookEnabled: boolean;
  /** Strict-Transport-Security, when the public address is https. */
  hsts: boolean;
  /** Inline scripts allowed by hash: the built pages' loader (`pageScriptSources`). */
  scriptSources: string[];
}

/** Document-only headers, left off hashed assets to save bytes; `nosniff` and CORP do apply to scripts. */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The headers helmet sets, worked out once: @fastify/helmet built helmet again for every request. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers, CSP included, on every response. */
export const securityHeadersPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const facebook = options.facebookEnabled ? ['https://connect.facebook.net'] : [];
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.scriptSources, ...facebook],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // No YouTube still: a video's tile is ours until the player (the privacy-enhanced embed host) is asked for.
          imgSrc: ["'self'", 'data:', 'blob:'],
          // Videos play from this server, or from the bucket through presigned URLs (S3).
          mediaSrc: ["'self'", 'blob:', ...options.uploadOrigins],
          fontSrc: ["'self'", 'data:'],
          // 'self' also covers same-origin WebSockets (Socket.IO); no other host may be reached.
          connectSrc: [
            "'self'",
            ...options.uploadOrigins,
            ...(options.facebookEnabled ? ['https://graph.facebook.com'] : []),
          ],
          frameSrc: [
            'https://www.youtube-nocookie.com',
            ...(options.facebookEnabled ? ['https://www.facebook.com'] : []),
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: options.hsts ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);

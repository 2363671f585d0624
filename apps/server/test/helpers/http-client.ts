import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { freshIp } from './client-ip.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestOptions {
  /** JSON body (or a Buffer for raw uploads). */
  body?: unknown;
  /** A session token, sent as `x-access-token`. */
  token?: string;
  /** Sent as Accept-Language. */
  lang?: string;
  /** The client address; a fresh one per request by default (per-IP rate limits are on in tests). */
  ip?: string;
  headers?: Record<string, string>;
}

/** The one way server tests speak HTTP to the app: Fastify's inject, no port. */
export interface TestClient {
  request(method: Method, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  get(url: string, options?: Omit<RequestOptions, 'body'>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<LightMyRequestResponse>;
  delete(url: string, options?: Omit<RequestOptions, 'body'>): Promise<LightMyRequestResponse>;
  /** The same client acting as a user: every request carries that user's token (unless one is given). */
  as(user: { token: string } | string): TestClient;
}

export function createClient(
  app: { server: FastifyInstance },
  defaults: Omit<RequestOptions, 'body'> = {},
): TestClient {
  const request: TestClient['request'] = (method, url, options = {}) => {
    const { body, token, lang, ip, headers } = { ...defaults, ...options };
    return app.server.inject({
      method,
      url,
      remoteAddress: ip ?? freshIp(),
      ...(body === undefined ? {} : { payload: body as object }),
      headers: {
        ...(token ? { 'x-access-token': token } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...defaults.headers,
        ...headers,
      },
    });
  };
  return {
    request,
    get: (url, options) => request('GET', url, options),
    post: (url, body, options) => request('POST', url, { ...options, body }),
    put: (url, body, options) => request('PUT', url, { ...options, body }),
    delete: (url, options) => request('DELETE', url, options),
    as: (user) => createClient(app, { ...defaults, token: typeof user === 'string' ? user : user.token }),
  };
}

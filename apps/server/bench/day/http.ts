import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { Pool, request as undiciRequest, type Dispatcher } from 'undici';
import type { ReportKind } from './behaviour.ts';
import type { Stats } from './stats.ts';

export interface CallOptions {
  method?: Dispatcher.HttpMethod;
  /** A path on the app (`/api/…`, `/media/…`), or an absolute URL (an upload to S3). */
  path: string;
  token?: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  /** Read the answer as JSON (API calls) or only drain it (a photo's bytes). */
  read?: 'json' | 'drain';
}

export interface Answer<T> {
  status: number;
  /** The JSON answered with a 2xx (null for an empty answer), else null. */
  data: T | null;
  ok: boolean;
}

/** What Chromium sends: the app compresses every answer over 1 KB for a browser, so the crowd asks as one. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** A request not answered by then fails (a browser's patience, not the app's). */
const TIMEOUT_MS = 30_000;

/**
 * The crowd's HTTP client: a pool of keep-alive connections to the app (or its balancer), every request timed
 * from its send to its last byte and recorded under its kind of action and step; kind null is not recorded
 * (the fan-out probe's polls).
 */
export function createHttp(origin: string, stats: Stats, connections: number) {
  const pool = new Pool(origin, {
    connections,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
    keepAliveTimeout: 60_000,
  });
  let sent = 0;
  let unrecorded = 0;

  async function call<T>(kind: ReportKind | null, step: string, options: CallOptions): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
    if (options.token) headers['x-access-token'] = options.token;
    let body: Buffer | string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.contentType) headers['content-type'] = options.contentType;
    const method = options.method ?? 'GET';
    const absolute = /^https?:\/\//.test(options.path);
    sent += 1;
    if (kind === null) unrecorded += 1;
    const started = performance.now();
    let status = 0;
    let data: T | null = null;
    let failure: string | null = null;
    try {
      const res = absolute
        ? await undiciRequest(options.path, { method, headers, body, headersTimeout: TIMEOUT_MS })
        : await pool.request({ origin, path: options.path, method, headers, body });
      status = res.statusCode;
      // Read to the end, so the connection goes back to the pool (dump would drop one with a large body).
      if (options.read === 'drain' || status < 200 || status >= 300) await res.body.arrayBuffer();
      else {
        const text = decoded(Buffer.from(await res.body.arrayBuffer()), res.headers['content-encoding']);
        data = text ? (JSON.parse(text) as T) : null;
      }
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      failure = error instanceof SyntaxError ? 'not-json' : code.includes('TIMEOUT') ? 'timeout' : 'network';
    }
    const ms = performance.now() - started;
    if (kind !== null) stats.record(kind, step, ms, failure ?? status);
    return { status, data, ok: failure === null && status >= 200 && status < 300 };
  }

  return {
    call,
    /** Requests sent so far, and those not recorded in the figures. */
    counts: () => ({ sent, unrecorded }),
    // Past the knee the backlog is minutes long: what is still queued is dropped, not waited for.
    close: () => pool.destroy(),
  };
}

export type Http = ReturnType<typeof createHttp>;

import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';

type SetupClient = Options['setupClient'];

export interface LoadResult {
  /** Requests per second (mean of the per-second samples). */
  rate: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failures: number;
  /** Requests answered during the run. */
  total: number;
}

/**
 * Keeps `connections` keep-alive connections busy with GET `url` for `seconds` (autocannon in a worker
 * thread, so the client does not share the server's event loop).
 */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn (e.g. one per viewer), instead of GET `url` with `headers`. */
    requests?: Array<{ path: string; headers: Record<string, string> }>;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(options.requests
      ? {
          requests: options.requests.map((r) => ({ method: 'GET' as const, ...r })),
          // A file path in workers mode, where autocannon's types only know a function.
          setupClient: fileURLToPath(new URL('./spread-requests.cjs', import.meta.url)) as unknown as SetupClient,
        }
      : {}),
    workers: 1,
    timeout: 30,
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** One GET, as a browser without compression would send it: status and body. */
export function fetchOnce(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout ${url}`)));
    req.on('error', reject);
  });
}

import type { App } from '../../src/app.ts';
import { createClient } from './http-client.ts';

/** The token of `/metrics` for a test app that reads it (`createTestApp(METRICS_ENV)`), as an operator's scraper does. */
export const METRICS_TOKEN = 'metrics-token-of-the-test-0123456789';
export const METRICS_ENV = { METRICS_TOKEN };

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in Prometheus' text format: each with its labels and value. */
export function samplesOf(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    samples.push({ labels: labels as Record<string, string>, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample whose labels include `labels` (0 when there is none yet). */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const sample = samplesOf(text, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return sample?.value ?? 0;
}

/** GET /metrics with the token; throws unless it answers 200 (the app was built without METRICS_ENV?). */
export async function scrapeMetrics(app: Pick<App, 'server'>): Promise<string> {
  const res = await createClient(app).get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.statusCode !== 200) throw new Error(`GET /metrics answered ${res.statusCode}: is METRICS_ENV set?`);
  return res.body;
}

import type { BenchServer, LoadSettings, MeasuredLoad } from './bench-server.ts';

/** People asking at once in the many-viewers cases. */
export const MANY_VIEWERS = 1_000;

const CASES = [
  { name: 'followed p1', scope: 'followed', path: '/api/posts/feed?page=1' },
  { name: 'global p1', scope: 'global', path: '/api/posts/feed?page=1&filter=agencia' },
] as const;

/**
 * Page 1 of both feeds asked by MANY_VIEWERS people in turn, where the other cases ask as one: each has their
 * own timeline, network count, likes and hidden set, and the kept cards and first comments are shared among
 * more posts. Not one of the feed's targets, which are one viewer's; it shows what a real audience costs.
 */
export async function measureManyViewers(
  server: BenchServer,
  settings: LoadSettings,
  statics: ReadonlyMap<string, MeasuredLoad>,
  row: (name: string, result: MeasuredLoad, extra: { statements: number; bytes: number }) => string,
): Promise<string[]> {
  const viewers = await server.pickViewers(MANY_VIEWERS);
  const lines = [
    `\n   ${MANY_VIEWERS} viewers: each connection asks as each of them in turn, from its own place among them`,
  ];
  for (const c of CASES) {
    const result = await server.measureMany(c.path, viewers, settings);
    lines.push(row(`${c.name} × ${MANY_VIEWERS}`, result, result));
    const ratio = result.rate / statics.get(c.scope)!.rate;
    lines.push(`   ${''.padEnd(20)}${ratio.toFixed(2)}× its static file (one viewer's bytes)`);
  }
  return lines;
}

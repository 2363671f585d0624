import { Writable } from 'node:stream';
import pino from 'pino';
import type { App } from '../../src/app.ts';

/** Collects every log line of the app (child loggers, one per request, write to the root's stream). */
export function captureLogs(app: Pick<App, 'server'>): string[] {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  (app.server.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = stream;
  return lines;
}

import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger.ts';

describe('logs', () => {
  it('drop tokens from logged URLs', () => {
    expect(redactUrl('/socket.io/?EIO=4&token=abc.def.ghi&transport=polling')).toBe(
      '/socket.io/?EIO=4&token=[redacted]&transport=polling',
    );
    expect(redactUrl('/uploads/key?exp=1&sig=deadbeef')).toBe('/uploads/key?exp=1&sig=[redacted]');
  });

  it('never contain token headers or passwords', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as pino.LoggerOptions;
    const logger = pino(options, stream);
    logger.info({ req: { headers: { 'x-access-token': 'secret-token' }, method: 'GET', url: '/x' } }, 'r');
    logger.info({ password: 'hunter2-password', body: { password: 'nested-pass' } }, 'p');
    const output = lines.join('');
    expect(output).not.toContain('secret-token');
    expect(output).not.toContain('hunter2-password');
    expect(output).not.toContain('nested-pass');
    expect(output).toContain('[redacted]');
  });
});

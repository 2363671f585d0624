import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isClientGone, loggerOptions, redactUrl, safeError } from './logger.ts';

describe('logs', () => {
  it('tell a client that went away from a fault, however it is reported', () => {
    const premature = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    expect(isClientGone(premature)).toBe(true);
    expect(isClientGone(new Error('premature close'))).toBe(true);
    expect(isClientGone({ err: premature })).toBe(true);
    expect(isClientGone(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isClientGone('premature close')).toBe(false);
  });

  it('drop tokens from logged URLs', () => {
    expect(redactUrl('/socket.io/?EIO=4&token=abc.def.ghi&transport=polling')).toBe(
      '/socket.io/?EIO=4&token=[redacted]&transport=polling',
    );
    expect(redactUrl('/uploads/key?exp=1&sig=deadbeef')).toBe('/uploads/key?exp=1&sig=[redacted]');
    expect(redactUrl('/x?page=2&access_token=a&X-Amz-Signature=b&code=c&q=token')).toBe(
      '/x?page=2&access_token=[redacted]&X-Amz-Signature=[redacted]&code=[redacted]&q=token',
    );
    expect(redactUrl('/api/users/recover/abc123')).toBe('/api/users/recover/[redacted]');
    expect(redactUrl('/api/users/recover/password')).toBe('/api/users/recover/password');
    expect(redactUrl(`/api/users/export/${'ab'.repeat(24)}`)).toBe('/api/users/export/[redacted]');
    expect(redactUrl('/api/users/export/archive')).toBe('/api/users/export/archive');
  });

  it('drop the values of route parameters named like a secret, whatever the route', () => {
    expect(redactUrl('/api/users/email/confirm/s3cr%2Et?x=1', { token: 's3cr.t' })).toBe(
      '/api/users/email/confirm/[redacted]?x=1',
    );
    expect(redactUrl('/api/users/ana/profile', { profile_url: 'ana' })).toBe('/api/users/ana/profile');
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

describe('logged errors', () => {
  it('keep a failed query’s code and statement, never its parameters or the database’s message', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint; Key (email)=(ana@x.test)'), {
      code: '23505',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ana@x.test,$argon2id$v=19$secret',
      ),
      { name: 'DrizzleQueryError', query: 'insert into "users" ("email", "password_hash") values ($1, $2)', cause },
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).toContain('23505');
    expect(logged).toContain('values ($1, $2)');
    expect(logged).not.toContain('ana@x.test');
    expect(logged).not.toContain('argon2id');
  });
});

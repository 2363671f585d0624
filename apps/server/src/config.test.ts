import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = 'x'.repeat(40);

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ JWT_SECRET: secret, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses the embedded defaults when nothing is configured', () => {
    const config = loadConfig({ JWT_SECRET: secret });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.facebook).toBeUndefined();
    expect(config.migrateOnStart).toBe(true);
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it('switches to the real engines when they are configured', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'vitrina',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      FACEBOOK_APP_ID: '12345',
      FACEBOOK_APP_SECRET: 'fb-secret-value',
      MIGRATE_ON_START: 'false',
      PUBLIC_URL: 'https://vitrina.example/',
    });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.s3).toMatchObject({ bucket: 'vitrina', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' });
    expect(config.facebook).toEqual({
      appId: '12345',
      appSecret: 'fb-secret-value',
      graphUrl: 'https://graph.facebook.com',
    });
    expect(config.migrateOnStart).toBe(false);
    expect(config.publicUrl).toBe('https://vitrina.example');
  });

  it('names every bad value in one error', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', MIGRATE_ON_START: 'maybe' });
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT'))).toContain('"abc"');
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('postgres://');
    expect(problems.find((p) => p.startsWith('MIGRATE_ON_START'))).toContain('true or false');
  });

  it('refuses a port out of range and a short JWT secret, without printing the secret', () => {
    const problems = problemsOf({ PORT: '70000', JWT_SECRET: 'short-secret' });
    expect(problems.some((p) => p.startsWith('PORT') && p.includes('65535'))).toBe(true);
    const jwt = problems.find((p) => p.startsWith('JWT_SECRET'));
    expect(jwt).toContain('32 characters');
    expect(jwt).not.toContain('short-secret');
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxies, and refuses anything else', () => {
    const trustOf = (value: string) => loadConfig({ JWT_SECRET: secret, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ JWT_SECRET: secret }).trustProxy).toBe(false);
    expect([trustOf('false'), trustOf('0'), trustOf('true'), trustOf('1'), trustOf('2')]).toEqual([
      false,
      false,
      1,
      1,
      2,
    ]);
    expect(trustOf('10.0.0.2, 10.1.0.0/16,fd00::/8')).toEqual(['10.0.0.2', '10.1.0.0/16', 'fd00::/8']);
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1,', 'maybe'])
      expect(problemsOf({ TRUST_PROXY: bad })).toEqual([expect.stringMatching(/^TRUST_PROXY must be false, a number/)]);
  });

  it('keeps METRICS_TOKEN out of its messages', () => {
    expect(loadConfig({ JWT_SECRET: secret, METRICS_TOKEN: 'a-long-metrics-token' }).metricsToken).toBe(
      'a-long-metrics-token',
    );
    expect(problemsOf({ METRICS_TOKEN: 'short-token' })).toEqual(['METRICS_TOKEN must be at least 16 characters long']);
  });

  it('logs readable lines in development at a terminal or when asked, JSON otherwise; requests only when asked in development', () => {
    const tty = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
    try {
      Object.defineProperty(process.stdout, 'isTTY', { value: true, configurable: true });
      expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'development' }).logFormat).toBe('pretty');
      expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'test' }).logFormat).toBe('json');
      expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production' }).logFormat).toBe('json');
      expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
      Object.defineProperty(process.stdout, 'isTTY', { value: false, configurable: true });
      expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'development' }).logFormat).toBe('json');
      expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'test', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    } finally {
      if (tty) Object.defineProperty(process.stdout, 'isTTY', tty);
      else delete (process.stdout as { isTTY?: boolean }).isTTY;
    }
    expect(problemsOf({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toEqual([
      'LOG_FORMAT must be json when NODE_ENV=production (got "pretty")',
    ]);
    expect(problemsOf({ LOG_FORMAT: 'xml' })).toEqual(['LOG_FORMAT must be pretty or json (got "xml")']);
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'development' }).logRequests).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'development', LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production' }).logRequests).toBe(true);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required when NODE_ENV=production/);
  });

  it('requires Facebook and S3 credentials in pairs', () => {
    expect(problemsOf({ FACEBOOK_APP_ID: '123' })).toEqual([
      expect.stringContaining('FACEBOOK_APP_SECRET FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together'),
    ]);
    expect(problemsOf({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })[0]).toContain('S3_SECRET_ACCESS_KEY');
  });

  it('reads the Web Push settings: a key pair together, a subject, extra push hosts', () => {
    const config = loadConfig({ JWT_SECRET: secret, MAIL_FROM: 'Vitrina <hola@example.com>' });
    expect(config.push).toEqual({ vapidKeys: undefined, subject: 'mailto:hola@example.com', extraHosts: [] });
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    const set = loadConfig({
      JWT_SECRET: secret,
      ...keys,
      VAPID_SUBJECT: 'https://vitrina.example/contacto',
      PUSH_EXTRA_HOSTS: '127.0.0.1:4010, Push.Example.org',
    });
    expect(set.push).toEqual({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      subject: 'https://vitrina.example/contacto',
      extraHosts: ['127.0.0.1:4010', 'push.example.org'],
    });
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })[0]).toContain('must be set together');
    expect(problemsOf({ ...keys, VAPID_PRIVATE_KEY: 'short' })[0]).toMatch(/^VAPID_PRIVATE_KEY .*43 characters\)$/);
    expect(problemsOf({ VAPID_SUBJECT: 'http://vitrina.example' })[0]).toContain('VAPID_SUBJECT');
    expect(problemsOf({ PUSH_EXTRA_HOSTS: 'http://x/y' })[0]).toContain('PUSH_EXTRA_HOSTS');
  });

  it('generates a secret once into DATA_DIR/secret and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-config-'));
    dirs.push(dir);
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });
});

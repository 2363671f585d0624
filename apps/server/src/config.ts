import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting of DESIGN §1 is read and validated here;
 * a bad value stops start-up with a message naming the variable.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An IP address, or a network in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For entries are believed. A number of hops (`true` is one), or the
 * proxies' addresses and networks, comma-separated. The client is read from the right of the header: past the
 * hops counted, or past the listed proxies; never its leftmost entry, which the client writes itself.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', 'no', '0'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const proxies = value.split(',').map((entry) => entry.trim());
    if (proxies.every(isAddressOrNetwork)) return proxies;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxy hops (true is 1, at most 32), or proxy addresses or networks separated by commas',
    });
    return z.NEVER;
  });

const url = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      error: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: url(['http', 'https']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST: z.string().min(1).optional(),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    REDIS_URL: url(['redis', 'rediss']).optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, or _ . : -' })
      .default('vitrina'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: url(['http', 'https']).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('Vitrina <no-reply@vitrina.local>'),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
    FACEBOOK_APP_ID: z.string().regex(/^\d+$/, { error: 'must be the numeric app id' }).optional(),
    FACEBOOK_APP_SECRET: z.string().min(8).optional(),
    FACEBOOK_GRAPH_URL: url(['http', 'https']).default('https://graph.facebook.com'),
    MIGRATE_ON_START: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
    LOG_REQUESTS: booleanFlag.optional(),
    TRUST_PROXY: trustProxySetting.default(false),
    RATE_LIMITS: booleanFlag.default(true),
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters long' }).optional(),
    ACCOUNT_DELETION_GRACE: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .default(28 * 86_400),
    ACCOUNT_DELETION_INTERVAL: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .max(86_400, { error: 'must be at most 86400 seconds (a day)' })
      .default(3600),
    REQUEST_HEADERS_TIMEOUT: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, { error: 'must be at least 0.1 seconds' })
      .max(600, { error: 'must be at most 600 seconds' })
      .default(10),
    REQUEST_BODY_TIMEOUT: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, { error: 'must be at least 0.1 seconds' })
      .max(3600, { error: 'must be at most 3600 seconds' })
      .default(30),
    SHUTDOWN_GRACE: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, { error: 'must be at least 0.1 seconds' })
      .max(300, { error: 'must be at most 300 seconds' })
      .default(8),
    IMAGE_WORKERS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(16, { error: 'must be at most 16' })
      .optional(),
    NOTIFICATION_MAIL_INTERVAL: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, { error: 'must be at least 0.1 seconds' })
      .max(86_400, { error: 'must be at most 86400 seconds (a day)' })
      .default(900),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.LOG_FORMAT === 'pretty') {
      ctx.addIssue({ code: 'custom', path: ['LOG_FORMAT'], message: 'must be json when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.REQUEST_HEADERS_TIMEOUT > env.REQUEST_BODY_TIMEOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['REQUEST_HEADERS_TIMEOUT'],
        message: 'must not be longer than REQUEST_BODY_TIMEOUT (the whole request)',
      });
    }
    if (Boolean(env.FACEBOOK_APP_ID) !== Boolean(env.FACEBOOK_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.FACEBOOK_APP_ID ? 'FACEBOOK_APP_SECRET' : 'FACEBOOK_APP_ID'],
        message: 'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together',
      });
    }
    if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  webDist: string;
  /** PostgreSQL URL; absent means embedded PGlite under dataDir/db (or in memory when dataDir is null). */
  databaseUrl: string | undefined;
  /** When true, PGlite keeps everything in memory (tests). */
  inMemoryDatabase: boolean;
  redisUrl: string | undefined;
  /**
   * Prefix of this deployment's Redis keys and channels (rate-limit counters, Socket.IO broadcasts): the
   * processes of one deployment share it; another deployment on the same Redis needs its own.
   */
  redisPrefix: string;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  facebook: { appId: string; appSecret: string; graphUrl: string } | undefined;
  migrateOnStart: boolean;
  logLevel: string;
  /**
   * `pretty`: readable lines (pino-pretty), for a person at a terminal — the default in development when
   * stdout is one; `json`: one JSON object a line, for machines (production, tests, a piped output).
   */
  logFormat: 'pretty' | 'json';
  /** Whether every request is logged; off by default in development, so what matters stays visible. */
  logRequests: boolean;
  /**
   * Which proxies are believed about the client's address (X-Forwarded-For, read from the right): false, a
   * number of hops, or the proxies' addresses and networks.
   */
  trustProxy: false | number | string[];
  rateLimits: boolean;
  /** The bearer token of GET /metrics; without one the endpoint does not exist. */
  metricsToken: string | undefined;
  /**
   * The e-mail while away: what happened to someone with no open connection is gathered for this long
   * (milliseconds) and sent as one e-mail, so a person gets at most one such e-mail per interval.
   */
  notificationMailIntervalMs: number;
  /** A request's headers must have arrived this long (ms) after its connection began waiting for them. */
  requestHeadersTimeoutMs: number;
  /** A whole request, headers and body, must have arrived this long (ms) after it began: slow senders are cut (408). */
  requestBodyTimeoutMs: number;
  /**
   * On SIGTERM/SIGINT, requests in flight get this long (ms) to finish; those still running then answer 503,
   * and the process exits at most 2 s later.
   */
  shutdownGraceMs: number;
  /** How long a cancelled account waits before it is deleted for good (four weeks; tests shorten it). */
  accountDeletionGraceMs: number;
  /** How often the deletion job looks for cancelled accounts whose grace period is over. */
  accountDeletionIntervalMs: number;
  /**
   * Uploaded pictures processed at once by this process (the rest wait in the media module's queue). Each
   * holds one of libuv's threads, shared with session checks, password hashing and files: by default half
   * the cores, at least 1 and at most 2 (1 on 2 cores), so the default pool of 4 always keeps 2 free.
   */
  imageWorkers: number;
}

/** Reads and validates the environment. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = cleaned[name];
        const shown = value === undefined || /SECRET|PASSWORD|KEY|TOKEN/.test(name) ? '' : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const base: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? '',
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL }
        : undefined,
    migrateOnStart: e.MIGRATE_ON_START,
    notificationMailIntervalMs: Math.round(e.NOTIFICATION_MAIL_INTERVAL * 1000),
    requestHeadersTimeoutMs: Math.round(e.REQUEST_HEADERS_TIMEOUT * 1000),
    requestBodyTimeoutMs: Math.round(e.REQUEST_BODY_TIMEOUT * 1000),
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE * 1000),
    accountDeletionGraceMs: Math.round(e.ACCOUNT_DELETION_GRACE * 1000),
    accountDeletionIntervalMs: Math.round(e.ACCOUNT_DELETION_INTERVAL * 1000),
    imageWorkers: e.IMAGE_WORKERS ?? Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2))),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json'),
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV !== 'development',
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    metricsToken: e.METRICS_TOKEN,
  };
  const config = { ...base, ...overrides };
  if (!config.jwtSecret) config.jwtSecret = readOrCreateSecret(config.dataDir);
  return config;
}

/** DESIGN §1: without JWT_SECRET, a secret is generated once into DATA_DIR/secret and reused. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

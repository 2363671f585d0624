import { isIP } from 'node:net';
import { z } from 'zod';

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

// The client is read from the right of X-Forwarded-For, never its leftmost entry (the client writes it).
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

/** Every setting of DESIGN §1, as the environment spells it; each message names what is expected. */
export const envSchema = z
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
    // Connections of a process to PostgreSQL for its units of work (the lists have four more of their own).
    DATABASE_POOL: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(200, { error: 'must be at most 200' })
      .default(10),
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
    // Past the knee, requests answer 503 at once (http/load-shedding.ts): the event loop's mean delay over a second.
    SHED_LOOP_DELAY: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(60_000, { error: 'must be at most 60000 milliseconds' })
      .optional(),
    // And while a request has waited longer than this for a PostgreSQL connection (the database is the limit).
    SHED_POOL_WAIT: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(60_000, { error: 'must be at most 60000 milliseconds' })
      .optional(),
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
    VIDEO_WORKERS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(8, { error: 'must be at most 8' })
      .default(1),
    FFMPEG_PATH: z.string().optional(),
    FFPROBE_PATH: z.string().optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a P-256 public key in base64url (87 characters)' })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key in base64url (43 characters)' })
      .optional(),
    VAPID_SUBJECT: url(['mailto', 'https']).optional(),
    PUSH_EXTRA_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((host) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(host)), {
        error: 'must be host names (with an optional :port) separated by commas',
      })
      .default([]),
    NOTIFICATION_MAIL_INTERVAL: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, { error: 'must be at least 0.1 seconds' })
      .max(86_400, { error: 'must be at most 86400 seconds (a day)' })
      .default(900),
    CHALLENGE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .max(900, { error: 'must be at most 900 seconds' })
      .default(300),
    STEP_UP_WINDOW: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .max(86_400, { error: 'must be at most 86400 seconds (a day)' })
      .default(600),
    AGENCY_FACTOR_GRACE: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, { error: 'must be 0 (at once) or more' })
      .max(90 * 86_400, { error: 'must be at most 7776000 seconds (90 days)' })
      .default(14 * 86_400),
    SEARCH_CACHE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(300, { error: 'must be at most 300 seconds' })
      .default(15),
    LIST_WINDOW_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(60, { error: 'must be at most 60 seconds' })
      .default(1),
    LIST_WINDOW_SIZE: z.coerce
      .number({ error: 'must be a number of talents' })
      .int({ error: 'must be a whole number' })
      .min(12, { error: 'must be at least 12 (a page)' })
      .max(10_000, { error: 'must be at most 10000' })
      .default(1000),
    TIMELINE_CAP: z.coerce
      .number({ error: 'must be a number of posts' })
      .int({ error: 'must be a whole number' })
      .min(12, { error: 'must be at least 12 (a page)' })
      .max(10_000, { error: 'must be at most 10000' })
      .default(800),
    TIMELINE_ACTIVE_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .min(0.00001, { error: 'must be at least 0.00001 days (0.864 s)' })
      .max(365, { error: 'must be at most 365 days' })
      .default(14),
    TIMELINE_FANOUT_BATCH: z.coerce
      .number({ error: 'must be a number of followers' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(10_000, { error: 'must be at most 10000' })
      .default(1000),
    TIMELINE_COUNT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(60, { error: 'must be at most 60 seconds' })
      .default(1),
    TIMELINE_PAGES_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(16_384, { error: 'must be at most 16384' })
      .default(32),
    TIMELINE_COUNTERS_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 (read with every page) or more' })
      .max(1000, { error: 'must be at most 1000 (counters are seen within a second)' })
      .default(500),
    POST_CACHE_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .min(0, { error: 'must be 0 (off) or more' })
      .max(16_384, { error: 'must be at most 16384' })
      .default(64),
    DIGEST_INTERVAL: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .max(31 * 86_400, { error: 'must be at most 2678400 seconds (31 days)' })
      .default(7 * 86_400),
    SAVED_SEARCH_ALERT_INTERVAL: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .max(31 * 86_400, { error: 'must be at most 2678400 seconds (31 days)' })
      .default(86_400),
    OPPORTUNITY_ROUND_INTERVAL: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .max(86_400, { error: 'must be at most 86400 seconds (a day)' })
      .default(3_600),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.FFMPEG_PATH) !== Boolean(env.FFPROBE_PATH)) {
      ctx.addIssue({ code: 'custom', path: ['FFPROBE_PATH'], message: 'FFMPEG_PATH and FFPROBE_PATH go together' });
    }
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
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
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

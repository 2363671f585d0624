import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { baseUrl, dataDir, smtpUrl } from './e2e-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppServer {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Settings that would point the journeys at shared infrastructure: the journeys run on embedded defaults, or their
 * shared server on the engines named by E2E_DATABASE_URL and E2E_REDIS_URL alone (`sharedEngines`).
 */
export const dropped = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'JWT_SECRET',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'WEB_DIST',
];

/**
 * The engines named for the journeys' shared server (CI gives each run a fresh database): a server of a journey's
 * own keeps its embedded folder, so two servers with different PUBLIC_URLs never share one database.
 */
export function sharedEngines(): Record<string, string> {
  const engines: Record<string, string> = {};
  if (process.env.E2E_DATABASE_URL) engines.DATABASE_URL = process.env.E2E_DATABASE_URL;
  // Its own prefix: the server tests share that Redis at the same time, each app with a prefix of its own.
  if (process.env.E2E_REDIS_URL) Object.assign(engines, { REDIS_URL: process.env.E2E_REDIS_URL, REDIS_PREFIX: 'e2e' });
  return engines;
}

/**
 * The environment of an operators' command (`npm run accounts`, a seed) run beside the shared server: its data
 * folder (on PGlite the command asks the running server that holds it), its engines, and on PostgreSQL, where the
 * command does the work itself, the server's mail catcher and address.
 */
export function commandEnv(dataDir: string, server?: { smtpUrl: string; publicUrl: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of dropped) delete env[name];
  Object.assign(env, sharedEngines());
  if (server) Object.assign(env, { SMTP_URL: server.smtpUrl, PUBLIC_URL: server.publicUrl });
  return env;
}

/** Runs `npm run accounts -- <args>` the operators' way beside the shared server; answers what it printed. */
export async function accountsCommand(...args: string[]): Promise<string> {
  const env = commandEnv(dataDir(), { smtpUrl: smtpUrl(), publicUrl: baseUrl() });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join('apps', 'server', 'scripts', 'accounts.ts'), ...args],
    { cwd: root, env, timeout: 60_000 },
  );
  return stdout;
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on 127.0.0.1 and a free port
 * with a fresh DATA_DIR, and waits until /api/health answers ok. Its output goes to `logFile`.
 */
export async function startAppServer(options: {
  root: string;
  dataDir: string;
  smtpPort: number;
  logFile: string;
  timeoutMs?: number;
  /** The name people open (PUBLIC_URL's host); passkeys refuse an IP address, so their journey asks localhost. */
  publicHost?: string;
  /** Settings over the journeys' own (a shorter step-up window, say). */
  env?: Record<string, string>;
}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of dropped) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    RATE_LIMITS: 'false',
    MIGRATE_ON_START: 'true',
    // Saved searches' alerts: a daily search is due three seconds after its last round.
    SAVED_SEARCH_ALERT_INTERVAL: '3',
    // The opportunities' closing round: an ended one's applicants are told within two seconds.
    OPPORTUNITY_ROUND_INTERVAL: '2',
    ...options.env,
  });
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // If the runner dies without its teardown, do not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  try {
    await waitForHealth(url, child, exited, options.timeoutMs ?? 90_000);
  } catch (error) {
    await stopChild(child, exited);
    const output = readLog(options.logFile);
    throw new Error(`${(error as Error).message}\n--- server output (${options.logFile}) ---\n${output}`);
  }
  return { url: publicUrl, logFile: options.logFile, stop: () => stopChild(child, exited) };
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`The server exited during start-up (code ${child.exitCode}).`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === 'ok') return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s.`);
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL if it is still there after 10 s. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no output)';
  }
}

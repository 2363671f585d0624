import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../scripts/seed/people.ts';

/** The web bench's server: the real one, over a fresh DATA_DIR holding a small seeded demo network. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built app the server sends: WEB_DIST (as the server reads it) or apps/web/dist. */
export const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The server's environment: nothing from the shell's services (WEB_DIST stays), everything under `dataDir`. */
function serverEnv(dataDir: string, url = 'http://127.0.0.1', port = 0): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SMTP_URL', 'FACEBOOK_APP_ID']) delete env[name];
  return Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    MIGRATE_ON_START: 'true',
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * The repository's seed (`npm run seed`) into `dataDir` before the server opens it (PGlite allows one
 * process per folder): a network small enough to seed in seconds, with a full feed and real profiles.
 */
export async function seedDemoNetwork(dataDir: string, users = 50, posts = 300): Promise<void> {
  const args = [path.join('apps', 'server', 'scripts', 'seed.ts'), '--users', String(users), '--posts', String(posts)];
  const child = run(args, serverEnv(dataDir));
  child.stdout?.resume();
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the seed exited with ${code}`);
}

/** SIGTERM, then the process's exit (the database closes before its folder is removed). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The real server on a free port over `dataDir`; answers once /api/health does. */
export async function startServer(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = run([path.join('apps', 'server', 'src', 'main.ts')], serverEnv(dataDir, url, port));
  child.stdout?.pipe(process.stdout);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, stop: () => stopServer(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer ${url}/api/health`);
}

async function api<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { 'x-access-token': init.token } : {}),
    },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The seeded demo talent's session and language (a returning person's browser keeps both), the path of
 * another talent's profile (the seed's third account), and the demo talent's own public page (turned on here).
 */
export async function demoSession(
  base: string,
): Promise<{ token: string; lang: string; profilePath: string; publicPath: string }> {
  const { token } = await api<{ token: string }>(`${base}/api/users/authenticate`, {
    method: 'POST',
    body: JSON.stringify({ email: DEMO_ACCOUNTS.talent.email, password: DEMO_PASSWORD }),
  });
  const self = await api<{ user: { langCode: string; profile_url: string } }>(`${base}/api/users/self`, { token });
  const { user } = await api<{ user: { profile_url: string } }>(`${base}/api/users/3/talento`, { token });
  await api(`${base}/api/users/public-profile`, { method: 'POST', token, body: JSON.stringify({ public: true }) });
  return {
    token,
    lang: self.user.langCode,
    profilePath: `/profile/${encodeURIComponent(user.profile_url)}`,
    publicPath: `/p/${encodeURIComponent(self.user.profile_url)}`,
  };
}

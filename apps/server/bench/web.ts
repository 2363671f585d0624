import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/**
 * `npm run bench -- web`: Lighthouse (mobile, its default settings and simulated throttling) on the built
 * app served by the real server, for the landing, the login page and a new talent's feed; prints the
 * performance and accessibility scores and the largest contentful paint. Builds nothing: run
 * `npm run build` first. Chromium is Debian's (CHROMIUM_PATH to choose another).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

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

/** The real server on a free port with a fresh DATA_DIR; mail goes to DATA_DIR/outbox. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SMTP_URL', 'WEB_DIST', 'FACEBOOK_APP_ID'])
    delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    MIGRATE_ON_START: 'true',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
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

/** SIGTERM, then the process's exit (the database closes before its folder is removed). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
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

/** A confirmed talent made through the API; the confirmation link is read from the outbox. */
async function createTalent(base: string, dataDir: string): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const birthdate = new Date(Date.now() - 25 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  await api(`${base}/api/users`, {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: 'clave-inicial-123',
      nombre: 'Lucía',
      apellido: 'Ramos Díaz',
      birthdate,
      sex: 'FE',
      country: 'MX',
      ciudad: 'Monterrey',
      langCode: 'es',
      terms: true,
    }),
  });
  const outbox = path.join(dataDir, 'outbox');
  let hash: string | undefined;
  for (let attempt = 0; attempt < 40 && !hash; attempt += 1) {
    const mails = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of mails) {
      const text = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      hash ??= /\/register\/confirmation#([^\s"<>]+)/.exec(text)?.[1];
    }
    if (!hash) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!hash) throw new Error('no confirmation e-mail in the outbox');
  const { token: first } = await api<{ token: string }>(`${base}/api/users/confirmation/${encodeURIComponent(hash)}`);
  const { token } = await api<{ token: string }>(`${base}/api/users/profile`, {
    method: 'PUT',
    token: first,
    body: JSON.stringify({ profile: 'talento' }),
  });
  return token;
}

interface Scores {
  page: string;
  performance: number;
  accessibility: number;
  lcp: string;
  /** Where the page ended up: a feed that redirected to /login would be measuring the wrong page. */
  shown: string;
}

async function audit(port: number, url: string, name: string, token?: string, unthrottled = false): Promise<Scores> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  if (token) {
    // Lighthouse keeps storage when told to: the session token goes in first, then the cache is emptied.
    await page.goto(new URL('/api/health', url).href);
    // A string, not a function: the server's type-check has no DOM.
    await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(token)})`);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  }
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(token),
      // This machine as it is (issue 14: the landing's largest contentful paint under 1 s unthrottled).
      ...(unthrottled ? { throttlingMethod: 'provided' as const } : {}),
    },
    undefined,
    page,
  );
  await page.close();
  await browser.disconnect();
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    page: name,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
    shown: new URL(result.lhr.finalDisplayedUrl).pathname,
  };
}

export async function runWebBench(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('web: the web app is not built; run `npm run build` first.');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-web-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const token = await createTalent(server.url, dataDir);
    const rows: Scores[] = [];
    rows.push(await audit(chrome.port, `${server.url}/`, 'landing'));
    rows.push(await audit(chrome.port, `${server.url}/login`, 'login'));
    // Before the feed's audit, which leaves its session in the browser's storage.
    const unthrottled = [await audit(chrome.port, `${server.url}/`, 'landing', undefined, true)];
    rows.push(await audit(chrome.port, `${server.url}/noticias`, 'feed (logged in)', token));
    console.log('\nweb — Lighthouse, mobile (simulated throttling)');
    console.table(rows);
    console.log('\nweb — Lighthouse, mobile screen, no throttling (this machine as it is; target: LCP under 1 s)');
    console.table(unthrottled);
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

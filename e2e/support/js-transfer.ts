import { expect, type Browser, type Page } from '@playwright/test';

export interface ScriptTransfer {
  file: string;
  bytes: number;
}

/**
 * Loads `url` cold — a fresh browser context (its own empty HTTP cache) with the cache disabled too —
 * and returns every script it transferred with the bytes on the wire as Chromium counts them
 * (DevTools `Network.loadingFinished` `encodedDataLength`: compressed body plus headers), the way the
 * server sends them in production (@fastify/compress, brotli). `ready` waits for the page to be shown;
 * lazy chunks the page asks for after that are counted until the network has been idle. With `action`
 * (a keystroke), it is done then, and only the scripts it fetched, until the network is idle again, are returned.
 */
export async function measureScripts(
  browser: Browser,
  baseURL: string,
  route: string,
  options: {
    token?: string;
    lang?: 'es' | 'en';
    ready: (page: Page) => Promise<void>;
    action?: (page: Page) => Promise<void>;
  },
): Promise<ScriptTransfer[]> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(
    ({ token, lang }) => {
      if (lang) localStorage.setItem('lang', lang);
      if (token) localStorage.setItem('token', token);
    },
    { token: options.token, lang: options.lang ?? 'es' },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Script requests not finished yet, by request id (with their path once answered).
  const pending = new Map<string, string>();
  let transfers: ScriptTransfer[] = [];
  let lastScriptEvent = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Script') return;
    pending.set(event.requestId, new URL(event.request.url).pathname);
    lastScriptEvent = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const file = pending.get(event.requestId);
    pending.delete(event.requestId);
    if (file) transfers.push({ file, bytes: event.encodedDataLength });
    if (file) lastScriptEvent = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
  // As Playwright's "networkidle", for scripts and at any time (its own is reached once, at load).
  const settled = () =>
    expect.poll(() => pending.size === 0 && Date.now() - lastScriptEvent >= 500, { intervals: [100] }).toBe(true);
  try {
    await page.goto(route);
    await options.ready(page);
    await page.waitForLoadState('networkidle');
    if (options.action) {
      // Only what the action fetches: what the page (and `ready`) asked for is all in first.
      await settled();
      transfers = [];
      await options.action(page);
      await settled();
    }
  } finally {
    await context.close();
  }
  return transfers.sort((a, b) => b.bytes - a.bytes);
}

export function totalBytes(transfers: ScriptTransfer[]): number {
  return transfers.reduce((sum, t) => sum + t.bytes, 0);
}

/** A table of what a page loaded, biggest first, and its total against the budget. */
export function transferReport(route: string, transfers: ScriptTransfer[], budget: number): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const total = totalBytes(transfers);
  const width = Math.max(20, ...transfers.map((t) => t.file.length));
  const lines = transfers.map((t) => `  ${t.file.padEnd(width)} ${kb(t.bytes).padStart(10)}`);
  const verdict = total <= budget ? 'within' : 'OVER';
  return [
    `${route}: ${transfers.length} scripts`,
    ...lines,
    `  ${'total'.padEnd(width)} ${kb(total).padStart(10)}  budget ${kb(budget)} (${verdict})`,
  ].join('\n');
}

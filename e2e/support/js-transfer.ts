import type { Browser, Page } from '@playwright/test';

export interface ScriptTransfer {
  file: string;
  bytes: number;
}

/**
 * Loads `url` cold — a fresh browser context (its own empty HTTP cache) with the cache disabled too —
 * and returns every script it transferred with the bytes on the wire as Chromium counts them
 * (DevTools `Network.loadingFinished` `encodedDataLength`: compressed body plus headers), the way the
 * server sends them in production (@fastify/compress, brotli). `ready` waits for the page to be shown;
 * lazy chunks the page asks for after that are counted until the network has been idle.
 */
export async function measureScripts(
  browser: Browser,
  baseURL: string,
  route: string,
  options: { token?: string; lang?: 'es' | 'en'; ready: (page: Page) => Promise<void> },
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
  const scripts = new Map<string, string>();
  const transfers: ScriptTransfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const file = scripts.get(event.requestId);
    if (file) transfers.push({ file, bytes: event.encodedDataLength });
  });
  try {
    await page.goto(route);
    await options.ready(page);
    await page.waitForLoadState('networkidle');
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

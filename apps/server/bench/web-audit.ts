import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Page } from 'puppeteer-core';

/**
 * The device the bench stands for: a mid-tier phone, which DevTools' CPU calibration takes to be a Pixel 5
 * scoring about 1,000 on Lighthouse's benchmark. A fixed slowdown would describe the machine as much as the app.
 */
export const midTierPhoneIndex = 1000;

/** The CPU slowdown that makes a machine of `benchmarkIndex` a mid-tier phone; a slower one is left as it is. */
export const cpuSlowdownFor = (benchmarkIndex: number) => Math.max(1, benchmarkIndex / midTierPhoneIndex);

/**
 * Lighthouse's benchmark in `page`, after a first run that warms V8 up (as DevTools' calibration does: the
 * first run of a fresh page scores about half).
 */
async function measureBenchmarkIndex(page: Page): Promise<number> {
  await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}

/** One Lighthouse run's figures (mobile; simulated throttling unless `unthrottled`). */
export interface Run {
  performance: number;
  accessibility: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** This machine's Lighthouse benchmark index, measured right before the run. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated (1: none). */
  cpuSlowdown: number;
  /** Where the page ended up: a feed that redirected to /login would be measuring the wrong page. */
  shown: string;
  /** Lighthouse's reason when it could not score the run (NO_LCP on a busy machine, for one). */
  error?: string;
}

export interface AuditOptions {
  /** A session token and its person's language: the page is measured logged in. */
  session?: { token: string; lang: string };
  /** This machine as it is, no throttling (the landing's LCP target without throttling). */
  unthrottled?: boolean;
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, its simulated CPU slowed to a mid-tier
 * phone's from the machine's benchmark index measured just before.
 */
export async function audit(port: number, url: string, { session, unthrottled = false }: AuditOptions): Promise<Run> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // Lighthouse keeps storage when told to: the session goes in (or out) first, then the cache is emptied.
  await page.goto(new URL('/api/health', url).href);
  // A string, not a function: the server's type-check has no DOM.
  await page.evaluate(
    session
      ? `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('lang', ${JSON.stringify(session.lang)})`
      : `localStorage.removeItem('token'); localStorage.removeItem('lang')`,
  );
  const benchmarkIndex = await measureBenchmarkIndex(page);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      ...(unthrottled
        ? { throttlingMethod: 'provided' as const }
        : { throttling: { cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex) } }),
    },
    undefined,
    page,
  );
  await page.close();
  await browser.disconnect();
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  // WEB_BENCH_DETAILS: where the main thread's time went (by kind, by script) and the long tasks.
  if (process.env.WEB_BENCH_DETAILS) {
    for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
      const items = (audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
      console.log(`  ${id}: ${JSON.stringify(items.slice(0, 12))}`);
    }
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex,
    // What Lighthouse applied, read back from its report.
    cpuSlowdown: unthrottled ? 1 : result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    shown: new URL(result.lhr.finalDisplayedUrl).pathname,
    error:
      result.lhr.runtimeError?.code ?? (typeof categories.performance?.score === 'number' ? undefined : 'no score'),
  };
}

/** The median of each figure over the runs, and every place the runs ended up. */
export function median(runs: Run[]): Run {
  const mid = (pick: (run: Run) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  };
  return {
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    lcp: mid((r) => r.lcp),
    cls: mid((r) => r.cls),
    tbt: mid((r) => r.tbt),
    benchmarkIndex: mid((r) => r.benchmarkIndex),
    cpuSlowdown: mid((r) => r.cpuSlowdown),
    shown: [...new Set(runs.map((r) => r.shown))].join(' '),
  };
}

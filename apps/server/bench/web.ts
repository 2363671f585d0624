import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { audit, median, midTierPhoneIndex, type AuditOptions, type Run } from './web-audit.ts';
import { demoSession, seedDemoNetwork, startServer, webDist } from './web-server.ts';

/**
 * `npm run bench -- web`: Lighthouse (mobile, its default settings and simulated throttling) on the built
 * app served by the real server over a small seeded demo network, the simulated CPU a mid-tier phone's
 * whatever the machine (each run measures the machine's benchmark index and slows it down to a Pixel 5's,
 * `web-audit.ts`). Three runs a page, the median printed beside its targets: the landing, login, register and the demo talent's public profile
 * as a visitor, the feed and another talent's profile as the demo talent, and the landing once more without
 * throttling. Builds nothing: run
 * `npm run build` first (WEB_DIST: another build's folder). Chromium is Debian's (CHROMIUM_PATH to choose
 * another); WEB_BENCH_RUNS sets the runs a page, WEB_BENCH_ONLY the pages (by name's start), and
 * WEB_BENCH_DETAILS=1 prints where each run's main-thread time went.
 */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const runs = Math.max(1, Number(process.env.WEB_BENCH_RUNS ?? 3) || 3);

/** What a page must reach; an absent figure has no target there. */
interface Targets {
  performance?: number;
  accessibility?: number;
  lcp?: number;
  cls?: number;
  tbt?: number;
}

interface Case {
  name: string;
  route: (paths: { profilePath: string; publicPath: string }) => string;
  options: (session: { token: string; lang: string }) => AuditOptions;
  targets: Targets;
}

const guest = { accessibility: 100, cls: 0.02, tbt: 150 };
// Visitors first: the logged-in cases put the session into the browser's storage.
const cases: Case[] = [
  { name: 'landing', route: () => '/', options: () => ({}), targets: { ...guest, performance: 95, lcp: 1800 } },
  { name: 'login', route: () => '/login', options: () => ({}), targets: { ...guest, performance: 95 } },
  { name: 'register', route: () => '/register', options: () => ({}), targets: { ...guest, performance: 95 } },
  {
    // The public profile, server HTML for visitors and link previews.
    name: 'public profile',
    route: ({ publicPath }) => publicPath,
    options: () => ({}),
    targets: { ...guest, performance: 95, lcp: 1800 },
  },
  {
    name: 'landing, unthrottled',
    route: () => '/',
    options: () => ({ unthrottled: true }),
    targets: { lcp: 1000 },
  },
  {
    name: 'feed (logged in)',
    route: () => '/noticias',
    options: (session) => ({ session }),
    targets: { ...guest, performance: 90 },
  },
  {
    name: 'profile (logged in)',
    route: ({ profilePath }) => profilePath,
    options: (session) => ({ session }),
    targets: { ...guest, performance: 90 },
  },
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function cell(value: number, shown: string, target: number | undefined, atLeast: boolean): string {
  if (target === undefined) return shown;
  const met = atLeast ? value >= target : value <= target;
  return `${shown} ${met ? 'ok' : 'MISS'} (${atLeast ? '≥' : '≤'} ${target})`;
}

function row(name: string, figures: Run, targets: Targets): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    name,
    cell(figures.performance, String(figures.performance), targets.performance, true),
    cell(figures.accessibility, String(figures.accessibility), targets.accessibility, true),
    targets.lcp === undefined
      ? seconds(figures.lcp)
      : `${seconds(figures.lcp)} ${figures.lcp <= targets.lcp ? 'ok' : 'MISS'} (≤ ${seconds(targets.lcp)})`,
    cell(figures.cls, figures.cls.toFixed(3), targets.cls, false),
    cell(figures.tbt, `${Math.round(figures.tbt)} ms`, targets.tbt, false),
    String(Math.round(figures.benchmarkIndex)),
    `${figures.cpuSlowdown.toFixed(2)}×`,
    figures.shown,
  ];
}

function printTable(rows: string[][]): void {
  const header = ['page', 'performance', 'accessibility', 'LCP', 'CLS', 'TBT', 'index', 'slowdown', 'shown'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

export async function runWebBench(): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.log(`web: no built app in ${webDist}; run \`npm run build\` first.`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-web-'));
  console.log('web: seeding a demo network (50 users, 300 posts)…');
  await seedDemoNetwork(dataDir);
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const loadBefore = load();
  try {
    const { profilePath, publicPath, ...session } = await demoSession(server.url);
    const rows: string[][] = [];
    // WEB_BENCH_ONLY: the cases whose name starts so (`feed`, `profile`…).
    const only = process.env.WEB_BENCH_ONLY;
    for (const { name, route, options, targets } of cases.filter((c) => !only || c.name.startsWith(only))) {
      const measured: Run[] = [];
      // A run Lighthouse could not score is left out and made again, twice at most.
      for (let n = 1; measured.length < runs && n <= runs + 2; n += 1) {
        const run = await audit(chrome.port, `${server.url}${route({ profilePath, publicPath })}`, options(session));
        if (run.error) {
          console.log(`  ${name} #${n}: not scored (${run.error}), left out`);
          continue;
        }
        measured.push(run);
        console.log(
          `  ${name} #${n}: benchmark index ${Math.round(run.benchmarkIndex)}, CPU slowdown ` +
            `${run.cpuSlowdown.toFixed(2)}×, performance ${run.performance}, accessibility ${run.accessibility}, ` +
            `LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbt)} ms (${run.shown})`,
        );
      }
      if (measured.length === 0) throw new Error(`web: Lighthouse scored no run of ${name}`);
      rows.push(row(`${name}${measured.length < runs ? ` (${measured.length} runs)` : ''}`, median(measured), targets));
    }
    console.log(
      `\nweb — Lighthouse, mobile, simulated throttling of a mid-tier phone (benchmark index ` +
        `${midTierPhoneIndex}) unless said; median of ${runs} runs`,
    );
    printTable(rows);
    console.log(`\nload average (1, 5, 15 min): before ${loadBefore}, after ${load()} on this machine`);
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

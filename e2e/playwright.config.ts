import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (no browser download) against the built web app served by the
 * real server. globalSetup starts an SMTP catcher and the server on free ports with a fresh DATA_DIR;
 * the tests get the server's URL through the `baseURL` fixture (support/fixtures.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
if (!existsSync(webIndex)) {
  throw new Error(
    `The web app is not built (${path.relative(root, webIndex)} is missing). Run \`npm run build\` in ${root} first.`,
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install -y chromium).`);
}

// A folder per run (E2E_RUN names it), so runs side by side, each against its own server, keep their own.
const outputDir = path.join(root, 'test-results', process.env.E2E_RUN ? `e2e-${process.env.E2E_RUN}` : 'e2e');
const screenshots = Boolean(process.env.SCREENSHOTS);
const alone = ['video.spec.ts', 'opportunities.spec.ts', 'discovery.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: ['**/node_modules/**'],
  // One at a time by default: on the embedded database two journeys at once doubled each one's time and broke their
  // timeouts. On PostgreSQL (CI) the server is light and a journey mostly waits on pages: E2E_WORKERS=2 there. The
  // accessibility journey's tests run apart, two at a time (`journeys.sh`, decision 0011).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: 'accessibility', testMatch: 'a11y.spec.ts', fullyParallel: true, outputDir: `${outputDir}-accessibility` },
    // Journeys that need the server to themselves run apart, one at a time (`journeys.sh`): transcoding runs at the
    // lowest priority and starved beside two busy browsers, and another journey's follows reorder the featured
    // talents between two of their pages.
    { name: 'alone', testMatch: alone, outputDir: `${outputDir}-alone` },
    { name: 'journeys', testIgnore: ['**/node_modules/**', 'a11y.spec.ts', 'design/**', ...alone] },
    // Screenshots for design review check nothing: they exist only with SCREENSHOTS=1 (`npm run design`).
    ...(screenshots ? [{ name: 'design', testDir: './design', outputDir: `${outputDir}-design` }] : []),
  ],
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // A bound against a hang: two journeys at once load CI's two cores (load 8–10),
  // where a login or a faceted search past 7 s failed journeys that pass on a quiet one.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir,
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    viewport: { width: 1280, height: 800 },
    // The server answers a visitor's first page in the browser's language: the journeys' visitor
    // speaks Spanish, the product's default, unless a journey says otherwise.
    locale: 'es-ES',
    // No fade-ins to render and wait for (the app honours reduced motion; a11y.spec.ts checks it that way).
    reducedMotion: 'reduce',
    // A trace records every test while it runs (a fifth of the journeys' time on CI's two cores): CI keeps the
    // failure's screenshot and message; a local run keeps the trace of a failure too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The installable app's service worker would answer pages and assets itself, out of `page.route`'s reach:
    // only the journey about it (installable.spec.ts) lets it run.
    serviceWorkers: 'block',
    // Also the API calls' bound: a registration's Argon2 hash outlasted 10 s beside the server tests in CI.
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
  },
});

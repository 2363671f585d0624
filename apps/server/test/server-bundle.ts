import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';

/**
 * The server project's global setup: the server and its command-line tools bundled once per run, so the tests
 * that start them as processes (helpers/server-process.ts) run plain `node` instead of paying tsx's start each
 * time. Packages stay outside the bundle and load from node_modules as under tsx; only our TypeScript is in it.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the process tests start, as paths of apps/server; the bundle mirrors them (`src/main.mjs`…). */
export const bundledScripts = [
  'src/main.ts',
  'src/db/migrate-cli.ts',
  'scripts/accounts.ts',
  'scripts/seed.ts',
  'scripts/db-backup.ts',
  'scripts/db-restore.ts',
];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's bundle (helpers/server-process.ts). */
    serverBundle: string;
  }
}

// A bundled file would read `import.meta.url` as the bundle's address: each file keeps its own, so the paths
// it resolves from it (migrations, media assets, the repository's root) are the ones tsx gives it.
const ownUrls: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vitrina/') ? undefined : { external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

export default async function setup(project: TestProject): Promise<() => void> {
  // Inside apps/server/node_modules, so the packages left out resolve from the bundle as from the sources.
  const cache = path.join(serverRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'vitrina-test-server-'));
  await build({
    absWorkingDir: serverRoot,
    entryPoints: bundledScripts,
    outbase: serverRoot,
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [ownUrls],
  });
  project.provide('serverBundle', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}

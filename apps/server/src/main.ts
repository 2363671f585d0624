import { buildApp } from './app.ts';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { DataFolderError } from './db/data-folder-lock.ts';
import { onStopSignal } from './stop-signals.ts';

/** This machine's address of the listening socket (a wildcard host is reached through loopback). */
function localUrl(address: AddressInfo | string | null, host: string): string {
  const port = address && typeof address === 'object' ? address.port : 0;
  const name = host === '0.0.0.0' || host === 'localhost' ? '127.0.0.1' : host === '::' ? '[::1]' : host;
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}

/** Listens and stops gracefully on SIGINT/SIGTERM, even while starting: drains requests (503 after the grace). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  const starting = buildApp(config);
  let isStopping = false;
  // Requests in flight get SHUTDOWN_GRACE, then answer 503 (http/in-flight.ts); closing what is left (the
  // database's connections, Redis) gets 2 s more. A stop during the start waits for it, then closes.
  onStopSignal(
    async (signal) => {
      isStopping = true;
      const app = await starting.catch(() => null);
      if (!app) return;
      app.server.log.info({ signal }, 'shutting down');
      await app.server.close();
      console.log('  Vitrina stopped cleanly.');
    },
    { limitMs: config.shutdownGraceMs + 2_000, startup: starting },
  );
  let app;
  try {
    app = await starting;
  } catch (error) {
    // A database folder another process holds or one that cannot be opened: a message saying what to do,
    // never a stack trace.
    if (error instanceof DataFolderError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (isStopping) return;
  const { server, database, jobs } = app;
  const publicUrl = config.publicUrl;
  // One address in the log, PUBLIC_URL (Fastify would name the listening socket instead).
  await server.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: () => `Vitrina is running at ${publicUrl}`,
  });
  // `npm run db:backup` reaches this process at the address the holder file names.
  database.lock?.announce(localUrl(server.server.address(), config.host));
  console.log(`\n  Vitrina is running at ${publicUrl}\n`);
  // The background jobs run in a serving process only (the e-mail while away, deletions, data exports).
  jobs.start();
}

await main();

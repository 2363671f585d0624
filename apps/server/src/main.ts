import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/**
 * Listens, and shuts down gracefully on SIGINT/SIGTERM: stop accepting, finish in-flight (or answer 503 at the
 * end of SHUTDOWN_GRACE), close, exit 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { server } = await buildApp(config);
  await server.listen({ port: config.port, host: config.host });
  server.log.info(`Vitrina is running at ${config.publicUrl}`);
  console.log(`\n  Vitrina is running at ${config.publicUrl}\n`);

  // Requests in flight get SHUTDOWN_GRACE, then answer 503 (http/in-flight.ts); closing what is left (the
  // database's connections, Redis) gets 2 s more.
  const limitMs = config.shutdownGraceMs + 2_000;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.log.error(`shutdown took longer than ${limitMs / 1000} s; exiting`);
      process.exit(1);
    }, limitMs);
    timer.unref();
    server.close().then(
      () => {
        console.log('  Vitrina stopped cleanly.');
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

await main();

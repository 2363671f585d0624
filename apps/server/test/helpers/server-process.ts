import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from './free-port.ts';

/**
 * The server and the command-line tools as real processes, for what only separate processes show: two of them
 * on one data folder. Every wait is bounded; nothing is left running.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How long a process may take to start or finish before the test fails (it is killed then). */
export const PROCESS_WAIT_MS = 120_000;

/**
 * Node's arguments that run `script` (a path of apps/server, from `serverRoot`): its file in the run's bundle
 * (test/server-bundle.ts), or the source under tsx when the run has no bundle of it.
 */
export function nodeArgs(script: string): string[] {
  const bundle = inject('serverBundle');
  const bundled = bundle ? path.join(bundle, script.replace(/\.ts$/, '.mjs')) : undefined;
  return bundled && existsSync(bundled) ? [path.relative(serverRoot, bundled)] : ['--import', 'tsx', script];
}

// Creating and migrating an empty embedded database is most of a first start: a worker does it once, and each
// folder that needs no empty database starts from a copy.
let migratedTemplate: Promise<string> | undefined;

/** A new DATA_DIR (under the system's temporary folder) holding an embedded database already migrated. */
export async function migratedDataDir(prefix = 'vitrina-migrated-'): Promise<string> {
  migratedTemplate ??= (async () => {
    // In the bundle's folder when there is one, which the run removes at its end.
    const template = mkdtempSync(path.join(inject('serverBundle') ?? tmpdir(), 'data-template-'));
    const run = await runCli('src/db/migrate-cli.ts', [], template);
    if (run.code !== 0) throw new Error(`migrating the template folder failed:\n${run.output}`);
    return template;
  })();
  const template = await migratedTemplate;
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/** The environment of a process of these tests: its own data folder, no settings inherited from the shell. */
function envOf(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...extra,
  };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function boundedExit(child: ChildProcess, what: string): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), PROCESS_WAIT_MS)));
  const code = await Promise.race([exitOf(child), timeout]);
  clearTimeout(timer);
  if (code === 'timeout') {
    child.kill('SIGKILL');
    throw new Error(`${what} did not finish within ${PROCESS_WAIT_MS / 1000} s`);
  }
  return code;
}

export interface CliRun {
  code: number | null;
  output: string;
}

/** Runs a script of apps/server (`src/db/migrate-cli.ts`, `scripts/seed.ts`…) to its end. */
export async function runCli(script: string, args: string[], dataDir: string): Promise<CliRun> {
  const child = spawn(process.execPath, [...nodeArgs(script), ...args], {
    cwd: serverRoot,
    env: envOf(dataDir, {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const code = await boundedExit(child, `${script} ${args.join(' ')}`);
  return { code, output };
}

export interface ServerProcess {
  url: string;
  pid: number;
  output(): string;
  /** SIGTERM (a graceful stop, exit 0 expected) or SIGKILL (a crash); resolves with the exit code. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
  /** Resolves with the exit code when the process ends by itself. */
  exited(): Promise<number | null>;
}

/**
 * Starts `src/main.ts` on a free loopback port and resolves once /api/health answers, or rejects with the
 * process's output when it exits first (a refused start) or takes too long.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nodeArgs('src/main.ts'), {
    cwd: serverRoot,
    env: envOf(dataDir, { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const server: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return boundedExit(child, 'the server');
    },
    exited: () => boundedExit(child, 'the server'),
  };
  const deadline = Date.now() + PROCESS_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw Object.assign(new Error(`the server exited (${child.exitCode}):\n${output}`), {
        output,
        code: child.exitCode,
      });
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${PROCESS_WAIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface SignalledProcess {
  output(): string;
  /** Resolves once the output matches (rejects if the process ends first or takes too long). */
  waitForOutput(pattern: RegExp): Promise<void>;
  /** Sends the signal; resolves with the exit code (null when a signal killed it). */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
  /** Resolves with the exit code when the process ends by itself. */
  exited(): Promise<number | null>;
}

/** `src/main.ts` or a script as a process the test signals at the moment it chooses, told by its output. */
export function spawnSignalled(
  script: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): SignalledProcess {
  const child = spawn(process.execPath, [...nodeArgs(script), ...args], {
    cwd: serverRoot,
    env: envOf(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const signalled: SignalledProcess = {
    output: () => output,
    waitForOutput(pattern) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`no ${pattern} within ${PROCESS_WAIT_MS / 1000} s`)),
          PROCESS_WAIT_MS,
        );
        const check = () => pattern.test(output) && finish();
        const ended = () => finish(new Error(`${script} exited before ${pattern}:\n${output}`));
        function finish(error?: Error) {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          child.stderr?.off('data', check);
          child.off('exit', ended);
          if (error) reject(error);
          else resolve();
        }
        child.stdout?.on('data', check);
        child.stderr?.on('data', check);
        child.once('exit', ended);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return boundedExit(child, script);
    },
    exited: () => boundedExit(child, script),
  };
  return signalled;
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/**
 * The server and the command-line tools as real processes (`node --import tsx …`), for what only separate
 * processes show: two of them on one data folder. Every wait is bounded; nothing is left running.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How long a process may take to start or finish before the test fails (it is killed then). */
const PROCESS_WAIT_MS = 120_000;

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
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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

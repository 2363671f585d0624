import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A forked child that says `{ ready, port }` once listening and answers `{ id, … }` requests over IPC. */
export interface ForkedApp {
  port: number;
  pid: number;
  ask<T>(request: Record<string, unknown>): Promise<T>;
  child: ChildProcess;
}

/** Forks `script` (an app process, a balancer) and waits for its port; `execArgv` adds Node flags (--expose-gc). */
export async function forkApp(
  script: URL,
  args: string[],
  env: NodeJS.ProcessEnv,
  execArgv: string[] = [],
): Promise<ForkedApp> {
  const file = fileURLToPath(script);
  const child = fork(file, args, {
    execArgv: ['--import', 'tsx', ...execArgv],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (value: unknown) => void>();
  let next = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before it was ready`)));
    child.on('message', (message: { ready?: boolean; port?: number; id?: number }) => {
      if (message.ready) {
        resolve(message.port!);
        // Past its start, a process that dies leaves the bench's requests failing: say why they do.
        child.once('exit', (code, signal) => {
          if (code !== 0) console.error(`   ${path.basename(file)} (pid ${child.pid}) exited: ${signal ?? code}`);
        });
      } else if (message.id !== undefined) {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      }
    });
  });
  return {
    port,
    pid: child.pid!,
    child,
    ask<T>(request: Record<string, unknown>) {
      next += 1;
      const id = next;
      return new Promise<T>((resolve) => {
        pending.set(id, resolve as (value: unknown) => void);
        child.send({ ...request, id });
      });
    },
  };
}

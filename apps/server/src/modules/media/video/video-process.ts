import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// ffprobe and ffmpeg as child processes: an argument list, never a shell.

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
  source: 'system' | 'npm';
  version: string;
}

/** ffmpeg or ffprobe failed; the message holds the tail of its stderr (for logs, never for users). */
export class VideoProcessingError extends Error {
  override name = 'VideoProcessingError';
  /** The tool's exit code when it ran and failed; undefined when it could not start, timed out or was killed. */
  readonly exitCode: number | undefined;
  constructor(message: string, exitCode?: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

const STDERR_TAIL = 4096;
const STDOUT_MAX = 1024 * 1024;

const require = createRequire(import.meta.url);

/** FFMPEG_PATH / FFPROBE_PATH when given (both or neither), else the npm packages' binaries. */
export function resolveVideoTools(paths?: { ffmpeg?: string | undefined; ffprobe?: string | undefined }): VideoTools {
  const { ffmpeg, ffprobe } = paths ?? {};
  if (Boolean(ffmpeg) !== Boolean(ffprobe)) throw new Error('FFMPEG_PATH and FFPROBE_PATH go together');
  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe, source: 'system', version: systemVersion(ffmpeg) };
  // Required only here, so a process given system binaries never loads (or needs) the npm ones.
  const npmFfmpeg = require('@ffmpeg-installer/ffmpeg') as { path: string; version: string };
  const npmFfprobe = require('@ffprobe-installer/ffprobe') as { path: string };
  return { ffmpeg: npmFfmpeg.path, ffprobe: npmFfprobe.path, source: 'npm', version: npmFfmpeg.version };
}

/** `ffmpeg -version`'s version word; running it once also fails fast on a path that is not an ffmpeg. */
function systemVersion(ffmpeg: string): string {
  const banner = execFileSync(ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8', timeout: 10_000 });
  return /version (\S+)/.exec(banner)?.[1] ?? 'unknown';
}

export interface RunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Streams stdout here instead of collecting it. */
  onStdout?: (chunk: string) => void;
  isLowPriority?: boolean;
}

/** Runs a tool; resolves with its stdout, rejects with the tail of its stderr (or the signal's reason). */
export function runTool(command: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  const name = path.basename(command);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Set at once, before ffmpeg starts its threads (they inherit it): transcoding yields the CPU to requests.
    if (options.isLowPriority && child.pid) setLowPriority(child.pid);
    let stdout = '';
    let stderr = '';
    let failure: string | undefined;
    const kill = (reason: string) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) return options.onStdout(chunk);
      stdout += chunk;
      if (stdout.length > STDOUT_MAX) kill('printed too much');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const onAbort = () => kill('aborted');
    const timer = options.timeoutMs
      ? setTimeout(() => kill(`timed out after ${options.timeoutMs} ms`), options.timeoutMs)
      : undefined;
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      settle();
      reject(new VideoProcessingError(`${name}: ${error.message}`));
    });
    child.on('close', (code, exitSignal) => {
      settle();
      if (signal?.aborted) return reject(signal.reason as Error);
      if (code === 0 && !failure) return resolve(stdout);
      const why = failure ?? (exitSignal ? `killed by ${exitSignal}` : `exit ${code}`);
      reject(new VideoProcessingError(`${name} ${why}: ${stderr.trim()}`, failure ? undefined : (code ?? undefined)));
    });
  });
}

function setLowPriority(pid: number): void {
  try {
    os.setPriority(pid, 19);
  } catch {
    // Not permitted here, or already gone: it runs at normal priority.
  }
}

import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// ffprobe and ffmpeg as child processes: an argument list, never a shell.

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
  source: 'system' | 'npm';
}

export interface ProbedVideo {
  durationMs: number;
  /** The displayed size, rotation metadata applied (a phone's portrait reel is taller than wide). */
  width: number;
  height: number;
  hasAudio: boolean;
  format: string;
  videoCodec: string;
}

export interface TranscodeOutput {
  width: number;
  height: number;
  path: string;
  size: number;
}

export interface TranscodeResult {
  outputs: TranscodeOutput[];
  posterPath: string;
}

export class VideoProcessingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoProcessingError';
  }
}

const require = createRequire(import.meta.url);

/** FFMPEG_PATH and FFPROBE_PATH when given, else the static builds the npm packages ship. */
export function resolveVideoTools(paths?: { ffmpeg?: string | undefined; ffprobe?: string | undefined }): VideoTools {
  if (paths?.ffmpeg && paths.ffprobe) return { ffmpeg: paths.ffmpeg, ffprobe: paths.ffprobe, source: 'system' };
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  return { ffmpeg, ffprobe, source: 'npm' };
}

/** Runs a tool; resolves with its stdout, rejects with the tail of its stderr. */
function run(
  command: string,
  args: readonly string[],
  options: { timeoutMs?: number; signal?: AbortSignal; onStdout?: (chunk: string) => void; lowPriority?: boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Transcoding yields the CPU to the process that answers requests.
    if (options.lowPriority && child.pid) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it still runs, only not niced.
      }
    }
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    const kill = () => child.kill('SIGKILL');
    const timer = options.timeoutMs ? setTimeout(kill, options.timeoutMs) : undefined;
    options.signal?.addEventListener('abort', kill, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new VideoProcessingError(`${path.basename(command)}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', kill);
      if (code === 0) resolve(stdout);
      else reject(new VideoProcessingError(`${path.basename(command)} ${signal ?? `exit ${code}`}: ${stderr.trim()}`));
    });
  });
}

interface ProbeJson {
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { format_name?: string; duration?: string };
}

/** ffprobe of a path or a URL; null when it holds no moving picture (an image, a text, a broken file). */
export async function probeVideo(
  tools: VideoTools,
  input: string,
  options: { timeoutMs?: number } = {},
): Promise<ProbedVideo | null> {
  let output: string;
  try {
    const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input];
    output = await run(tools.ffprobe, args, { timeoutMs: options.timeoutMs ?? 60_000 });
  } catch {
    return null;
  }
  const probed = JSON.parse(output) as ProbeJson;
  const streams = probed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const duration = Number(probed.format?.duration);
  const format = probed.format?.format_name ?? '';
  // A still picture probes as a one-frame "video" of the image2 or *_pipe formats, without a duration.
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) return null;
  if (/image2|_pipe|gif/.test(format)) return null;
  const rotation = Number(
    video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
  );
  const quarterTurn = Math.abs(rotation) % 180 === 90;
  return {
    durationMs: Math.round(duration * 1000),
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    format,
    videoCodec: video.codec_name ?? '',
  };
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The renditions' sizes: the short side at 720 (or the source's, never upscaled), and 1080 when the source has it. */
export function renditionSizes(width: number, height: number): Array<{ width: number; height: number }> {
  const short = Math.min(width, height);
  const targets = [Math.min(720, short), ...(short >= 1080 ? [1080] : [])];
  return targets.map((target) => {
    const scale = target / short;
    return { width: even(width * scale), height: even(height * scale) };
  });
}

/**
 * H.264 + AAC MP4s (faststart, yuv420p) at the rendition sizes, every metadata and chapter dropped (no
 * location, no creation date), and a JPEG poster frame; progress from ffmpeg's `-progress` stream.
 */
export async function transcodeVideo(
  tools: VideoTools,
  input: string,
  outDir: string,
  options: {
    durationMs: number;
    sourceWidth: number;
    sourceHeight: number;
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
    threads?: number;
  },
): Promise<TranscodeResult> {
  const sizes = renditionSizes(options.sourceWidth, options.sourceHeight);
  const threads = String(options.threads ?? 1);
  const outputs = sizes.map((size) => ({ ...size, path: path.join(outDir, `${size.height}.mp4`) }));
  const scaled = outputs.map((o, i) => `scale=${o.width}:${o.height},setsar=1[v${i}]`);
  const graph =
    outputs.length === 1
      ? `[0:v:0]${scaled[0]}`
      : `[0:v:0]split=${outputs.length}${outputs.map((_, i) => `[s${i}]`).join('')};` +
        scaled.map((filter, i) => `[s${i}]${filter}`).join(';');
  const args = ['-y', '-nostdin', '-hide_banner', '-loglevel', 'error', '-threads', threads, '-i', input];
  args.push('-filter_complex', graph);
  for (const [i, output] of outputs.entries()) {
    args.push('-map', `[v${i}]`, '-map', '0:a:0?', '-map_metadata', '-1', '-map_chapters', '-1');
    args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p');
    args.push('-threads', threads, '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart');
    args.push('-metadata', 'creation_time=', output.path);
  }
  args.push('-progress', 'pipe:1', '-nostats');
  let last = 0;
  let buffered = '';
  await run(tools.ffmpeg, args, {
    signal: options.signal,
    lowPriority: true,
    onStdout: (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (!match || !options.onProgress || options.durationMs <= 0) continue;
        const now = Date.now();
        if (now - last < 500) continue;
        last = now;
        options.onProgress(Math.min(100, (Number(match[1]) / 1000 / options.durationMs) * 100));
      }
    },
  });
  options.onProgress?.(100);
  const main = outputs[0]!;
  const posterPath = path.join(outDir, 'poster.jpg');
  const at = Math.min(1, options.durationMs / 2000).toFixed(2);
  await run(
    tools.ffmpeg,
    [
      '-y',
      '-nostdin',
      '-loglevel',
      'error',
      '-ss',
      at,
      '-i',
      main.path,
      '-frames:v',
      '1',
      '-map_metadata',
      '-1',
      '-q:v',
      '3',
      posterPath,
    ],
    { signal: options.signal, lowPriority: true, timeoutMs: 60_000 },
  );
  const sized = await Promise.all(outputs.map(async (o) => ({ ...o, size: (await stat(o.path)).size })));
  return { outputs: sized, posterPath };
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { progressReader } from './video-progress.ts';
import { runTool, VideoProcessingError, type RunOptions, type VideoTools } from './video-process.ts';

export { resolveVideoTools, VideoProcessingError, type VideoTools } from './video-process.ts';

// What Vitrina asks of ffprobe and ffmpeg: a probe, the renditions and the poster.

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
  height: number;
  width: number;
  path: string;
  size: number;
}
export interface TranscodeResult {
  outputs: TranscodeOutput[];
  posterPath: string;
  durationMs: number;
}

export interface TranscodeOptions {
  durationMs: number;
  /** Reads no more of the source than this (plus a second, so a longer one shows as longer). */
  maxSeconds?: number;
  /** Kills ffmpeg after this long (a source that hides its length cannot hold the worker). */
  timeoutMs?: number;
  sourceWidth: number;
  sourceHeight: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  threads?: number;
}

// Only the containers uploads may be: an HLS playlist or a concat list named .mp4 would make ffmpeg read other files or URLs.
const DEMUXERS = 'mov,matroska';

/** Input options that keep a hostile file from reaching beyond itself. */
function inputGuard(input: string): string[] {
  const protocols = /^https?:\/\//i.test(input) ? 'http,https,tls,tcp' : 'file';
  return ['-protocol_whitelist', protocols, '-format_whitelist', DEMUXERS];
}

interface ProbeJson {
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    sample_aspect_ratio?: string;
    disposition?: { attached_pic?: number; still_image?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { format_name?: string; duration?: string };
}

/** ffprobe -of json on a local path or an http(s) URL; null when it is not a video (no video stream, not parseable, an image, a still). */
export async function probeVideo(
  tools: VideoTools,
  input: string,
  options: { timeoutMs?: number } = {},
): Promise<ProbedVideo | null> {
  const args = ['-v', 'error', ...inputGuard(input), '-of', 'json', '-show_format', '-show_streams', input];
  let output: string;
  try {
    output = await runTool(tools.ffprobe, args, { timeoutMs: options.timeoutMs ?? 60_000 });
  } catch (error) {
    // ffprobe refusing the file is the verdict "not a video"; a timeout or a missing binary is not.
    if (error instanceof VideoProcessingError && error.exitCode !== undefined) return null;
    throw error;
  }
  try {
    return readProbe(JSON.parse(output) as ProbeJson);
  } catch {
    return null;
  }
}

/** The displayed video in ffprobe's answer, or null for anything that does not move. */
function readProbe(probed: ProbeJson): ProbedVideo | null {
  const streams = probed.streams ?? [];
  // A cover picture or a still is a video stream too, of one frame.
  const video = streams.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && !s.disposition?.still_image,
  );
  const duration = Number(probed.format?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) return null;
  const rotation = Number(
    video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
  );
  const [num, den] = (video.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  // Anamorphic sources store narrower pixels than they show.
  const width = num && den ? Math.round((video.width * num) / den) : video.width;
  const isQuarterTurn = Math.abs(rotation) % 180 === 90;
  return {
    durationMs: Math.round(duration * 1000),
    width: isQuarterTurn ? video.height : width,
    height: isQuarterTurn ? width : video.height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    format: probed.format?.format_name ?? '',
    videoCodec: video.codec_name ?? '',
  };
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The renditions' sizes: the short side at 720 (or the source's, never upscaled), and 1080 when the source has it. */
export function renditionSizes(width: number, height: number): Array<{ width: number; height: number }> {
  const short = Math.min(width, height);
  const targets = [Math.min(720, short), ...(short >= 1080 ? [1080] : [])];
  return targets.map((target) => ({ width: even((width * target) / short), height: even((height * target) / short) }));
}

/** One ffmpeg run decoding once and encoding every rendition, with no metadata carried over. */
function transcodeArgs(
  input: string,
  outputs: Array<{ width: number; height: number; path: string }>,
  threads: string,
  maxSeconds: number | undefined,
) {
  const scaled = outputs.map((o, i) => `scale=${o.width}:${o.height},setsar=1[v${i}]`);
  const graph =
    outputs.length === 1
      ? `[0:v:0]${scaled[0]}`
      : `[0:v:0]split=${outputs.length}${outputs.map((_, i) => `[s${i}]`).join('')};` +
        scaled.map((filter, i) => `[s${i}]${filter}`).join(';');
  const args = ['-y', '-nostdin', '-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'];
  args.push('-filter_complex_threads', threads, '-threads', threads, ...inputGuard(input));
  if (maxSeconds !== undefined) args.push('-t', String(maxSeconds + 1));
  args.push('-i', input);
  args.push('-filter_complex', graph);
  for (const [i, output] of outputs.entries()) {
    args.push('-map', `[v${i}]`, '-map', '0:a:0?', '-map_metadata', '-1', '-map_chapters', '-1');
    args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p');
    args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-threads', threads, '-movflags', '+faststart');
    // ffmpeg 4.1 gives up on phone files whose audio and video are far apart in the file without a longer queue.
    args.push('-max_muxing_queue_size', '1024', output.path);
  }
  return args;
}

/** One JPEG frame of the 720 rendition (already at its size), at min(1 s, half the duration). */
async function extractPoster(tools: VideoTools, video: string, durationMs: number, out: string, options: RunOptions) {
  const at = (Math.min(1000, durationMs / 2) / 1000).toFixed(3);
  const args = ['-y', '-nostdin', '-hide_banner', '-loglevel', 'error', '-ss', at, '-i', video];
  args.push('-map', '0:v:0', '-frames:v', '1', '-map_metadata', '-1', '-q:v', '3', out);
  await runTool(tools.ffmpeg, args, { ...options, timeoutMs: 60_000 });
}

/**
 * H.264 (high, yuv420p, crf 23) + AAC 128k MP4s with +faststart: the short side at min(720, source) and at
 * 1080 when the source has it, every metadata and chapter dropped, and a JPEG poster. Rejects with
 * VideoProcessingError when ffmpeg fails, with the signal's reason when aborted.
 */
export async function transcodeVideo(
  tools: VideoTools,
  input: string,
  outDir: string,
  options: TranscodeOptions,
): Promise<TranscodeResult> {
  const threads = String(options.threads ?? 1);
  const outputs = renditionSizes(options.sourceWidth, options.sourceHeight).map((size) => ({
    ...size,
    path: path.join(outDir, `video-${Math.min(size.width, size.height)}.mp4`),
  }));
  const run: RunOptions = { isLowPriority: true, signal: options.signal };
  const onStdout = options.onProgress ? progressReader(options.durationMs, options.onProgress) : () => undefined;
  await runTool(tools.ffmpeg, transcodeArgs(input, outputs, threads, options.maxSeconds), {
    ...run,
    onStdout,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const main = outputs[0]!;
  const probed = await probeVideo(tools, main.path);
  if (!probed) throw new VideoProcessingError(`ffmpeg wrote no playable video at ${main.path}`);
  const posterPath = path.join(outDir, 'poster.jpg');
  await extractPoster(tools, main.path, probed.durationMs, posterPath, run);
  // A seek past a clip's only frame encodes nothing, and ffmpeg still exits 0.
  if (!(await stat(posterPath).catch(() => null))?.size) throw new VideoProcessingError('ffmpeg wrote no poster frame');
  const sized = await Promise.all(outputs.map(async (o) => ({ ...o, size: (await stat(o.path)).size })));
  return { outputs: sized, posterPath, durationMs: probed.durationMs };
}

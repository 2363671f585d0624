import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveVideoTools } from '../../src/modules/media/video/video-tools.ts';

export interface ClipOptions {
  seconds: number;
  width: number;
  height: number;
  audio?: boolean;
  container?: 'mp4' | 'mov' | 'webm';
  /** Writes a GPS location and a creation date, as a phone does. */
  location?: boolean;
  /** Stores the frames as shot and a rotation tag (mp4, mov), as a phone held upright does. */
  rotate?: 90;
  /** Frames a second (25 unless told): one a second makes long clips cheap to write. */
  rate?: number;
}

const folder = path.join(tmpdir(), 'vitrina-clips');

/** Generates a clip with the npm ffmpeg (lavfi testsrc2 + sine), cached by options in os.tmpdir()/vitrina-clips. */
export async function makeClip(options: ClipOptions): Promise<string> {
  const { seconds, width, height, audio = false, container = 'mp4', location = false, rotate, rate = 25 } = options;
  const flags = `${audio ? '-audio' : ''}${location ? '-gps' : ''}${rotate ? `-rot${rotate}` : ''}-${rate}fps`;
  // "clip-" keeps these apart from the names other helpers cache in the same folder.
  const file = path.join(folder, `clip-${seconds}s-${width}x${height}${flags}.${container}`);
  if (existsSync(file)) return file;
  await mkdir(folder, { recursive: true });
  const args = [
    '-y',
    '-nostdin',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=${rate}`,
  ];
  if (audio) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  args.push('-t', String(seconds), '-threads', '1');
  if (container === 'webm') args.push('-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k');
  else args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (audio) args.push('-c:a', container === 'webm' ? 'libvorbis' : 'aac', '-shortest');
  if (location) {
    args.push('-metadata', 'location=+40.4168-003.7038/', '-metadata', 'creation_time=2024-05-01T10:00:00Z');
  }
  // Written aside and renamed, so a parallel test file never reads half a clip.
  const part = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await runFfmpeg([...args, `${part}.${container}`]);
    // The 2018 ffmpeg writes a rotation tag only when copying, not when encoding.
    if (rotate) {
      await runFfmpeg([
        '-y',
        '-loglevel',
        'error',
        '-i',
        `${part}.${container}`,
        '-c',
        'copy',
        '-metadata:s:v:0',
        `rotate=${rotate}`,
        `${part}-r.${container}`,
      ]);
      await rename(`${part}-r.${container}`, `${part}.${container}`);
    }
    await rename(`${part}.${container}`, file);
  } finally {
    await Promise.all([rm(`${part}.${container}`, { force: true }), rm(`${part}-r.${container}`, { force: true })]);
  }
  return file;
}

function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(resolveVideoTools().ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4096)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exit ${code}: ${stderr}`))));
  });
}

/**
 * A WebM whose header claims `claimedSeconds` whatever its frames hold: its Segment Info's Duration (EBML id
 * 0x4489, a float in milliseconds at the default time scale) rewritten.
 */
export function withClaimedDuration(webm: Buffer, claimedSeconds: number): Buffer {
  const copy = Buffer.from(webm);
  for (let i = 0; i < copy.length - 11; i += 1) {
    if (copy[i] !== 0x44 || copy[i + 1] !== 0x89) continue;
    if (copy[i + 2] === 0x88) copy.writeDoubleBE(claimedSeconds * 1000, i + 3);
    else if (copy[i + 2] === 0x84) copy.writeFloatBE(claimedSeconds * 1000, i + 3);
    else continue;
    return copy;
  }
  throw new Error('no Duration element in this WebM');
}

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
}

const folder = path.join(tmpdir(), 'vitrina-clips');

/** Generates a clip with the npm ffmpeg (lavfi testsrc2 + sine), cached by options in os.tmpdir()/vitrina-clips. */
export async function makeClip(options: ClipOptions): Promise<string> {
  const { seconds, width, height, audio = false, container = 'mp4', location = false, rotate } = options;
  const flags = `${audio ? '-audio' : ''}${location ? '-gps' : ''}${rotate ? `-rot${rotate}` : ''}`;
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
    `testsrc2=size=${width}x${height}:rate=25`,
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

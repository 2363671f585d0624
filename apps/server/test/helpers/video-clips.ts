import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
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
  /** Frames a second (a long clip made fast: 1). */
  rate?: number;
}

const folder = path.join(tmpdir(), 'vitrina-clips');

/** A test-pattern clip made with the npm ffmpeg, kept by its options for the next test run. */
export async function makeClip(options: ClipOptions): Promise<string> {
  const { seconds, width, height, audio = false, container = 'mp4', location = false, rate = 25 } = options;
  mkdirSync(folder, { recursive: true });
  const name = `${seconds}s-${width}x${height}-${rate}fps${audio ? '-a' : ''}${location ? '-gps' : ''}.${container}`;
  const file = path.join(folder, name);
  if (existsSync(file)) return file;
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
  if (audio) args.push('-f', 'lavfi', '-i', 'sine=frequency=440');
  args.push('-t', String(seconds));
  if (container === 'webm') args.push('-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k');
  else args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (audio) args.push(...(container === 'webm' ? ['-c:a', 'libvorbis'] : ['-c:a', 'aac']), '-shortest');
  if (location) {
    args.push('-metadata', 'location=+40.4168-003.7038/', '-metadata', 'creation_time=2024-05-01T10:00:00Z');
  }
  const part = `${file}.part.${container}`;
  args.push(part);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(resolveVideoTools().ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}: ${stderr}`))));
  });
  renameSync(part, file);
  return file;
}

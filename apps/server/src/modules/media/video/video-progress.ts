const PROGRESS_EVERY_MS = 500;

/** Reads `-progress` blocks and reports out_time as a percentage, at most every PROGRESS_EVERY_MS but always at the end. */
export function progressReader(durationMs: number, onProgress: (percent: number) => void): (chunk: string) => void {
  let pending = '';
  let outTimeUs = -1;
  let lastAt = 0;
  return (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_ms is in microseconds too (a misnomer ffmpeg kept); the 2018 build prints both.
      const time = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (time) outTimeUs = Number(time[1]);
      if (!line.startsWith('progress=') || outTimeUs < 0 || durationMs <= 0) continue;
      const now = Date.now();
      if (now - lastAt < PROGRESS_EVERY_MS && line !== 'progress=end') continue;
      lastAt = now;
      onProgress(Math.min(100, (outTimeUs / 1000 / durationMs) * 100));
    }
  };
}

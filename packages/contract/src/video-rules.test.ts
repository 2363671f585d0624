import { describe, expect, it } from 'vitest';
import { formatVideoDuration, isCaptionsFile, isVideoFile, VIDEO_MAX_BYTES, videoFileProblem } from './video-rules.ts';

describe('video rules', () => {
  it('refuses what the server would: other types, sizes outside the limits, more than ten minutes', () => {
    expect(videoFileProblem({ name: 'reel.MOV', size: 5_000_000, durationSeconds: 42 })).toBeNull();
    expect(videoFileProblem({ name: 'reel.avi', size: 5_000_000 })).toBe('video_type');
    expect(videoFileProblem({ name: 'reel.mp4', size: VIDEO_MAX_BYTES + 1 })).toBe('video_size');
    expect(videoFileProblem({ name: 'reel.mp4', size: 10 })).toBe('video_size');
    expect(videoFileProblem({ name: 'reel.webm', size: 5_000_000, durationSeconds: 600 })).toBeNull();
    expect(videoFileProblem({ name: 'reel.webm', size: 5_000_000, durationSeconds: 660 })).toBe('video_too_long');
  });

  it('tells videos and captions by type or extension, and writes lengths as m:ss', () => {
    expect(isVideoFile('clip.bin', 'video/mp4')).toBe(true);
    expect(isVideoFile('clip.MP4', '')).toBe(true);
    expect(isVideoFile('foto.jpg', 'image/jpeg')).toBe(false);
    expect(isCaptionsFile('subs.vtt', '')).toBe(true);
    expect(isCaptionsFile('subs.srt', 'application/x-subrip')).toBe(false);
    expect(formatVideoDuration(187_400)).toBe('3:07');
    expect(formatVideoDuration(600_000)).toBe('10:00');
  });
});

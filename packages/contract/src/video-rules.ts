// Zod-free rules of native videos, shared by the composer's checks and the server's.

/** At most 500 MiB and 10 minutes a video; checked before the upload and again on the server. */
export const VIDEO_MAX_BYTES = 500 * 1_048_576;
export const VIDEO_MAX_SECONDS = 10 * 60;
/** A frame at most 4096 px a side and 8.3 megapixels (4K UHD): larger ones cost minutes and gigabytes to decode. */
export const VIDEO_MAX_SIDE = 4096;
export const VIDEO_MAX_PIXELS = 3840 * 2160;

/** Whether a video's frame is within the limits above. */
export function isVideoFrameAllowed(width: number, height: number): boolean {
  return width <= VIDEO_MAX_SIDE && height <= VIDEO_MAX_SIDE && width * height <= VIDEO_MAX_PIXELS;
}
/** A WebVTT captions file: a few thousand cues fit in 256 KiB. */
export const CAPTIONS_MAX_BYTES = 256 * 1024;

export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm';
export const CAPTIONS_ACCEPT = 'text/vtt,.vtt';

/** queued → processing → ready, or failed (the author retries or removes it). */
export const videoStatuses = ['queued', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** While a video is queued or processing, its author's screens ask for its state this often. */
export const VIDEO_POLL_MS = 2000;

const extensionOf = (filename: string) => {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

/** Whether a chosen file is meant as a video (by its type or its extension). */
export function isVideoFile(filename: string, type: string): boolean {
  return (
    type.toLowerCase().startsWith('video/') || (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(filename))
  );
}

/** Whether a chosen file is meant as captions (WebVTT). */
export function isCaptionsFile(filename: string, type: string): boolean {
  return type.toLowerCase() === 'text/vtt' || extensionOf(filename) === 'vtt';
}

/** The composer's check of a chosen video before any byte is sent; the server checks again. */
export function videoFileProblem(file: {
  name: string;
  size: number;
  durationSeconds?: number | undefined;
}): 'video_type' | 'video_size' | 'video_too_long' | null {
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'video_type';
  if (file.size > VIDEO_MAX_BYTES || file.size < 1024) return 'video_size';
  if (file.durationSeconds !== undefined && file.durationSeconds > VIDEO_MAX_SECONDS + 0.5) return 'video_too_long';
  return null;
}

/** "3:07" for 187,000 ms; hours never happen (ten minutes at most). */
export function formatVideoDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

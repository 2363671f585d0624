/** Only a video id is ever stored; the player is built on YouTube's privacy-enhanced host from it. */

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);

export function isYoutubeId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/** The video id of a YouTube link, or null when the text is not one. */
export function youtubeIdOf(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(https?:\/\/|www\.)/i.test(trimmed) || trimmed.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(/^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!HOSTS.has(host)) return null;
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (url.pathname === '/watch') {
    id = url.searchParams.get('v');
  } else {
    const match = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
    id = match?.[2] ?? null;
  }
  return id && isYoutubeId(id) ? id : null;
}

/** The only address a player is ever built from. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}

/** The canonical watch address of a video (what `videoUrl` answers). */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/** Pure rules of the photo viewer: its address, its gestures and the photos tab's wall. */

/** `?foto=N` (N counted from 1) → the index of that photo among `count`, or null when absent or out of range. */
export function fotoIndex(param: string | null, count: number): number | null {
  if (!param || !/^[1-9][0-9]{0,5}$/.test(param)) return null;
  const n = Number(param);
  return n <= count ? n - 1 : null;
}

/** The query with `foto` set to the photo at `index` (counted from 1 in the address), or without it. */
export function withFoto(query: URLSearchParams, index: number | null): URLSearchParams {
  const next = new URLSearchParams(query);
  if (index === null) next.delete('foto');
  else next.set('foto', String(index + 1));
  return next;
}

/** How far a finger must travel, mostly sideways, to count as a swipe (px). */
export const SWIPE_DISTANCE = 50;

/** A swipe to the left shows the next photo (+1), to the right the previous (-1); anything else 0. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The zoom a double tap or the zoom button toggles to. */
export const STEP_ZOOM = 2.5;

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** A pan that keeps the zoomed photo covering its box: at most half the overflow on each side. */
export function clampPan(offset: number, scale: number, size: number): number {
  const limit = (size * (scale - 1)) / 2;
  return Math.min(limit, Math.max(-limit, offset));
}

/** A photo's shape in the justified wall: width over height, unknown as square, extremes tamed. */
export function wallRatio(width: number | null, height: number | null): number {
  if (!width || !height || width <= 0 || height <= 0) return 1;
  return Math.min(2.5, Math.max(0.5, width / height));
}

/** One photo the viewer shows: its full-size address, shape, alt text and the post it belongs to. */
export interface ViewerPhoto {
  key: number;
  src: string;
  width: number | null;
  height: number | null;
  alt: string;
  postId: number;
}

/** A list of a person's photos (user media rows) as the viewer shows them: each with its post beside it. */
export function viewerPhotosOf(
  rows: readonly { id: number; url: string; width: number | null; height: number | null; post: { id: number } }[],
  altOf: (index: number) => string,
): ViewerPhoto[] {
  return rows.map((photo, index) => ({
    key: photo.id,
    src: photo.url,
    width: photo.width,
    height: photo.height,
    alt: altOf(index),
    postId: photo.post.id,
  }));
}

export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  /** Moves to a photo; -1 and photos.length mean "before" and "after" this list (the tab's other pages). */
  onIndex: (index: number) => void;
  onClose: () => void;
  title: string;
  /** Numbering across a longer list (the photos tab): the first photo's place and the whole count. */
  offset?: number;
  total?: number;
  /** Where focus goes on close when the photo that opened the viewer is gone (another page of the tab). */
  returnFocus?: () => HTMLElement | null | undefined;
}

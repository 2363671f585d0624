/** Business constants of the spec (both documents, §9). */
export const languages = ['es', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'es';

export const PAGE_SIZE = 12;
export const PAGE_WINDOW = 8;
export const MESSAGE_PREVIEW_LENGTH = 70;
export const MIN_PASSWORD_LENGTH = 10;
export const MIN_AGE = 14;
export const ADULT_AGE = 18;
export const DEFAULT_SEX = 'MA';
export const DEFAULT_COUNTRY = 'MX';
export const WIZARD_INVITES = 4;
/** The talent wizard's steps: category, photo, cover, talent, sheet, share. */
export const WIZARD_STEP_COUNT = 6;
export const WIZARD_PREVIEW_HEIGHT = 250;
export const RECENT_PHOTOS = 9;
export const BIOGRAPHY_TRUNCATE = 900;
export const POST_GRID_PHOTOS = 5;
export const UPLOAD_MIN_BYTES = 1024;
export const UPLOAD_MAX_BYTES = 10_485_760;
/** Pixel limits against decompression bombs: checked on the header before any decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
export const UPLOAD_COMPRESS_THRESHOLD = 1_048_576;
/** Longest side of a stored photo (full screen, a wide cover); the browser scales a larger one before upload. */
export const PHOTO_MAX_SIDE = 2560;
export const FADE_IN_MS = 500;
export const CHUNK_TIMEOUT_MS = 120_000;
export const MESSAGE_SCROLL_DELAY_MS = 800;
export const TOKEN_STORAGE_KEY = 'token';
export const LANG_STORAGE_KEY = 'lang';
export const SESSION_DAYS = 7;

/** Figures of the legal pages (second document §9): binding content. */
export const LEGAL = {
  minAge: MIN_AGE,
  adultAge: ADULT_AGE,
  availabilityPercent: 90,
  arcoAnswerBusinessDays: 20,
  arcoExecuteBusinessDays: 15,
  termsNoticeWeeks: 6,
  deletionWeeksAfterCancel: 4,
} as const;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A stored language code as the product's Lang (Spanish for anything that is not one). */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : defaultLang;
}

/** Picks es or en from an Accept-Language header value; Spanish is the fallback. */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return defaultLang;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((r) => isLang(r.tag));
  return found ? (found.tag as Lang) : defaultLang;
}

/** Where the real-time connection (Socket.IO) answers, on the API's own origin (realtime.ts). */
export const SOCKET_PATH = '/socket.io';

import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@vitrina/contract/constants';
import { isResizeSize, type MediaKind } from '@vitrina/contract/media';
import { isCaptionsFile, isVideoFile } from '@vitrina/contract/video-rules';

// Pure rules: what a file is (by its bytes, never its name), acceptable dimensions, names and keys.

export type DetectedType = 'jpeg' | 'png' | 'gif' | 'pdf' | 'doc' | 'docx';

export const IMAGE_TYPES: readonly DetectedType[] = ['jpeg', 'png', 'gif'];
export const DOCUMENT_TYPES: readonly DetectedType[] = ['pdf', 'doc', 'docx'];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const PDF = ascii('%PDF-');
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** "WordDocument" in UTF-16LE: the stream every Word 97–2003 file holds. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** A file's type by magic bytes (.doc: OLE with a WordDocument stream; .docx: ZIP with word entries), else null. */
export function detectType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE)) return bytes.includes(WORD_STREAM) ? 'doc' : null;
  if (startsWith(bytes, ZIP)) return zipEntryNames(bytes).some((name) => name.startsWith('word/')) ? 'docx' : null;
  return null;
}

/** Names in a ZIP archive's central directory (empty when the archive is malformed). */
export function zipEntryNames(bytes: Buffer): string[] {
  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return [];
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return [];
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Which detected types each kind of upload accepts. */
export function acceptsType(kind: MediaKind, type: DetectedType): boolean {
  return kind === 'document' ? DOCUMENT_TYPES.includes(type) : IMAGE_TYPES.includes(type);
}

/** Header dimensions against decompression bombs, before any pixel is decoded. */
export function checkImageDimensions(
  width: number | undefined,
  height: number | undefined,
): 'image_too_large' | 'image_invalid' | null {
  if (!width || !height || width < 1 || height < 1) return 'image_invalid';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return 'image_too_large';
  return null;
}

/** A document's shown name: the last part of the path, trimmed, NFC; never part of a key or path. */
export function shownDocumentName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').trim().normalize('NFC');
}

/** The spec's readable base of a stored document name (folded, underscores, ≤ 60 characters) or `documento`. */
export function storedDocumentBase(shownName: string): string {
  const dot = shownName.lastIndexOf('.');
  const base = (dot > 0 ? shownName.slice(0, dot) : shownName)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 60)
    .replace(/^_+|_+$/g, '');
  return base || 'documento';
}

/** Our stored name: random (profile_ for profile images); a document's adds its base and proven extension. */
export function processedName(kind: MediaKind, random: string, document?: { shownName: string; ext: string }): string {
  if (kind === 'document')
    return `${storedDocumentBase(document?.shownName ?? '')}_${random}.${document?.ext ?? 'pdf'}`;
  if (kind === 'video') return `video_${random}.mp4`;
  if (kind === 'captions') return `captions_${random}.vtt`;
  return `${kind}_${random}.jpg`;
}

/** Content-Disposition for any name (RFC 6266): an ASCII `filename`, and `filename*` when it differs. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (fallback === name) return `${type}; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Object keys: the server builds every one; nothing a client sends becomes part of a key unchecked. */
export const keys = {
  incoming: (userId: number, uploadId: string) => `incoming/${userId}/${uploadId}`,
  media: (name: string) => `media/${name}`,
  variant: (size: string, name: string) => `variants/${size}/${name}`,
  /** A person's data export, served only through its link. */
  dataExport: (token: string) => `exports/${token}.zip`,
};

const KEY_PATTERN =
  /^(?:incoming\/[1-9]\d{0,18}\/[a-f0-9]{32}|media\/[a-z0-9][a-z0-9_-]{0,150}\.(?:jpg|pdf|doc|docx|mp4|vtt)|variants\/(?:c\d{1,4}x\d{1,4}|[hw]\d{1,4})\/[a-z0-9][a-z0-9_-]{0,150}\.jpg|exports\/[a-f0-9]{48}\.zip)$/;

/** True only for keys of the four folders, in the exact shapes above (no `..`, no slashes inside names). */
export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Parses an incoming key back into its owner and upload id (null for anything else). */
export function parseIncomingKey(key: string): { userId: number; uploadId: string } | null {
  const match = /^incoming\/([1-9]\d{0,18})\/([a-f0-9]{32})$/.exec(key);
  if (!match) return null;
  const userId = Number(match[1]);
  return Number.isSafeInteger(userId) ? { userId, uploadId: match[2]! } : null;
}

/** A variant's box: `cover` crops to exactly width × height; `inside` scales to fit the box, never up. */
export interface ResizeBox {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** A bounded side's other side is capped at this many times it: a panorama (or a tall strip) never needs more. */
const MAX_FIT_RATIO = 4;

/** `c{w}x{h}`, `h{h}` or `w{w}` of the allow-list, or null. */
export function parseResizeSize(size: string): ResizeBox | null {
  if (!isResizeSize(size)) return null;
  const crop = /^c(\d+)x(\d+)$/.exec(size);
  if (crop) return { width: Number(crop[1]), height: Number(crop[2]), fit: 'cover' };
  const tall = /^h(\d+)$/.exec(size);
  if (tall) return { width: Number(tall[1]) * MAX_FIT_RATIO, height: Number(tall[1]), fit: 'inside' };
  const wide = /^w(\d+)$/.exec(size);
  return wide ? { width: Number(wide[1]), height: Number(wide[1]) * MAX_FIT_RATIO, fit: 'inside' } : null;
}

/** The kind a post upload becomes, from the MIME type (or `image`/`file`) the client declares. */
export function postUploadKind(type: string, filename: string): 'photo' | 'document' | 'video' | 'captions' {
  if (isVideoFile(filename, type)) return 'video';
  if (isCaptionsFile(filename, type)) return 'captions';
  const lower = type.toLowerCase();
  if (lower === 'image' || lower.startsWith('image/')) return 'photo';
  if (lower === 'file' || lower.startsWith('application/')) return 'document';
  return /\.(jpe?g|png|gif)$/i.test(filename) ? 'photo' : 'document';
}

/** A declared MIME type of an image upload must be empty or one of the three image types. */
export function isAcceptableImageMime(type: string): boolean {
  return (
    type === '' || ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif'].includes(type.toLowerCase())
  );
}

export const DOCUMENT_MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Video containers by their first bytes: an ISO BMFF `ftyp` box (MP4, MOV) or an EBML header (WebM). */
export function looksLikeVideoContainer(head: Buffer): boolean {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return true;
  // QuickTime files from old cameras may start with other top-level atoms.
  if (head.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip'].includes(head.toString('latin1', 4, 8))) return true;
  return startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]);
}

/** A WebVTT file: UTF-8 (an optional BOM), starting with `WEBVTT` and then a space, tab or line end. */
export function isWebVtt(bytes: Buffer): boolean {
  const text = bytes.subarray(startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0);
  if (!/^WEBVTT(?:[ \t\r\n]|$)/.test(text.toString('latin1', 0, 8))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * One `bytes=` range of an HTTP Range header against a size: null for no header or one we answer whole
 * (several ranges, other units, garbage), `unsatisfiable` for a range past the end (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Matches a strong ETag in an If-None-Match header (a list, weak prefixes or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

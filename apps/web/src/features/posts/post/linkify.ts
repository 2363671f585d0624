import { findTags } from '@vitrina/contract/hashtag-rules';

/**
 * Splits a post's or a comment's text into plain runs, http(s) links and (posts only) hashtags. Nothing
 * else is interpreted: the pieces are rendered as React text and <a> elements, never as HTML.
 */
export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'tag'; text: string; tag: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually ends a sentence rather than a link ("see https://x.com/a."). */
const TRAILING = /[.,;:!?¡¿…)\]}»”’]+$/;

function trimTrailing(candidate: string): string {
  let link = candidate.replace(TRAILING, '');
  // Keep a closing bracket that closes one opened inside the link (https://en.wikipedia.org/wiki/Foo_(bar)).
  const tail = candidate.slice(link.length);
  if (tail.startsWith(')') && (link.match(/\(/g)?.length ?? 0) > (link.match(/\)/g)?.length ?? 0)) link += ')';
  return link;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function splitLinks(text: string, { tags = false }: { tags?: boolean } = {}): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const pushText = (piece: string) => {
    if (!piece) return;
    const previous = pieces.at(-1);
    if (previous?.kind === 'text') previous.text += piece;
    else pieces.push({ kind: 'text', text: piece });
  };
  // Tags are read only outside addresses, as the server reads them (so a link opens the stored tag).
  const push = (piece: string) => {
    if (!tags) return pushText(piece);
    let from = 0;
    for (const match of findTags(piece)) {
      pushText(piece.slice(from, match.index));
      pieces.push({ kind: 'tag', text: match.text, tag: match.tag });
      from = match.index + match.text.length;
    }
    pushText(piece.slice(from));
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const link = trimTrailing(match[0]);
    const href = safeHref(link);
    push(text.slice(last, start));
    if (href) pieces.push({ kind: 'link', text: link, href });
    else pushText(link);
    last = start + link.length;
  }
  push(text.slice(last));
  return pieces;
}

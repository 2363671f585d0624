/**
 * Splits a post's or a comment's text into plain runs and http(s) links. Nothing else is interpreted:
 * the pieces are rendered as React text and <a> elements, never as HTML.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

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

export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const previous = pieces.at(-1);
    if (previous?.kind === 'text') previous.text += piece;
    else pieces.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const link = trimTrailing(match[0]);
    const href = safeHref(link);
    push(text.slice(last, start));
    if (href) pieces.push({ kind: 'link', text: link, href });
    else push(link);
    last = start + link.length;
  }
  push(text.slice(last));
  return pieces;
}

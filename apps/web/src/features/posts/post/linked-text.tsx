import { useMemo } from 'react';
import { splitLinks } from './linkify.ts';

/**
 * A post's or a comment's text: line breaks kept (by CSS), http(s) links clickable, everything else shown
 * as typed. Rendered as React text, so nothing in it is ever read as HTML.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const pieces = useMemo(() => splitLinks(text), [text]);
  if (!text) return null;
  return (
    <p className={`linked-text${className ? ` ${className}` : ''}`}>
      {pieces.map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {piece.text}
          </a>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}

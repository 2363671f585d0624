import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { splitLinks } from './linkify.ts';

/**
 * A post's or a comment's text: line breaks kept (by CSS), http(s) links clickable, hashtags (posts only:
 * `withTags`) linking to their page, everything else shown as typed. Rendered as React text, so nothing in
 * it is ever read as HTML.
 */
export function LinkedText({
  text,
  className,
  withTags = false,
}: {
  text: string;
  className?: string;
  withTags?: boolean;
}) {
  const pieces = useMemo(() => splitLinks(text, { tags: withTags }), [text, withTags]);
  if (!text) return null;
  return (
    <p className={`linked-text${className ? ` ${className}` : ''}`}>
      {pieces.map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {piece.text}
          </a>
        ) : piece.kind === 'tag' ? (
          <Link key={index} to={paths.tag(piece.tag)} className="linked-text__tag">
            {piece.text}
          </Link>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}

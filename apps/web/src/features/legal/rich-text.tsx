import type { ReactNode } from 'react';
import { Link } from 'react-router';

const token = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Inline markup of the legal texts: `**bold**` and `[label](href)`. Paths starting with `/` become
 * router links, `mailto:` and `#anchor` plain anchors; nothing else is turned into a link.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, bold, label, href] = match;
    const key = `${index}`;
    if (bold !== undefined) parts.push(<strong key={key}>{bold}</strong>);
    else if (href?.startsWith('/')) {
      parts.push(
        <Link key={key} to={href}>
          {label}
        </Link>,
      );
    } else if (href?.startsWith('mailto:') || href?.startsWith('#')) {
      parts.push(
        <a key={key} href={href}>
          {label}
        </a>,
      );
    } else parts.push(label ?? '');
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Author } from '@vitrina/contract/posts';
import { Avatar, type AvatarSize } from '@/components/ui/avatar.tsx';
import { PersonName } from '@/components/ui/person-name.tsx';
import { fullDate, relativeTime } from '@/lib/relative-time.ts';
import { useNow } from '@/lib/use-now.ts';

/** "hace 5 minutos", with the full date for the tooltip and for machines; "(edited)" when it was. */
export function TimeAgo({ iso, edited, href }: { iso: string; edited?: boolean; href?: string }) {
  const { t, i18n } = useTranslation('posts');
  const label = relativeTime(iso, useNow(), i18n.language);
  const time = (
    <time dateTime={iso} title={fullDate(iso, i18n.language)}>
      {label}
    </time>
  );
  return (
    <span className="time-ago">
      {href ? (
        <Link className="time-ago__link" to={href}>
          {time}
        </Link>
      ) : (
        time
      )}
      {edited && <span className="time-ago__edited"> · {t('post.edited')}</span>}
    </span>
  );
}

/** The head of a post block: avatar, name, when; `actions` at the end (the owner's menu). */
export function PostAuthor({
  author,
  createdAt,
  edited,
  href,
  size = 40,
  actions,
}: {
  author: Author;
  createdAt: string;
  edited: boolean;
  href?: string;
  size?: AvatarSize;
  actions?: ReactNode;
}) {
  return (
    <header className="post-author">
      <Avatar image={author.profileImage} name={author.fullname} size={size} decorative />
      <div className="post-author__text">
        <PersonName person={author} className="post-author__name" />
        <TimeAgo iso={createdAt} edited={edited} href={href} />
      </div>
      {actions && <div className="post-author__actions">{actions}</div>}
    </header>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Author } from '@vitrina/contract/posts';
import { Avatar, type AvatarSize } from '@/components/ui/avatar.tsx';
import { useOpenAgency } from '@/lib/agency-popup-context.ts';
import { paths } from '@/lib/paths.ts';
import { linksToProfile } from './post-rules.ts';
import { fullDate, relativeTime } from './relative-time.ts';
import { useNow } from './use-now.ts';

/**
 * An author's name: a link to the profile for talents. An agency author (spec §2, §6) has no profile: the
 * name is a button that opens the agency pop-up (provided by app/), plain text where none is provided.
 */
export function AuthorName({ author, className }: { author: Author; className?: string }) {
  const openAgency = useOpenAgency();
  if (!linksToProfile(author)) {
    if (!openAgency) return <span className={className}>{author.fullname}</span>;
    return (
      <button
        type="button"
        className={`author-button ${className ?? ''}`.trim()}
        aria-haspopup="dialog"
        onClick={() => openAgency({ id: author.id, fullname: author.fullname })}
      >
        {author.fullname}
      </button>
    );
  }
  return (
    <Link className={className} to={paths.profile(author.profile_url)}>
      {author.fullname}
    </Link>
  );
}

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
        <AuthorName author={author} className="post-author__name" />
        <TimeAgo iso={createdAt} edited={edited} href={href} />
      </div>
      {actions && <div className="post-author__actions">{actions}</div>}
    </header>
  );
}

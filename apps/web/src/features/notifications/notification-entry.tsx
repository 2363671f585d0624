import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@vitrina/contract/notifications';
import type { NotificationType } from '@vitrina/contract/notifications-limits';
import { Avatar, type AvatarSize } from '@/components/ui/avatar.tsx';
import { BriefcaseIcon, ChatIcon, HeartIcon, InfoIcon, StarIcon, UserIcon } from '@/components/ui/icons.tsx';
import { CommentIcon, ImageIcon } from '@/components/ui/content-icons.tsx';
import { linksToProfile } from '@/components/ui/person-name.tsx';
import { useOpenAgency } from '@/lib/agency-popup-context.ts';
import { paths } from '@/lib/paths.ts';
import { fullDate, relativeTime } from '@/lib/relative-time.ts';
import { notificationSentence } from './notification-sentence.ts';
import '@/components/ui/states.css';
import './notification-entry.css';

const kindIcons: Record<NotificationType, ReactNode> = {
  FOLLOWER: <UserIcon size={12} strokeWidth={2.4} />,
  COMMENT: <CommentIcon size={12} strokeWidth={2.4} />,
  LIKE_POST: <HeartIcon size={12} strokeWidth={2.4} />,
  LIKE_COMMENT: <HeartIcon size={12} strokeWidth={2.4} />,
  NEW_POST: <ImageIcon size={12} strokeWidth={2.4} />,
  REPORT_RESOLVED: <InfoIcon size={12} strokeWidth={2.4} />,
  AVAILABILITY_EXPIRING: <UserIcon size={12} strokeWidth={2.4} />,
  SAVED_SEARCH_MATCH: <UserIcon size={12} strokeWidth={2.4} />,
  MESSAGE_REQUEST: <ChatIcon size={12} strokeWidth={2.4} />,
  OPPORTUNITY_CHANGED: <BriefcaseIcon size={12} strokeWidth={2.4} />,
  OPPORTUNITY_ENDED: <BriefcaseIcon size={12} strokeWidth={2.4} />,
  APPLICATION_UPDATE: <StarIcon size={12} strokeWidth={2.4} />,
  OPPORTUNITY_INVITE: <ChatIcon size={12} strokeWidth={2.4} />,
  OPPORTUNITIES_FIT: <StarIcon size={12} strokeWidth={2.4} />,
  SELF_TAPE_DUE: <BriefcaseIcon size={12} strokeWidth={2.4} />,
};

/**
 * Where an entry leads: the post it is about, otherwise the actor's profile; null for an agency without a
 * post (agencies have no profile page: their name opens the agency pop-up instead).
 */
export function entryTarget(
  entry: Pick<Notification, 'postId' | 'actor' | 'type' | 'savedSearch' | 'opportunity'>,
): string | null {
  // A report's outcome leads nowhere: it is about what someone else did, and names nobody.
  if (entry.type === 'REPORT_RESOLVED') return null;
  if (entry.type === 'AVAILABILITY_EXPIRING') return paths.userSettings;
  // A saved search's alert opens the search: its query is the search page's address.
  if (entry.type === 'SAVED_SEARCH_MATCH')
    return entry.savedSearch?.kind === 'board'
      ? paths.opportunities(entry.savedSearch.query)
      : `/explorar/buscar?${entry.savedSearch?.query ?? ''}`;
  // A verified agency's message request opens its conversation, where the talent accepts, replies or deletes.
  if (entry.type === 'MESSAGE_REQUEST') return paths.conversation(entry.actor.profile_url);
  // What happened to an application is read among one's applications; the rest on the opportunity's page.
  if (entry.type === 'APPLICATION_UPDATE' || entry.type === 'SELF_TAPE_DUE') return paths.myApplications;
  if (entry.opportunity) return paths.opportunity(entry.opportunity.id);
  if (entry.postId !== null) return paths.post(entry.postId);
  return linksToProfile(entry.actor) ? paths.profile(entry.actor.profile_url) : null;
}

/**
 * The actor's picture, which is theirs to follow: a talent's profile link, or the button that opens an
 * agency's pop-up (agencies have no profile page); a plain picture where no pop-up is provided.
 */
function ActorPicture({ entry, size }: { entry: Notification; size: AvatarSize }) {
  const openAgency = useOpenAgency();
  const { actor } = entry;
  const picture = <Avatar image={actor.profileImage} name={actor.fullname} size={size} decorative />;
  if (linksToProfile(actor)) {
    return (
      <Link className="notification-entry__actor" to={paths.profile(actor.profile_url)} aria-label={actor.fullname}>
        {picture}
      </Link>
    );
  }
  if (!openAgency) return picture;
  return (
    <button
      type="button"
      className="notification-entry__actor"
      aria-haspopup="dialog"
      aria-label={actor.fullname}
      onClick={() => openAgency({ id: actor.id, fullname: actor.fullname })}
    >
      {picture}
    </button>
  );
}

/**
 * One notification as a sentence in the reader's language, with the actor's picture and a relative time.
 * The sentence leads to the entry's target (the post, or the actor's profile), and so does the whole row;
 * the picture leads to the actor (a talent's profile, an agency's pop-up). Two targets, each large enough
 * to hit (WCAG 2.2 target size), rather than a name link inside a sentence link. Unread entries are tinted,
 * dotted, in bold and say so.
 */
export function NotificationEntry({
  entry,
  isNew,
  now,
  avatarSize = 40,
  onFollow,
}: {
  entry: Notification;
  /** Shown as unread (it is, or it was when the dropdown opened). */
  isNew: boolean;
  now: number;
  avatarSize?: AvatarSize;
  /** Called when a link or the picture's button of the entry is followed. */
  onFollow?: (entry: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const sentence = notificationSentence(t, entry);
  const target = entryTarget(entry);
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) onFollow?.(entry);
  };
  const words = sentence.named ? (
    <>
      {sentence.before}
      <strong className="notification-entry__name">{entry.actor.fullname}</strong>
      {sentence.after}
    </>
  ) : (
    sentence.text
  );
  return (
    // The row only hears clicks that its own links and buttons received (keyboard included).
    <li className={`notification-entry${isNew ? ' notification-entry--unread' : ''}`} onClick={onClick}>
      <span className="notification-entry__picture">
        <ActorPicture entry={entry} size={avatarSize} />
        <span className={`notification-entry__kind notification-entry__kind--${entry.type}`} aria-hidden="true">
          {kindIcons[entry.type]}
        </span>
      </span>
      <span className="notification-entry__body">
        <span className="notification-entry__text">
          {target ? (
            <Link
              className="notification-entry__target"
              to={target}
              aria-label={isNew ? t('labelUnread', { text: sentence.text }) : sentence.text}
            >
              {words}
            </Link>
          ) : (
            words
          )}
        </span>
        <span className="notification-entry__meta">
          <time dateTime={entry.createdAt} title={fullDate(entry.createdAt, i18n.language)}>
            {relativeTime(entry.createdAt, now, i18n.language)}
          </time>
          {isNew && <span className="visually-hidden">{t('unread')}</span>}
        </span>
      </span>
      {isNew && <span className="notification-entry__dot" aria-hidden="true" />}
    </li>
  );
}

/** Rows that hold the place of entries still loading (hidden from assistive technology: a status says it). */
export function NotificationSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="notification-entry" aria-hidden="true">
          <span className="skeleton skeleton--avatar" />
          <span className="notification-entry__body">
            <span className="skeleton skeleton--line skeleton--long" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
        </div>
      ))}
    </>
  );
}

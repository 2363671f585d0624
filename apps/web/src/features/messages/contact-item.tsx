import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Contact } from '@vitrina/contract/messages';
import { Avatar } from '@/components/ui/avatar.tsx';
import { paths } from '@/lib/paths.ts';
import { fullDate, relativeTime } from '@/lib/relative-time.ts';
import { useNow } from '@/lib/use-now.ts';

/**
 * One conversation of the list (spec §2): avatar, name, the last message's preview (70 characters, from
 * the server), how long ago, and a dot while some of it is unread. The whole row opens the conversation.
 */
export function ContactItem({ contact, active }: { contact: Contact; active: boolean }) {
  const { t, i18n } = useTranslation('messages');
  const now = useNow();
  const unread = contact.unreadCount > 0 && !active;
  // A deleted account keeps its conversations for the other person, under a neutral name.
  const name = contact.deleted ? t('deleted.name') : contact.fullname;
  const preview = !contact.lastContact
    ? t('list.newConversation')
    : contact.lastMessageMine
      ? t('list.mine', { text: contact.preview })
      : contact.preview;
  return (
    <li>
      <Link
        className={`contact-item${unread ? ' contact-item--unread' : ''}`}
        to={paths.conversation(contact.profile_url)}
        aria-current={active ? 'page' : undefined}
      >
        <Avatar image={contact.profileImage} name={name} size={40} decorative />
        <span className="contact-item__text">
          <span className="contact-item__top">
            <span className="contact-item__name">{name}</span>
            {contact.lastContact && (
              <time
                className="contact-item__time"
                dateTime={contact.lastContact}
                title={fullDate(contact.lastContact, i18n.language)}
              >
                {relativeTime(contact.lastContact, now, i18n.language)}
              </time>
            )}
          </span>
          <span className="contact-item__preview">{preview}</span>
        </span>
        {unread && (
          <span className="contact-item__dot">
            <span className="visually-hidden">{t('list.unread', { count: contact.unreadCount })}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** A row's shape while the list loads. */
export function ContactItemSkeleton() {
  return (
    <li className="contact-item contact-item--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--avatar" />
      <span className="contact-item__text">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--long" />
      </span>
    </li>
  );
}

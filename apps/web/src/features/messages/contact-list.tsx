import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { ChatIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { ContactItemSkeleton } from './contact-item.tsx';
import { ContactPages } from './contact-pages.tsx';
import { useContact } from './get-contact.ts';
import { useContacts } from './list-contacts.ts';

/**
 * My conversations, the most recent first (spec §2, §4), kept live by socket events. A conversation opened
 * from a profile's message link before its first message is shown on top, so the open one is always listed.
 */
export function ContactList({ activeProfileUrl }: { activeProfileUrl?: string }) {
  const { t } = useTranslation('messages');
  const contacts = useContacts();
  const listed = contacts.data?.pages.flat() ?? [];
  const isListed = listed.some((contact) => contact.profile_url === activeProfileUrl);
  const opened = useContact(isListed ? undefined : activeProfileUrl).data;
  const rows = opened && !isListed ? [opened, ...listed] : listed;

  let body;
  if (contacts.isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t('list.loading')}
        </p>
        <ul className="contact-list">
          {Array.from({ length: 5 }, (_, index) => (
            <ContactItemSkeleton key={index} />
          ))}
        </ul>
      </>
    );
  } else if (contacts.isError && rows.length === 0) {
    body = (
      <div className="messages-state">
        <Alert tone="error">{t('list.error')}</Alert>
        <button type="button" className="button button--ghost" onClick={() => void contacts.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          <ChatIcon size={26} />
        </span>
        <p className="empty-state__title messages-empty-title">{t('list.emptyTitle')}</p>
        <p className="empty-state__body">{t('list.emptyBody')}</p>
        <Link className="button button--primary" to={paths.explore}>
          {t('list.explore')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ContactPages
        rows={rows}
        activeProfileUrl={activeProfileUrl}
        pages={contacts}
        moreLabel={t('list.more')}
        loadingLabel={t('list.loadingMore')}
      />
    );
  }

  return (
    <nav className="contact-panel" aria-label={t('list.label')}>
      {body}
    </nav>
  );
}

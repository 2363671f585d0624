import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { ContactListEmpty, ContactListError, ContactListLoading } from './contact-list-states.tsx';
import { ContactPages } from './contact-pages.tsx';
import { useContact } from './get-contact.ts';
import { useContacts } from './list-contacts.ts';
import { useRequests } from './list-requests.ts';

/**
 * My conversations, the most recent first (spec §2, §4), kept live by socket events. A conversation opened
 * from a profile's message link before its first message is shown on top, so the open one is always listed.
 */
export function ContactList({ activeProfileUrl }: { activeProfileUrl?: string }) {
  const { t } = useTranslation('messages');
  const contacts = useContacts();
  const waiting = useRequests().data?.pages[0]?.count ?? 0;
  const listed = contacts.data?.pages.flat() ?? [];
  const isListed = listed.some((contact) => contact.profile_url === activeProfileUrl);
  const opened = useContact(isListed ? undefined : activeProfileUrl).data;
  const rows = opened && !isListed ? [opened, ...listed] : listed;

  let body;
  if (contacts.isPending) {
    body = <ContactListLoading label={t('list.loading')} count={5} />;
  } else if (contacts.isError && rows.length === 0) {
    body = <ContactListError text={t('list.error')} onRetry={() => void contacts.refetch()} />;
  } else if (rows.length === 0 && waiting > 0) {
    // An empty inbox with requests waiting says so: the first messages that matter are there.
    body = (
      <ContactListEmpty title={t('list.requestsWaiting', { count: waiting })} body={t('list.requestsWaitingBody')}>
        <Link className="button button--primary" to={paths.messageRequests}>
          {t('list.seeRequests')}
        </Link>
      </ContactListEmpty>
    );
  } else if (rows.length === 0) {
    body = (
      <ContactListEmpty title={t('list.emptyTitle')} body={t('list.emptyBody')}>
        <Link className="button button--primary" to={paths.explore}>
          {t('list.explore')}
        </Link>
      </ContactListEmpty>
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

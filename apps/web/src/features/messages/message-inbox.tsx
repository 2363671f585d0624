import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { ChatIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { useNow } from '@/lib/use-now.ts';
import { useMessageEntries } from './list-message-entries.ts';
import { useRequests } from './list-requests.ts';
import { useMarkEntriesRead } from './mark-entries-read.ts';
import '@/components/ui/states.css';
import './message-inbox.css';
import './messages-states.css';

/**
 * The header's messages dropdown (spec §2, §4): the requests waiting, if any, as a link to their tab, then the
 * latest messages I received, each with its sender and a
 * 70-character preview, leading to the conversation. Opening it marks the unread ones read (the badge
 * drops at once); they stay highlighted until it closes, so the reader sees which were new.
 */
export function MessageInbox({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <RequestsWaiting onNavigate={onNavigate} />
      <LatestMessages onNavigate={onNavigate} />
    </>
  );
}

/** The requests waiting, above the messages: the dropdown says what the violet badge counts. */
function RequestsWaiting({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('messages');
  const waiting = useRequests().data?.pages[0]?.count ?? 0;
  if (waiting === 0) return null;
  return (
    <Link className="inbox-requests" to={paths.messageRequests} onClick={onNavigate}>
      <span className="inbox-requests__count" aria-hidden="true">
        {waiting > 99 ? '99+' : waiting}
      </span>
      <span>{t('list.requestsWaiting', { count: waiting })}</span>
    </Link>
  );
}

function LatestMessages({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation('messages');
  const now = useNow();
  const entries = useMessageEntries();
  const { mutate: markRead, variables: markedRead } = useMarkEntriesRead();
  const hasMarked = useRef(false);

  // Once per opening, on the list as the server gives it now (not a cached one from the last opening).
  useEffect(() => {
    if (hasMarked.current || !entries.isFetchedAfterMount || !entries.data) return;
    hasMarked.current = true;
    const unread = entries.data.filter((entry) => !entry.is_read).map((entry) => entry.id);
    if (unread.length > 0) markRead(unread);
  }, [entries.isFetchedAfterMount, entries.data, markRead]);

  if (entries.isPending) {
    return (
      <div className="inbox-list" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('inbox.loading')}
        </p>
        {[0, 1, 2].map((index) => (
          <div key={index} className="inbox-entry" aria-hidden="true">
            <span className="skeleton skeleton--avatar" />
            <span className="inbox-entry__text">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--long" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (entries.isError) {
    return (
      <div className="messages-state">
        <Alert tone="error">{t('inbox.error')}</Alert>
        <button type="button" className="button button--ghost" onClick={() => void entries.refetch()}>
          {t('inbox.retry')}
        </button>
      </div>
    );
  }
  if (entries.data.length === 0) {
    return (
      <div className="inbox__empty">
        <span className="inbox__empty-icon" aria-hidden="true">
          <ChatIcon />
        </span>
        <p className="inbox__empty-title">{t('inbox.empty')}</p>
        <p className="inbox__empty-body">{t('inbox.emptyBody')}</p>
      </div>
    );
  }
  return (
    <ul className="inbox-list">
      {entries.data.map((entry) => {
        const isNew = !entry.is_read || Boolean(markedRead?.includes(entry.id));
        return (
          <li key={entry.id}>
            <Link
              className={`inbox-entry${isNew ? ' inbox-entry--unread' : ''}`}
              to={paths.conversation(entry.actor.profile_url)}
              onClick={onNavigate}
            >
              <Avatar image={entry.actor.profileImage} name={entry.actor.fullname} size={36} decorative />
              <span className="inbox-entry__text">
                <span className="inbox-entry__top">
                  <span className="inbox-entry__name">{entry.actor.fullname}</span>
                  <time className="inbox-entry__time" dateTime={entry.createdAt}>
                    {relativeTime(entry.createdAt, now, i18n.language)}
                  </time>
                </span>
                <span className="inbox-entry__preview">{entry.message}</span>
              </span>
              {isNew && (
                <span className="inbox-entry__dot">
                  <span className="visually-hidden">{t('inbox.unread')}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { BellIcon } from '@/components/ui/icons.tsx';
import { useNow } from '@/lib/use-now.ts';
import { useNotificationsPage } from './list-notifications.ts';
import { useMarkNotificationsRead } from './mark-notifications-read.ts';
import { unreadIds } from './notifications-cache.ts';
import { NotificationEntry, NotificationSkeleton } from './notification-entry.tsx';
import './notification-inbox.css';

/**
 * The header's notifications dropdown (spec §2, §3): the first page of my notifications, kept live by socket
 * events. Opening it marks the unread ones read (the badge drops at once), and so does "mark all as read" for
 * any that arrive while it is open; they stay highlighted until it closes, so the reader sees which were new.
 */
export function NotificationInbox({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const now = useNow();
  const list = useNotificationsPage(1);
  const { mutate: markOnOpening, variables: markedOnOpening } = useMarkNotificationsRead();
  const markAll = useMarkNotificationsRead();
  const hasMarked = useRef(false);
  const rows = list.data?.rows ?? [];
  const unread = unreadIds(list.data);

  // Once per opening, on the page as the server gives it now (not a cached one from the last opening).
  useEffect(() => {
    if (hasMarked.current || !list.isFetchedAfterMount || !list.data) return;
    hasMarked.current = true;
    const ids = unreadIds(list.data);
    // Opening sets all to read (spec §4), not only the entries this first page shows.
    if (ids.length > 0) markOnOpening({ ids, all: true });
  }, [list.isFetchedAfterMount, list.data, markOnOpening]);

  if (list.isPending) {
    return (
      <div className="notification-inbox" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
        <NotificationSkeleton />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="notification-inbox__state">
        <Alert tone="error">{t('error')}</Alert>
        <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="inbox__empty">
        <span className="inbox__empty-icon" aria-hidden="true">
          <BellIcon />
        </span>
        <p className="inbox__empty-title">{t('empty')}</p>
        <p className="inbox__empty-body">{t('emptyBody')}</p>
      </div>
    );
  }
  const wasNew = (id: number) => Boolean(markedOnOpening?.ids.includes(id) || markAll.variables?.ids.includes(id));
  return (
    <div className="notification-inbox">
      <div className="notification-inbox__bar">
        <button
          type="button"
          className="notification-inbox__mark"
          disabled={unread.length === 0 || markAll.isPending}
          onClick={() => markAll.mutate({ ids: unread, all: true })}
        >
          {markAll.isPending ? t('marking') : t('markAll')}
        </button>
      </div>
      {markAll.isError && <Alert tone="error">{t('markError')}</Alert>}
      <ul className="notification-inbox__list">
        {rows.map((entry) => (
          <NotificationEntry
            key={entry.id}
            entry={entry}
            isNew={!entry.is_read || wasNew(entry.id)}
            now={now}
            avatarSize={36}
            onFollow={onNavigate}
          />
        ))}
      </ul>
    </div>
  );
}

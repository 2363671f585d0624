import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@vitrina/contract/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@vitrina/contract/notifications-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { BellIcon } from '@/components/ui/icons.tsx';
import { pageCount } from '@/components/ui/page-window.ts';
import { Pagination } from '@/components/ui/pagination.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useNow } from '@/lib/use-now.ts';
import { useNotificationsPage } from './list-notifications.ts';
import { knownUnreadIds, useMarkNotificationsRead } from './mark-notifications-read.ts';
import { NotificationEntry, NotificationSkeleton } from './notification-entry.tsx';
import { useUnreadNotificationsCount } from './unread-count.ts';
import '@/components/ui/states.css';
import './notification-entry.css';
import './notifications-page.css';

/**
 * /notificaciones?page=N (spec §3, §9): all my notifications, 12 a page with a window of 8 page links, unread
 * ones marked, "mark all as read", new ones arriving at the top of the first page without a reload. Following
 * an unread entry marks it read.
 */
export function NotificationsPage({
  page,
  hrefOf,
  initialUnread,
}: {
  page: number;
  hrefOf: (page: number) => string;
  /** The unread count the session loaded (users/self), until the badge's query knows better. */
  initialUnread: number;
}) {
  const { t } = useTranslation('notifications');
  const now = useNow();
  const client = useQueryClient();
  const list = useNotificationsPage(page);
  const unread = useUnreadNotificationsCount(initialUnread);
  const markAll = useMarkNotificationsRead();
  const markOne = useMarkNotificationsRead();
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  const hasUnread = unread > 0 || rows.some((row) => !row.is_read);

  const follow = (entry: Notification) => {
    if (!entry.is_read) markOne.mutate({ ids: [entry.id] });
  };

  return (
    <div className="notifications-page" aria-busy={list.isFetching || undefined}>
      <header className="notifications-page__head">
        <h1>{t('title')}</h1>
        <p className="notifications-page__intro">{t('intro')}</p>
      </header>
      <div className="notifications-page__bar">
        <p className="notifications-page__unread" role="status">
          {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={!hasUnread || markAll.isPending}
          onClick={() => markAll.mutate({ ids: knownUnreadIds(client), all: true })}
        >
          {markAll.isPending ? t('marking') : t('markAll')}
        </button>
      </div>
      {markAll.isError && <Alert tone="error">{t('markError')}</Alert>}
      {list.isPending && (
        <div className="notifications-page__list">
          <p className="visually-hidden" role="status">
            {t('loading')}
          </p>
          <NotificationSkeleton rows={6} />
        </div>
      )}
      {list.isError && (
        <Alert tone="error" title={t('error')}>
          <p>{apiErrorText(list.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      )}
      {list.isSuccess && count === 0 && (
        <div className="empty-state notifications-empty" role="status">
          <span className="empty-state__icon" aria-hidden="true">
            <BellIcon size={26} />
          </span>
          <p className="empty-state__title">{t('empty')}</p>
          <p className="empty-state__body">{t('emptyBody')}</p>
          <Link className="button button--primary" to={paths.explore}>
            {t('explore')}
          </Link>
        </div>
      )}
      {list.isSuccess && rows.length === 0 && count > 0 && (
        <div className="empty-state notifications-empty" role="status">
          <p className="empty-state__title">{t('pageEmpty')}</p>
          <Link className="button button--ghost" to={hrefOf(1)}>
            {t('firstPage')}
          </Link>
        </div>
      )}
      {rows.length > 0 && (
        <ul className="notifications-page__list" aria-label={t('listLabel')}>
          {rows.map((entry) => (
            <NotificationEntry key={entry.id} entry={entry} isNew={!entry.is_read} now={now} onFollow={follow} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={pageCount(count, NOTIFICATIONS_PAGE_SIZE)} hrefOf={hrefOf} />
    </div>
  );
}

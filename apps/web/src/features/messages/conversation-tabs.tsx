import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useRequests } from './list-requests.ts';

export type ConversationsTab = 'all' | 'requests';

/**
 * Inbox and requests (decision 0007): two links over the list. The requests' count is quiet — plain text
 * beside the label, never the header's badge.
 */
export function ConversationTabs({ current }: { current: ConversationsTab }) {
  const { t } = useTranslation('messages');
  const count = useRequests().data?.pages[0]?.count ?? 0;
  return (
    <nav className="conversation-tabs" aria-label={t('tabs.label')}>
      <Link
        className="conversation-tabs__tab"
        to={paths.allConversations}
        aria-current={current === 'all' ? 'page' : undefined}
      >
        {t('tabs.all')}
      </Link>
      <Link
        className="conversation-tabs__tab"
        to={paths.messageRequests}
        aria-current={current === 'requests' ? 'page' : undefined}
      >
        {t('tabs.requests')}
        {count > 0 && (
          <span className="conversation-tabs__count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{t('tabs.requestsCount', { count })}</span>
          </span>
        )}
      </Link>
    </nav>
  );
}

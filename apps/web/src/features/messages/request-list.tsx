import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { ChatIcon } from '@/components/ui/icons.tsx';
import { ContactItemSkeleton } from './contact-item.tsx';
import { ContactPages } from './contact-pages.tsx';
import { useRequests } from './list-requests.ts';
import { SafetyAdvice } from './request-panel.tsx';

/** The requests tab: first messages from people I do not follow, newest first, with the safety advice. */
export function RequestList({ activeProfileUrl }: { activeProfileUrl?: string }) {
  const { t } = useTranslation('messages');
  const requests = useRequests();
  const rows = requests.data?.pages.flatMap((page) => page.rows) ?? [];

  let body;
  if (requests.isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t('requests.loading')}
        </p>
        <ul className="contact-list">
          {Array.from({ length: 3 }, (_, index) => (
            <ContactItemSkeleton key={index} />
          ))}
        </ul>
      </>
    );
  } else if (requests.isError) {
    body = (
      <div className="messages-state">
        <Alert tone="error">{t('requests.error')}</Alert>
        <button type="button" className="button button--ghost" onClick={() => void requests.refetch()}>
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
        <p className="empty-state__title messages-empty-title">{t('requests.emptyTitle')}</p>
        <p className="empty-state__body">{t('requests.emptyBody')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <SafetyAdvice />
        <ContactPages
          rows={rows}
          activeProfileUrl={activeProfileUrl}
          pages={requests}
          moreLabel={t('requests.more')}
          loadingLabel={t('requests.loading')}
        />
      </>
    );
  }

  return (
    <nav className="contact-panel" aria-label={t('requests.label')}>
      {body}
    </nav>
  );
}

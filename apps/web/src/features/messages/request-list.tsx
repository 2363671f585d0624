import { useTranslation } from 'react-i18next';
import { ContactListEmpty, ContactListError, ContactListLoading } from './contact-list-states.tsx';
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
    body = <ContactListLoading label={t('requests.loading')} count={3} />;
  } else if (requests.isError) {
    body = <ContactListError text={t('requests.error')} onRetry={() => void requests.refetch()} />;
  } else if (rows.length === 0) {
    body = <ContactListEmpty title={t('requests.emptyTitle')} body={t('requests.emptyBody')} />;
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

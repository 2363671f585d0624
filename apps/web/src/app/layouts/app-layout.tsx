import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Lang } from '@vitrina/contract/constants';
import { useSelf } from '@/lib/session-context.ts';
import { TalentSearchBox } from '@/features/discovery/talent-search-box.tsx';
import { useUnreadMessagesCount } from '@/features/messages/unread-count.ts';
import { useMessagesRealtime } from '@/features/messages/use-messages-realtime.ts';
import { AppHeader, type RenderSearch } from '@/features/shell/app-header.tsx';
import type { RenderInbox } from '@/features/shell/inbox-popovers.tsx';
import { setLanguage } from '@/i18n/i18n.ts';
import { AgencyPopupProvider } from '../agency-popup-provider.tsx';
import { useRealtimeConnection } from '../use-realtime-connection.ts';
import { useSaveAccountLanguage } from '../use-account-language.ts';
import { SiteFooter } from './site-footer.tsx';

const renderSearch: RenderSearch = (options) => <TalentSearchBox {...options} />;
// The dropdown's list loads when it is first opened: the pages under the header do not carry it.
const MessageInbox = lazy(() =>
  import('@/features/messages/message-inbox.tsx').then((module) => ({ default: module.MessageInbox })),
);
const renderMessages: RenderInbox = (close) => (
  <Suspense fallback={null}>
    <MessageInbox onNavigate={close} />
  </Suspense>
);

/**
 * Logged-in pages: the header of spec §2 (search, dropdowns, account menu, mobile tabs and side menu), and
 * the tab's real-time connection with the messages it keeps live (the badge among them).
 */
export default function AppLayout() {
  const { t } = useTranslation('shell');
  const self = useSelf();
  const saveAccountLanguage = useSaveAccountLanguage();
  useRealtimeConnection(Boolean(self));
  useMessagesRealtime(self?.user.id);
  const unreadMessages = useUnreadMessagesCount(self?.user.unreadedMessagesCount ?? 0, Boolean(self));

  // A language chosen from the header is the account's language too (kept on the server).
  const changeLanguage = useCallback(
    (lang: Lang) => {
      void setLanguage(lang);
      saveAccountLanguage(lang);
    },
    [saveAccountLanguage],
  );

  return (
    <div className="layout layout--app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {self && (
        <AppHeader
          user={self.user}
          unreadMessages={unreadMessages}
          unreadNotifications={self.user.unreadedNotificationsCount}
          onLanguage={changeLanguage}
          renderSearch={renderSearch}
          renderMessages={renderMessages}
        />
      )}
      <main className="layout__main" id="main">
        <AgencyPopupProvider>
          <Outlet />
        </AgencyPopupProvider>
      </main>
      <SiteFooter />
    </div>
  );
}

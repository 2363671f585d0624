import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Lang } from '@vitrina/contract/constants';
import { useSelf } from '@/lib/session-context.ts';
import { TalentSearchBox } from '@/features/discovery/talent-search-box.tsx';
import { useUnreadMessagesCount } from '@/features/messages/unread-count.ts';
import { useMessageRequestsCount } from '@/features/messages/requests-count.ts';
import { useMessagesRealtime } from '@/features/messages/use-messages-realtime.ts';
import { useUnreadNotificationsCount } from '@/features/notifications/unread-count.ts';
import { useAppBadge } from '@/lib/app-badge.ts';
import { useNotificationsRealtime } from '@/features/notifications/use-notifications-realtime.ts';
import { AppHeader, type RenderSearch } from '@/features/shell/app-header.tsx';
import type { RenderInbox } from '@/features/shell/inbox-popovers.tsx';
import { setLanguage } from '@/i18n/i18n.ts';
import { AddToListProvider } from '../add-to-list-provider.tsx';
import { AgencyPopupProvider } from '../agency-popup-provider.tsx';
import { ReportProvider } from '../report-provider.tsx';
import { withTexts } from '../route-loaders.ts';
import { useRealtimeConnection } from '../use-realtime-connection.ts';
import { useFollowAccountLanguage, useSaveAccountLanguage } from '../use-account-language.ts';
import { PendingNotices } from '@/features/moderation/pending-notices.tsx';
import { StepUpDialog } from '@/features/factors/step-up-dialog.tsx';
import { ReconnectingNotice } from './reconnecting-notice.tsx';
import { SiteFooter } from './site-footer.tsx';

// A verified agency without a factor meets it (decision 0052): its code loads then, not with every page.
const FactorGate = lazy(() => import('./factor-gate.tsx').then((module) => ({ default: module.FactorGate })));

const renderSearch: RenderSearch = (options) => <TalentSearchBox {...options} />;
// The dropdowns' lists load when first opened: the pages under the header do not carry them.
const MessageInbox = lazy(
  withTexts(['messages'], () =>
    import('@/features/messages/message-inbox.tsx').then((module) => ({ default: module.MessageInbox })),
  ),
);
const renderMessages: RenderInbox = (close) => (
  <Suspense fallback={null}>
    <MessageInbox onNavigate={close} />
  </Suspense>
);
const NotificationInbox = lazy(
  withTexts(['notifications'], () =>
    import('@/features/notifications/notification-inbox.tsx').then((module) => ({
      default: module.NotificationInbox,
    })),
  ),
);
const renderNotifications: RenderInbox = (close) => (
  <Suspense fallback={null}>
    <NotificationInbox onNavigate={close} />
  </Suspense>
);

/**
 * Logged-in pages: the header of spec §2 (search, dropdowns, account menu, mobile tabs and side menu), and
 * the tab's real-time connection with the messages and notifications it keeps live (the badges among them).
 * The agency pop-up serves the header's dropdowns too (an agency's name in a notification opens it).
 */
export default function AppLayout() {
  const { t } = useTranslation('shell');
  const self = useSelf();
  const saveAccountLanguage = useSaveAccountLanguage();
  useFollowAccountLanguage();
  useRealtimeConnection(Boolean(self));
  useMessagesRealtime(self?.user.id);
  const unreadMessages = useUnreadMessagesCount(self?.user.unreadedMessagesCount ?? 0, Boolean(self));
  const messageRequests = useMessageRequestsCount(self?.user.messageRequestsCount ?? 0, Boolean(self));
  useNotificationsRealtime(Boolean(self));
  const unreadNotifications = useUnreadNotificationsCount(self?.user.unreadedNotificationsCount ?? 0, Boolean(self));
  useAppBadge(unreadMessages + messageRequests + unreadNotifications);

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
      <AgencyPopupProvider>
        {self && (
          <AppHeader
            user={self.user}
            unreadMessages={unreadMessages}
            messageRequests={messageRequests}
            unreadNotifications={unreadNotifications}
            onLanguage={changeLanguage}
            renderSearch={renderSearch}
            renderMessages={renderMessages}
            renderNotifications={renderNotifications}
          />
        )}
        <ReportProvider enabled={Boolean(self)}>
          <main className="layout__main" id="main">
            <AddToListProvider>
              {self?.user.factors.agencyDeadline ? (
                <Suspense fallback={null}>
                  <FactorGate>
                    <Outlet />
                  </FactorGate>
                </Suspense>
              ) : (
                <Outlet />
              )}
            </AddToListProvider>
          </main>
        </ReportProvider>
      </AgencyPopupProvider>
      <SiteFooter />
      {self && <ReconnectingNotice />}
      {self && <PendingNotices />}
      {self && <StepUpDialog hasFactor={self.user.factors.enabled} />}
    </div>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Lang } from '@vitrina/contract/constants';
import { useSelf } from '@/lib/session-context.ts';
import { TalentSearchBox } from '@/features/discovery/talent-search-box.tsx';
import { AppHeader, type RenderSearch } from '@/features/shell/app-header.tsx';
import { setLanguage } from '@/i18n/i18n.ts';
import { AgencyPopupProvider } from '../agency-popup-provider.tsx';
import { useSaveAccountLanguage } from '../use-account-language.ts';
import { SiteFooter } from './site-footer.tsx';

const renderSearch: RenderSearch = (options) => <TalentSearchBox {...options} />;

/** Logged-in pages: the header of spec §2 (search, dropdowns, account menu, mobile tabs and side menu). */
export default function AppLayout() {
  const { t } = useTranslation('shell');
  const self = useSelf();
  const saveAccountLanguage = useSaveAccountLanguage();

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
          // Unread messages arrive with the messaging issue; the badge is ready for them.
          unreadMessages={0}
          unreadNotifications={self.user.unreadedNotificationsCount}
          onLanguage={changeLanguage}
          renderSearch={renderSearch}
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

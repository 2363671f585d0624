import { useTranslation } from 'react-i18next';
import type { Lang } from '@vitrina/contract/constants';
import { useSelf, useSession } from '@/lib/session-context.ts';
import { CancelAccountSection } from '@/features/leaving/cancel-account-section.tsx';
import { DataExportSection } from '@/features/leaving/data-export-section.tsx';
import { LogOutEverywhereSection } from '@/features/accounts/settings/log-out-everywhere-section.tsx';
import { InsightSettings } from '@/features/accounts/settings/insight-settings.tsx';
import { LanguageSettings } from '@/features/accounts/settings/language-settings.tsx';
import { MessagePolicySettings, isMinorOn } from '@/features/accounts/settings/message-policy-settings.tsx';
import { AgencyVerificationSection } from '@/features/moderation/agency-verification-section.tsx';
import { NotificationSettings } from '@/features/accounts/settings/notification-settings.tsx';
import { ProfileUrlForm } from '@/features/accounts/settings/profile-url-form.tsx';
import { PublicProfileSettings } from '@/features/accounts/settings/public-profile-settings.tsx';
import { PushSettingsSection } from '@/features/push/push-settings-section.tsx';
import { ScoutingSettings } from '@/features/scouting/scouting-settings.tsx';
import { setLanguage } from '@/i18n/i18n.ts';
import { useApplyToken } from '../use-apply-token.ts';
import { useLeaveCancelled } from '../use-leave-cancelled.ts';

/**
 * /user/settings: the account's language and who may message them for everyone; a talent's profile URL,
 * public page and notification flags; push on this device and my devices with it, for everyone;
 * the weekly e-mail of insights (and browsing privately, for agencies);
 * logging out everywhere, downloading one's data and cancelling the account, for everyone.
 */
export default function UserSettingsPage() {
  const { t } = useTranslation('settings');
  const self = useSelf();
  const session = useSession();
  const applyToken = useApplyToken();
  const leaveCancelled = useLeaveCancelled();
  if (!self) return null;
  const isTalent = self.user.type === 'talento';

  return (
    <>
      <section className="settings-card" aria-labelledby="language-title">
        <h2 className="settings-card__title" id="language-title">
          {t('account.title')}
        </h2>
        <p className="settings-card__lead">{t('account.lead')}</p>
        <LanguageSettings
          current={self.user.langCode}
          onSaved={async (token: string, lang: Lang) => {
            await applyToken(token);
            await setLanguage(lang);
          }}
        />
      </section>
      {isTalent && (
        <section className="settings-card" aria-labelledby="url-title">
          <h2 className="settings-card__title" id="url-title">
            {t('profileUrl.title')}
          </h2>
          <ProfileUrlForm current={self.user.profile_url} onSaved={applyToken} />
        </section>
      )}
      {isTalent && <ScoutingSettings />}
      {isTalent && (
        <section className="settings-card" aria-labelledby="public-profile-title">
          <h2 className="settings-card__title" id="public-profile-title">
            {t('publicProfile.title')}
          </h2>
          <p className="settings-card__lead">{t('publicProfile.lead')}</p>
          <PublicProfileSettings
            current={self.profile.public_profile}
            profileUrl={self.user.profile_url}
            onSaved={() => session.refresh()}
          />
        </section>
      )}
      {isTalent && (
        <section className="settings-card" aria-labelledby="notifications-title">
          <h2 className="settings-card__title" id="notifications-title">
            {t('notifications.title')}
          </h2>
          <p className="settings-card__lead">{t('notifications.lead')}</p>
          <NotificationSettings profile={self.profile} onSaved={applyToken} />
        </section>
      )}
      <PushSettingsSection />
      <section className="settings-card" aria-labelledby="insights-title">
        <h2 className="settings-card__title" id="insights-title">
          {t('insights.title')}
        </h2>
        <p className="settings-card__lead">{t('insights.lead')}</p>
        <InsightSettings
          current={{ browse_privately: self.profile.browse_privately, weekly_digest: self.profile.weekly_digest }}
          isAgency={self.user.type === 'agencia'}
          country={self.user.country}
          onSaved={() => session.refresh()}
        />
      </section>
      <section className="settings-card" aria-labelledby="message-policy-title">
        <h2 className="settings-card__title" id="message-policy-title">
          {t('messagePolicy.title')}
        </h2>
        <p className="settings-card__lead">{t('messagePolicy.lead')}</p>
        <MessagePolicySettings
          current={self.profile.message_policy}
          isMinor={isMinorOn(self.user.birthdate, new Date())}
          onSaved={() => session.refresh()}
        />
      </section>
      {self.user.type === 'agencia' && <AgencyVerificationSection />}
      <LogOutEverywhereSection />
      <DataExportSection />
      <CancelAccountSection hasPassword={self.user.hasPassword} onCancelled={leaveCancelled} />
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@vitrina/contract/constants';
import { useSelf, useSession } from '@/lib/session-context.ts';
import { CancelAccountSection } from '@/features/leaving/cancel-account-section.tsx';
import { DataExportSection } from '@/features/leaving/data-export-section.tsx';
import { LogOutEverywhereSection } from '@/features/accounts/settings/log-out-everywhere-section.tsx';
import { FitsAlertsSettings } from '@/features/accounts/settings/fits-alerts-settings.tsx';
import { SecuritySection } from '@/features/accounts/settings/security-section.tsx';
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
import { SettingsCard } from '@/components/ui/settings-card.tsx';

// Only a minor has a guardian: the card's code and texts load for her alone.
const GuardianSettings = lazy(() =>
  import('@/features/guardians/guardian-settings.tsx').then((module) => ({ default: module.GuardianSettings })),
);

/**
 * /user/settings: the account's language and who may message them for everyone; a minor's guardian; a talent's
 * profile URL, public page, notification flags and alerts of roles that fit her; push on this device and my devices with it, for everyone;
 * the weekly e-mail of insights (and browsing privately, for agencies);
 * security (second factors, my sessions), logging out everywhere, downloading one's data and cancelling the account, for everyone.
 */
export default function UserSettingsPage() {
  const { t } = useTranslation('settings');
  const self = useSelf();
  const session = useSession();
  const applyToken = useApplyToken();
  const leaveCancelled = useLeaveCancelled();
  if (!self) return null;
  const isTalent = self.user.type === 'talento';
  const isMinor = isMinorOn(self.user.birthdate, new Date());

  return (
    <>
      <SettingsCard id="language" title={t('account.title')} lead={t('account.lead')}>
        <LanguageSettings
          current={self.user.langCode}
          onSaved={async (token: string, lang: Lang) => {
            await applyToken(token);
            await setLanguage(lang);
          }}
        />
      </SettingsCard>
      {isMinor && (
        <Suspense fallback={null}>
          <GuardianSettings user={self.user} />
        </Suspense>
      )}
      {isTalent && (
        <SettingsCard id="url" title={t('profileUrl.title')}>
          <ProfileUrlForm current={self.user.profile_url} onSaved={applyToken} />
        </SettingsCard>
      )}
      {isTalent && <ScoutingSettings />}
      {isTalent && (
        <SettingsCard id="public-profile" title={t('publicProfile.title')} lead={t('publicProfile.lead')}>
          <PublicProfileSettings
            current={self.profile.public_profile}
            profileUrl={self.user.profile_url}
            onSaved={() => session.refresh()}
          />
        </SettingsCard>
      )}
      {isTalent && (
        <SettingsCard id="notifications" title={t('notifications.title')} lead={t('notifications.lead')}>
          <NotificationSettings profile={self.profile} onSaved={applyToken} />
        </SettingsCard>
      )}
      {isTalent && <FitsAlertsSettings />}
      <PushSettingsSection />
      <SettingsCard id="insights" title={t('insights.title')} lead={t('insights.lead')}>
        <InsightSettings
          current={{ browse_privately: self.profile.browse_privately, weekly_digest: self.profile.weekly_digest }}
          isAgency={self.user.type === 'agencia'}
          country={self.user.country}
          onSaved={() => session.refresh()}
        />
      </SettingsCard>
      <SettingsCard id="message-policy" title={t('messagePolicy.title')} lead={t('messagePolicy.lead')}>
        <MessagePolicySettings
          current={self.profile.message_policy}
          isMinor={isMinor}
          onSaved={() => session.refresh()}
        />
      </SettingsCard>
      {self.user.type === 'agencia' && <AgencyVerificationSection />}
      <SecuritySection />
      <LogOutEverywhereSection />
      <DataExportSection />
      <CancelAccountSection hasPassword={self.user.hasPassword} onCancelled={leaveCancelled} />
    </>
  );
}

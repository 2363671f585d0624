import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightSettings as Settings } from '@vitrina/contract/insights';
import { SwitchField } from '@/components/ui/field.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { useUpdateInsightSettings } from './update-insight-settings.ts';
import './settings.css';

/**
 * Insights: the weekly e-mail with my figures for everyone, and for agencies browsing privately (talents
 * then see "an agency in <country>"). Each switch saves at once; a failure puts it back and says why.
 */
export function InsightSettings({
  current,
  isAgency,
  country,
  onSaved,
}: {
  current: Settings;
  isAgency: boolean;
  /** The agency's country, as talents would see it. */
  country: string;
  onSaved: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateInsightSettings();
  const save = useSaveState();
  const [settings, setSettings] = useState<Settings>(current);

  const change = async (key: keyof Settings, value: boolean) => {
    const before = settings;
    save.reset();
    setSettings({ ...settings, [key]: value });
    try {
      setSettings(await update.mutateAsync({ [key]: value }));
      await onSaved();
      save.succeed();
    } catch (error) {
      setSettings(before);
      save.fail(error);
    }
  };

  return (
    <div className="settings-form">
      <div className="switch-list">
        <SwitchField
          label={t('insights.weeklyDigest')}
          description={t('insights.weeklyDigestDescription')}
          checked={settings.weekly_digest}
          disabled={update.isPending}
          onChange={(checked) => void change('weekly_digest', checked)}
        />
        {isAgency && (
          <SwitchField
            label={t('insights.browsePrivately')}
            description={t('insights.browsePrivatelyDescription', {
              country: country ? countryName(country, i18n.language) : '…',
            })}
            checked={settings.browse_privately}
            disabled={update.isPending}
            onChange={(checked) => void change('browse_privately', checked)}
          />
        )}
      </div>
      <SaveFeedback state={save.state} />
    </div>
  );
}

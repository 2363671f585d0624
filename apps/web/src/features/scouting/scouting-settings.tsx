import { useTranslation } from 'react-i18next';
import { AttributesForm } from './attributes-form.tsx';
import { AvailabilityForm } from './availability-form.tsx';
import { useMyAttributes } from './scouting-api.ts';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

/** The settings' talent sheet and availability: shown once the sheet is loaded. */
export function ScoutingSettings() {
  const { t } = useTranslation('scouting');
  const mine = useMyAttributes();
  if (!mine.data) return null;
  return (
    <>
      <SettingsCard id="attributes" title={t('attributes.title')} lead={t('attributes.lead')}>
        <AttributesForm sheet={mine.data} />
      </SettingsCard>
      <SettingsCard id="availability" title={t('availability.title')} lead={t('availability.lead')}>
        <AvailabilityForm sheet={mine.data} />
      </SettingsCard>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { AttributesForm } from './attributes-form.tsx';
import { AvailabilityForm } from './availability-form.tsx';
import { useMyAttributes } from './scouting-api.ts';

/** The settings' talent sheet and availability (issue 27): shown once the sheet is loaded. */
export function ScoutingSettings() {
  const { t } = useTranslation('scouting');
  const mine = useMyAttributes();
  if (!mine.data) return null;
  return (
    <>
      <section className="settings-card" aria-labelledby="attributes-title">
        <h2 className="settings-card__title" id="attributes-title">
          {t('attributes.title')}
        </h2>
        <p className="settings-card__lead">{t('attributes.lead')}</p>
        <AttributesForm sheet={mine.data} />
      </section>
      <section className="settings-card" aria-labelledby="availability-title">
        <h2 className="settings-card__title" id="availability-title">
          {t('availability.title')}
        </h2>
        <p className="settings-card__lead">{t('availability.lead')}</p>
        <AvailabilityForm sheet={mine.data} />
      </section>
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { opportunitiesEndpoints as endpoints } from '@vitrina/contract/endpoints/opportunities';
import { fitsAlertFrequencies, type FitsAlertFrequency } from '@vitrina/contract/opportunity-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { call } from '@/lib/api-client.ts';
import './settings.css';

/** The fits alert e-mail's link lands here (`/user/settings#avisos-oportunidades`). */
export const FITS_ALERTS_ANCHOR = 'avisos-oportunidades';
const key = ['opportunities', 'fits-alerts'] as const;

/**
 * "New roles that fit you" (talents): off, daily or weekly. Saves at once; a failure puts the choice back.
 */
export function FitsAlertsSettings() {
  const { t } = useTranslation('settings');
  const name = useId();
  const client = useQueryClient();
  const section = useRef<HTMLElement>(null);
  const current = useQuery({ queryKey: key, queryFn: ({ signal }) => call(endpoints.fitsAlerts, { signal }) });
  const save = useSaveState();
  const update = useMutation({
    mutationFn: (frequency: FitsAlertFrequency) => call(endpoints.setFitsAlerts, { body: { frequency } }),
    onMutate: (frequency) => {
      const before = client.getQueryData(key);
      client.setQueryData(key, { frequency });
      return before;
    },
    onError: (error, _frequency, before) => {
      client.setQueryData(key, before);
      save.fail(error);
    },
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      save.succeed();
    },
  });

  // The section is drawn after the page loaded, too late for the browser's own jump to the e-mail's anchor.
  useEffect(() => {
    if (window.location.hash !== `#${FITS_ALERTS_ANCHOR}`) return;
    section.current?.scrollIntoView?.();
    section.current?.focus();
  }, []);

  return (
    <section
      className="settings-card"
      id={FITS_ALERTS_ANCHOR}
      ref={section}
      tabIndex={-1}
      aria-labelledby="fits-alerts-title"
    >
      <h2 className="settings-card__title" id="fits-alerts-title">
        {t('fitsAlerts.title')}
      </h2>
      <p className="settings-card__lead">{t('fitsAlerts.lead')}</p>
      {current.isError && <Alert tone="error">{t('fitsAlerts.loadError')}</Alert>}
      {current.data && (
        <div className="settings-form">
          <fieldset className="policy-options">
            <legend className="visually-hidden">{t('fitsAlerts.title')}</legend>
            {fitsAlertFrequencies.map((option) => (
              <label key={option} className="policy-option">
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={current.data.frequency === option}
                  disabled={update.isPending}
                  onChange={() => {
                    save.reset();
                    update.mutate(option);
                  }}
                />
                <span className="policy-option__text">
                  <span className="policy-option__label">{t(`fitsAlerts.${option}.label`)}</span>
                  <span className="policy-option__description">{t(`fitsAlerts.${option}.description`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <SaveFeedback state={save.state} />
        </div>
      )}
    </section>
  );
}

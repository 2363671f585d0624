import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyAttributes } from '@vitrina/contract/scouting';
import { availabilityDays, availabilityKinds, type AvailabilityKind } from '@vitrina/contract/scouting-fields';
import { apiErrorText } from '@/i18n/error-text.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { useRenewAvailability, useSaveAvailability } from './scouting-api.ts';
import './scouting.css';

interface Choice {
  on: boolean;
  audience: 'everyone' | 'agencies';
  days: 30 | 60 | 90;
}

/** What a talent is available for: each kind with its audience and term, and renewal. */
export function AvailabilityForm({ sheet }: { sheet: MyAttributes }) {
  const { t, i18n } = useTranslation('scouting');
  const lang = langOf(i18n.language);
  const save = useSaveAvailability();
  const renew = useRenewAvailability();
  const [status, setStatus] = useState<string | null>(null);
  // When the form opened: an availability past it reads as ended.
  const [now] = useState(() => Date.now());
  const [choices, setChoices] = useState<Record<AvailabilityKind, Choice>>(() => {
    const now = Object.fromEntries(sheet.availability.map((a) => [a.kind, a]));
    return Object.fromEntries(
      availabilityKinds.map((kind) => [
        kind,
        { on: Boolean(now[kind]), audience: now[kind]?.audience ?? 'everyone', days: 30 as const },
      ]),
    ) as Record<AvailabilityKind, Choice>;
  });
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));
  const set = (kind: AvailabilityKind, patch: Partial<Choice>) =>
    setChoices((now) => ({ ...now, [kind]: { ...now[kind], ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const availability = availabilityKinds
      .filter((kind) => choices[kind].on)
      .map((kind) => ({ kind, audience: choices[kind].audience, days: choices[kind].days }));
    try {
      await save.mutateAsync({ availability });
      setStatus(t('availability.saved'));
    } catch (error) {
      setStatus(apiErrorText(error));
    }
  };

  return (
    <form className="settings-form scouting-form" onSubmit={(e) => void submit(e)}>
      {availabilityKinds.map((kind) => {
        const current = sheet.availability.find((a) => a.kind === kind);
        const ended = current && Date.parse(current.expiresAt) <= now;
        return (
          <fieldset key={kind} className="scouting-availability">
            <legend>
              <label>
                <input
                  type="checkbox"
                  checked={choices[kind].on}
                  onChange={(e) => set(kind, { on: e.target.checked })}
                />{' '}
                {t(`availability.kinds.${kind}`)}
              </label>
            </legend>
            {choices[kind].on && (
              <div className="scouting-availability__row">
                <label>
                  {t('availability.audience')}{' '}
                  <select
                    value={choices[kind].audience}
                    onChange={(e) => set(kind, { audience: e.target.value as Choice['audience'] })}
                  >
                    <option value="everyone">{t('availability.everyone')}</option>
                    <option value="agencies">{t('availability.agencies')}</option>
                  </select>
                </label>
                <label>
                  {t('availability.days')}{' '}
                  <select
                    value={choices[kind].days}
                    onChange={(e) => set(kind, { days: Number(e.target.value) as Choice['days'] })}
                  >
                    {availabilityDays.map((d) => (
                      <option key={d} value={d}>
                        {t('availability.daysValue', { count: d })}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            )}
            {current && (
              <p className="settings-form__hint">
                {ended
                  ? t('availability.expired', { date: date(current.expiresAt) })
                  : t('availability.until', { date: date(current.expiresAt) })}{' '}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={renew.isPending}
                  onClick={() =>
                    void renew.mutateAsync(kind).then(
                      () => setStatus(t('availability.saved')),
                      (error: unknown) => setStatus(apiErrorText(error)),
                    )
                  }
                >
                  {t('availability.renew')}
                  <span className="visually-hidden"> {t(`availability.kinds.${kind}`)}</span>
                </button>
              </p>
            )}
          </fieldset>
        );
      })}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('availability.save')}
      </button>
      <p role="status" className="settings-form__hint">
        {status}
      </p>
    </form>
  );
}

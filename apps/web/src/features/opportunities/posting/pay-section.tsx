import { useTranslation } from 'react-i18next';
import { payLabels } from '@vitrina/contract/opportunity-labels';
import { currencies, MAX_PAY_AMOUNT, payAudiences, payKinds } from '@vitrina/contract/opportunity-limits';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { useLang } from '@/i18n/use-lang.ts';
import type { OpportunityDraft } from './opportunity-draft.ts';
import type { SectionProps } from './opportunity-basics.tsx';

/** The pay (a range with its currency, expenses only, or unpaid) and who may see it. */
export function PaySection({ draft, errorAt, onChange }: SectionProps) {
  const { t } = useTranslation('posting');
  const lang = useLang();
  const payError = errorAt('pay');
  return (
    <section className="posting-section" aria-labelledby="posting-pay">
      <h2 id="posting-pay">{t('form.pay')}</h2>
      <fieldset
        className="plain-fieldset posting-group"
        aria-describedby={payError && draft.payKind !== 'paid' ? 'posting-pay-error' : undefined}
      >
        <legend className="posting-group__title">{t('form.payKind')}</legend>
        <div className="posting-checks">
          {payKinds.map((kind) => (
            <label key={kind} className="posting-check">
              <input
                type="radio"
                name="pay-kind"
                value={kind}
                checked={draft.payKind === kind}
                onChange={() => onChange({ payKind: kind })}
              />
              {payLabels[kind][lang]}
            </label>
          ))}
        </div>
        {draft.payKind === 'paid' && (
          <div className="form-grid posting-pay">
            <TextField
              label={t('form.payMin')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_PAY_AMOUNT}
              value={draft.payMin}
              error={payError}
              onChange={(event) => onChange({ payMin: event.target.value })}
            />
            <TextField
              label={t('form.payMax')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_PAY_AMOUNT}
              value={draft.payMax}
              onChange={(event) => onChange({ payMax: event.target.value })}
            />
            <SelectField
              label={t('form.currency')}
              value={draft.currency}
              onChange={(event) => onChange({ currency: event.target.value as OpportunityDraft['currency'] })}
            >
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        {payError && draft.payKind !== 'paid' && (
          <p className="field__error" id="posting-pay-error">
            {payError}
          </p>
        )}
      </fieldset>
      <fieldset className="plain-fieldset posting-group">
        <legend className="posting-group__title">{t('form.payAudience')}</legend>
        <div className="posting-checks">
          {payAudiences.map((audience) => (
            <label key={audience} className="posting-check">
              <input
                type="radio"
                name="pay-audience"
                value={audience}
                checked={draft.payAudience === audience}
                onChange={() => onChange({ payAudience: audience })}
              />
              {t(`form.audience.${audience}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

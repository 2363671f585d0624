import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { normalizeEmail } from '@vitrina/contract/email-rules';
import type { RegisterResponse } from '@vitrina/contract/auth';
import { DEFAULT_COUNTRY, DEFAULT_SEX } from '@vitrina/contract/constants';
import { isUnderAdultAge } from '@/lib/adult-age.ts';
import { BirthDateField } from '@/components/ui/birth-date-field.tsx';
import { CountrySelect } from '@/components/ui/country-select.tsx';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/field.tsx';
import { PasswordStrength } from '@/components/ui/password-strength.tsx';
import { errorText, formErrorText } from '@/i18n/error-text.ts';
import { EmailCheckStatus, useEmailCheck } from './email-check.tsx';
import { GUARDIAN_FIELDS, guardianOf, withGuardianRules, type GuardianSectionProps } from './register-guardian.ts';
import { registerResolver, ruleTexts, type RegisterValues } from './register-rules.ts';
import { RegisterRulesList } from './register-rules-list.tsx';
import { textOf, useGuestForm } from './use-guest-form.ts';
import { useRegistration } from './use-registration.ts';
import './auth.css';
import { paths } from '@/lib/paths.ts';
import type { FieldPath } from '@/lib/lazy-resolver.ts';
import { loadPasswordScorer } from '@/lib/password-strength.ts';

/**
 * The registration form (spec §2, §5). Rules are checked on submit with the contract's schema and
 * listed under a heading. The e-mail is checked on blur; while that check runs the form is locked
 * for what could depend on it: the address itself is read-only and a submission waits for the answer
 * (a press on "create account" is kept, not lost). The other fields stay editable, so nothing typed
 * in the meantime is dropped and the focus stays where the person put it.
 */
export function RegisterForm({
  lang,
  onRegistered,
  guardianSection,
}: {
  lang: 'es' | 'en';
  onRegistered: (user: RegisterResponse & { email: string }) => void;
  /** Shown under 18: the fields naming a guardian, read as `guardian.name`, `guardian.email`, `guardian.relationship`. */
  guardianSection: (props: GuardianSectionProps) => ReactNode;
}) {
  const { t } = useTranslation('auth');
  const emailCheck = useEmailCheck();
  const { checking } = emailCheck;
  const listId = useId();
  const showList = () => requestAnimationFrame(() => document.getElementById(listId)?.focus());
  const { serverRules, failure, send } = useRegistration({ lang, onRegistered, emailCheck, showList });

  // Watched: the e-mail for its check, the rest for the password strength meter.
  const [nombre, setNombre] = useState('');
  const [apellido, setApellido] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The birth date field gives a whole date or ''; the ref has it for a check in the same event.
  const [birthdate, setBirthdate] = useState('');
  const birthdateRef = useRef('');
  const form = useGuestForm(registerResolver, (data) => ({
    nombre: textOf(data, 'nombre'),
    apellido: textOf(data, 'apellido'),
    email: textOf(data, 'email'),
    password: textOf(data, 'password'),
    birthdate: birthdateRef.current,
    sex: textOf(data, 'sex') as RegisterValues['sex'],
    country: textOf(data, 'country'),
    ciudad: textOf(data, 'ciudad'),
    terms: data.has('terms'),
    langCode: lang,
    guardian: guardianOf(data, birthdateRef.current, new Date()),
  }));
  const { formRef, errors, submitting, submitted } = form;
  const emailIsTaken = emailCheck.isTaken(email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const pendingCheck = emailCheck.running.current;
    // The list of rules takes the focus rather than the first failed field, so it is read out first.
    return form.handleSubmit(
      (values) => send(values, pendingCheck),
      () => showList(),
    )(event);
  };

  const isMinor = isUnderAdultAge(birthdate, new Date());
  const shown = withGuardianRules(errors, isMinor);
  const rules = [...new Set([...ruleTexts(shown), ...serverRules.map(({ code }) => errorText(code))])];
  // The taken address is listed where the e-mail comes in the form: right after the names rule, if any.
  const namesText = formErrorText(errors.nombre) ?? formErrorText(errors.apellido);
  const takenAt = namesText && rules.includes(namesText) ? rules.indexOf(namesText) + 1 : 0;
  const invalid = (field: FieldPath<RegisterValues>) =>
    Boolean(shown[field]) || serverRules.some((entry) => entry.field === field) || undefined;
  // Name and surname share one rule (spec §5): when it fails, each empty one of the two is marked.
  const namesRule = errors.nombre?.message === 'nombre_y_apellido' || Boolean(errors.apellido);
  const nameInvalid = (value: string | undefined) => (namesRule && !value?.trim()) || undefined;

  return (
    <form
      ref={formRef}
      className="register-form"
      onFocus={() => void registerResolver.preload()}
      onSubmit={(event) => void submit(event)}
      onChange={form.revalidate}
      noValidate
      aria-busy={checking || submitting}
    >
      <RegisterRulesList
        id={listId}
        rules={rules}
        takenAt={takenAt}
        showTaken={emailIsTaken && submitted}
        failure={failure}
      />
      <fieldset className="form-grid plain-fieldset" disabled={submitting}>
        <legend className="visually-hidden">{t('register.legend')}</legend>
        <TextField
          label={t('fields.nombre')}
          autoComplete="given-name"
          aria-invalid={invalid('nombre') || nameInvalid(nombre)}
          name="nombre"
          onChange={(event) => setNombre(event.target.value)}
        />
        <TextField
          label={t('fields.apellido')}
          autoComplete="family-name"
          aria-invalid={invalid('apellido') || nameInvalid(apellido)}
          name="apellido"
          onChange={(event) => setApellido(event.target.value)}
        />
        <div className="span-2 register-form__email">
          <TextField
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-invalid={invalid('email') || (emailIsTaken ? true : undefined)}
            name="email"
            onChange={(event) => setEmail(event.target.value)}
            // Locked while its check runs (read-only keeps it focusable and announced, unlike disabled).
            readOnly={checking}
            aria-busy={checking || undefined}
            onBlur={(event) => void emailCheck.check(normalizeEmail(event.target.value))}
          />
          <EmailCheckStatus checking={checking} taken={emailIsTaken} free={emailCheck.isFree(email)} />
        </div>
        <PasswordField
          fieldClassName="span-2"
          label={t('fields.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          aria-invalid={invalid('password')}
          onFocus={() => void loadPasswordScorer().catch(() => undefined)}
          name="password"
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="span-2">
          <PasswordStrength password={password} userInputs={[nombre, apellido, email]} />
        </div>
        <BirthDateField
          label={t('fields.birthdate')}
          lang={lang}
          aria-invalid={invalid('birthdate')}
          name="birthdate"
          value={birthdate}
          onChange={(value) => {
            birthdateRef.current = value;
            setBirthdate(value);
          }}
        />
        <div className="field" role="radiogroup" aria-labelledby="register-sex-label">
          <span className="field__label" id="register-sex-label">
            {t('fields.sex')}
          </span>
          <div className="radio-cards">
            {(['MA', 'FE'] as const).map((sex) => (
              <label key={sex} className="radio-card">
                <input type="radio" name="sex" value={sex} defaultChecked={sex === DEFAULT_SEX} />
                <span>{t(`sex.${sex}`)}</span>
              </label>
            ))}
          </div>
        </div>
        {/* Said when it appears: a new section above the focus is easy to miss otherwise. */}
        <p className="visually-hidden" aria-live="polite">
          {isMinor ? t('register.guardianAdded') : ''}
        </p>
        {isMinor && (
          <div className="span-2">
            {guardianSection({
              invalid: Object.fromEntries(GUARDIAN_FIELDS.map((field) => [field, invalid(`guardian.${field}`)])),
            })}
          </div>
        )}
        <TextField
          label={t('fields.ciudad')}
          autoComplete="address-level2"
          aria-invalid={invalid('ciudad')}
          name="ciudad"
        />
        <CountrySelect
          label={t('fields.country')}
          lang={lang}
          defaultValue={DEFAULT_COUNTRY}
          aria-invalid={invalid('country')}
          name="country"
        />
        <CheckboxField
          className="span-2"
          label={
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{ terms: <Link to={paths.terms} target="_blank" rel="noopener" /> }}
            />
          }
          aria-invalid={invalid('terms')}
          name="terms"
        />
        <div className="span-2">
          {/* Not disabled during the check: a click made right after typing the address is kept and waits. */}
          <button type="submit" className="button button--primary button--block button--large">
            {submitting ? t('register.submitting') : t('register.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from './field-frame.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import './forms.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
  /** Something drawn inside the box before the text (an icon, a fixed prefix). */
  adornment?: ReactNode;
};

export function TextField({ label, hint, error, id, ref, fieldClassName, adornment, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={fieldClassName}>
      <div className={`field__box${adornment ? ' field__box--adorned' : ''}`}>
        {adornment && <span className="field__adornment">{adornment}</span>}
        <input
          ref={ref}
          id={inputId}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}

/** A password input with a show/hide switch. */
export function PasswordField({ label, hint, error, id, ref, fieldClassName, ...input }: TextFieldProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={fieldClassName}>
      <div className="field__box field__box--action">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...input}
        />
        <button
          type="button"
          className="field__action"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          title={visible ? t('hidePassword') : t('showPassword')}
          disabled={input.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  fieldClassName?: string;
};

export function SelectField({ label, hint, error, id, ref, fieldClassName, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} className={fieldClassName}>
      <div className="field__box field__box--select">
        <select
          ref={ref}
          id={selectId}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          {...select}
        >
          {children}
        </select>
      </div>
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
  fieldClassName?: string;
};

export function TextAreaField({ label, hint, error, id, ref, fieldClassName, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldFrame id={areaId} label={label} hint={hint} error={error} className={fieldClassName}>
      <div className="field__box">
        <textarea
          ref={ref}
          id={areaId}
          className="field__control field__control--area"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(areaId, hint, error)}
          {...area}
        />
      </div>
    </FieldFrame>
  );
}

type CheckboxFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, error, id, ref, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`check${error ? ' check--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="check__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      <label className="check__label" htmlFor={inputId}>
        {label}
      </label>
      {error && (
        <p className="field__error check__error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** On/off switch (a checkbox with the switch role), for settings that apply at once. */
export function SwitchField({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <label className="switch-row__label" htmlFor={id}>
          {label}
        </label>
        {description && (
          <p className="switch-row__description" id={`${id}-desc`}>
            {description}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

import {
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  birthYears,
  changeDatePart,
  datePartOrder,
  daysInMonth,
  joinDateParts,
  monthNames,
  splitDateValue,
  type DatePart,
} from './birth-date.ts';
import { describedBy, FieldMessages } from './field-frame.tsx';
import { useYear } from '@/lib/use-year.ts';
import './birth-date-field.css';

/** What a form reaches through the field's ref (react-hook-form focuses a field whose rule fails). */
export interface BirthDateHandle {
  /** Focuses the first part still to choose, or the first part when all are chosen. */
  focus: () => void;
}

type BirthDateFieldProps = {
  /** The field's name, shown as the legend of the group. */
  label: ReactNode;
  /** Interface language: names the months and orders the choices (es: day month year; en: month day year). */
  lang: string;
  /** 'YYYY-MM-DD', or '' while the date is incomplete. */
  value: string;
  onChange: (value: string) => void;
  /** Called when the focus leaves the group (not when it moves between the three selects). */
  onBlur?: (() => void) | undefined;
  ref?: Ref<BirthDateHandle> | undefined;
  name?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Marks the field invalid when its error is shown elsewhere (a list of rules above the form). */
  'aria-invalid'?: boolean | undefined;
  className?: string | undefined;
};

/**
 * A birth date as three labelled selects (day, month, year) in a fieldset, instead of a native date
 * input whose format follows the browser's language rather than the interface's and whose calendar is
 * slow for going back decades on a phone. It holds a partial choice itself and gives the form
 * 'YYYY-MM-DD' once all three are chosen ('' before), so it plugs into react-hook-form's `Controller`
 * like any input. Days follow the chosen month and year (no 31 February).
 */
export function BirthDateField({
  label,
  lang,
  value,
  onChange,
  onBlur,
  ref,
  name,
  hint,
  error,
  disabled,
  'aria-invalid': ariaInvalid,
  className,
}: BirthDateFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [parts, setParts] = useState(() => splitDateValue(value));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    // The form set the value itself (a reset, a saved answer): show what it holds now. A value this
    // field just sent matches its choices and leaves them alone, so a partial choice is kept.
    setSeenValue(value);
    if (value !== joinDateParts(parts)) setParts(splitDateValue(value));
  }

  const selects = useRef<Partial<Record<DatePart, HTMLSelectElement | null>>>({});
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const inOrder = datePartOrder(lang).map((part) => selects.current[part]);
        (inOrder.find((select) => select && !select.value) ?? inOrder[0])?.focus();
      },
    }),
    [lang],
  );

  const months = useMemo(() => monthNames(lang), [lang]);
  const thisYear = useYear();
  const years = useMemo(() => birthYears(thisYear, parts.year), [thisYear, parts.year]);
  const dayCount = daysInMonth(parts.month, parts.year);
  const options: Record<DatePart, { value: string; text: string }[]> = {
    day: Array.from({ length: dayCount }, (_, index) => ({ value: String(index + 1), text: String(index + 1) })),
    month: months.map((text, index) => ({ value: String(index + 1), text })),
    year: years.map((year) => ({ value: String(year), text: String(year) })),
  };

  const choose = (part: DatePart, choice: string) => {
    const next = changeDatePart(parts, part, choice);
    setParts(next);
    const nextValue = joinDateParts(next);
    if (nextValue !== value) onChange(nextValue);
  };

  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const invalid = Boolean(error) || Boolean(ariaInvalid);
  const complete = joinDateParts(parts) !== '';
  // An incomplete date marks what is still missing; a complete one that fails a rule marks all three.
  const partInvalid = (part: DatePart) => (invalid && (complete || !parts[part])) || undefined;
  const order = datePartOrder(lang);

  return (
    <fieldset
      className={`field plain-fieldset birth-date${className ? ` ${className}` : ''}`}
      name={name}
      disabled={disabled}
      onBlur={leave}
    >
      <legend className="field__label birth-date__legend">{label}</legend>
      <div className={`birth-date__parts birth-date__parts--${order[0]}-first`}>
        {order.map((part) => (
          <div key={part} className={`birth-date__part birth-date__part--${part}`}>
            <label className="visually-hidden" htmlFor={`${id}-${part}`}>
              {t(part)}
            </label>
            <div className="field__box field__box--select">
              <select
                ref={(select) => {
                  selects.current[part] = select;
                }}
                id={`${id}-${part}`}
                className={`field__control birth-date__select${parts[part] ? '' : ' birth-date__select--empty'}`}
                value={parts[part]}
                autoComplete={`bday-${part}`}
                aria-invalid={partInvalid(part)}
                aria-describedby={describedBy(id, hint, error)}
                onChange={(event) => choose(part, event.target.value)}
              >
                <option value="">{t(part)}</option>
                {options[part].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.text}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

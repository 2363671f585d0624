import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { reportCategories, type ReportCategory, type ReportTargetKind } from '@vitrina/contract/moderation-limits';

/**
 * What a report is about, as a list of radio rows: every one reads at a glance and each row is a thumb's
 * height, where a select hid them behind a small native picker on a phone. `checkedRef` takes the checked
 * row, where the dialog puts focus (the APG's radio group).
 */
export function ReportCategoryField({
  value,
  onChange,
  checkedRef,
  kind,
}: {
  /** Asking talents for money is a category of opportunities only. */
  kind: ReportTargetKind;
  value: ReportCategory;
  onChange: (category: ReportCategory) => void;
  checkedRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation(['graph', 'moderation']);
  const name = useId();
  return (
    <fieldset className="report-categories">
      <legend className="field__label">{t('moderation:report.category')}</legend>
      {reportCategories
        .filter((option) => option !== 'asks_for_money' || kind === 'opportunity')
        .map((option) => (
          <label key={option} className="report-categories__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              ref={value === option ? checkedRef : undefined}
              onChange={() => onChange(option)}
            />
            <span>{t(`moderation:categories.${option}`)}</span>
          </label>
        ))}
    </fieldset>
  );
}

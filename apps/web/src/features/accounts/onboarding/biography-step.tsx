import { useTranslation } from 'react-i18next';
import { MAX_BIOGRAPHY_LENGTH } from '@vitrina/contract/account-rules';
import { TextAreaField } from '@/components/ui/field.tsx';

/** Step 4, "your talent": the biography text, sent with the last step. */
export function BiographyStep({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <TextAreaField
      label={t('talent.label')}
      hint={t('talent.counter', { count: value.length, max: MAX_BIOGRAPHY_LENGTH })}
      placeholder={t('talent.placeholder')}
      rows={7}
      maxLength={MAX_BIOGRAPHY_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '@/features/categories/category-picker.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

/** /user/interests: a talent's categories, or the categories an agency scouts; each box saves at once. */
export default function UserInterestsPage() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const self = useSelf();
  if (!self) return null;
  const isAgency = self.user.type === 'agencia';
  return (
    <SettingsCard
      id="interests"
      title={isAgency ? t('interests.agencyTitle') : t('interests.talentTitle')}
      lead={isAgency ? t('interests.agencyLead') : t('interests.talentLead')}
    >
      <CategoryPicker label={t('interests.label')} lang={lang} />
    </SettingsCard>
  );
}

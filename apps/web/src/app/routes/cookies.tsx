import { useTranslation } from 'react-i18next';

export default function Page() {
  const { t } = useTranslation('titles');
  return <h1>{t('cookies')}</h1>;
}

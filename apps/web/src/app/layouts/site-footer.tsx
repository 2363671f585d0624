import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLanguageToggle } from './account-language-toggle.tsx';
import { paths } from '@/lib/paths.ts';
import { useYear } from '@/lib/use-year.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = useYear();
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label={t('footer.legal')}>
        <Link to={paths.terms}>{t('footer.terms')}</Link>
        <Link to={paths.privacy}>{t('footer.privacy')}</Link>
        <Link to={paths.cookies}>{t('footer.cookies')}</Link>
        <Link to={paths.contact}>{t('footer.contact')}</Link>
      </nav>
      <AccountLanguageToggle />
      <p className="site-footer__copy">{t('footer.copyright', { year })}</p>
    </footer>
  );
}

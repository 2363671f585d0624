import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/lib/paths.ts';

const pages = [
  [paths.terms, 'terms'],
  [paths.privacy, 'privacy'],
  [paths.cookies, 'cookies'],
  [paths.contact, 'contact'],
] as const;

/** Moves between the legal and contact pages; the current one is marked with aria-current. */
export function LegalNav() {
  const { t } = useTranslation('legal');
  return (
    <nav className="legal-nav" aria-label={t('nav.label')}>
      {pages.map(([to, key]) => (
        <NavLink key={to} to={to} className="legal-nav__link">
          {t(`nav.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoutIcon } from '@/components/ui/icons.tsx';
import { formatLongDate } from '@/lib/format-date.ts';
import { paths } from '@/lib/paths.ts';
import { useLang } from '@/i18n/use-lang.ts';
import './auth.css';

/**
 * What a person who has just cancelled their account reads: hidden from everyone now, sessions ended,
 * deleted for good on `deletionDate` (in their language and time zone), and that logging in before then
 * offers to restore it.
 */
export function AccountCancelled({ deletionDate }: { deletionDate: Date }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  return (
    <div className="sent">
      <span className="sent__icon" aria-hidden="true">
        <LogoutIcon size={34} />
      </span>
      <h1 className="auth-title">{t('cancelled.title')}</h1>
      <p className="auth-lead">{t('cancelled.hidden')}</p>
      <p className="cancelled-date">{t('cancelled.deletion', { date: formatLongDate(deletionDate, lang) })}</p>
      <p className="sent__hint">{t('cancelled.restore')}</p>
      <div className="sent__actions">
        <Link className="button button--primary" to={paths.login}>
          {t('cancelled.login')}
        </Link>
        <Link className="button button--ghost" to={paths.landing}>
          {t('cancelled.home')}
        </Link>
      </div>
    </div>
  );
}

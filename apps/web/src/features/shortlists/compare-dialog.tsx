import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { categoryName, categories } from '@vitrina/contract/category-data';
import { langOf } from '@/i18n/use-lang.ts';
import { compareTalents, shortlistsKeys } from './shortlists-api.ts';

/** Two to four talents side by side: a table whose columns are the talents, rows what the agency may see. */
export function CompareDialog({ ids, open, onClose }: { ids: number[]; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('shortlists');
  const lang = langOf(i18n.language);
  const compared = useQuery({
    queryKey: shortlistsKeys.compare(ids),
    queryFn: ({ signal }) => compareTalents(ids, signal),
    enabled: open,
  });
  const talents = compared.data ?? [];
  const keys = [...new Map(talents.flatMap((c) => c.attributes).map((a) => [a.key, a.label])).entries()];
  const n = new Intl.NumberFormat(lang);
  return (
    <Dialog open={open} onClose={onClose} title={t('compareTitle')} className="compare-dialog">
      {compared.isPending && <Spinner label={t('compareTitle')} />}
      {compared.isError && <Alert tone="error">{t('loadError')}</Alert>}
      {talents.length > 0 && (
        <div className="compare__scroll">
          <table className="compare">
            <thead>
              <tr>
                <td />
                {talents.map(({ talent }) => (
                  <th key={talent.id} scope="col">
                    <Avatar name={talent.fullname} image={talent.profileImage} size={92} decorative />
                    <span>{talent.fullname}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('place')}</th>
                {talents.map(({ talent }) => (
                  <td key={talent.id}>
                    {[talent.ciudad, talent.country ? countryName(talent.country, lang) : '']
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('categories')}</th>
                {talents.map(({ talent }) => (
                  <td key={talent.id}>
                    {categories
                      .filter((category) => talent.categories.includes(category.id))
                      .map((category) => categoryName(category, lang))
                      .join(', ')}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('followers')}</th>
                {talents.map(({ talent }) => (
                  <td key={talent.id}>{n.format(talent.followersCount)}</td>
                ))}
              </tr>
              {keys.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  {talents.map(({ talent, attributes }) => (
                    <td key={talent.id}>{attributes.find((a) => a.key === key)?.value ?? '—'}</td>
                  ))}
                </tr>
              ))}
              {keys.length === 0 && (
                <tr>
                  <th scope="row">{t('attributes')}</th>
                  <td colSpan={talents.length}>{t('noAttributes')}</td>
                </tr>
              )}
              <tr>
                <th scope="row">{t('links')}</th>
                {talents.map(({ talent, links }) => (
                  <td key={talent.id}>
                    <ul className="compare__links">
                      {links.map((link) => (
                        <li key={link.url}>
                          <a href={link.url} target="_blank" rel="noopener noreferrer">
                            {link.kind === 'profile' ? t('profile') : link.url.replace(/^https?:\/\//, '')}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}

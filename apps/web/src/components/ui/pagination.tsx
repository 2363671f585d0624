import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { pageWindow } from './page-window.ts';
import './pagination.css';

/** Page links (a window of 8 around the current page), previous and next; nothing when one page holds all. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__link" to={hrefOf(page - 1)} aria-label={t('pagination.previous')}>
              <ChevronLeftIcon size={18} />
            </Link>
          ) : null}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Link
              className="pagination__link"
              to={hrefOf(n)}
              aria-label={t('pagination.page', { n })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link className="pagination__link" to={hrefOf(page + 1)} aria-label={t('pagination.next')}>
              <ChevronRightIcon size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

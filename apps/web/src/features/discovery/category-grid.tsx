import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryName } from '@vitrina/contract/category-data';
import { ALL_CATEGORIES_SLUG } from '@vitrina/contract/discovery-limits';
import { CategoryIcon, categoryHue } from '@/components/ui/category-icon.tsx';
import { CompassIcon } from '@/components/ui/icons.tsx';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { exploreMenu } from './explore-categories.ts';

/** The explore menu as tiles: the eight categories (by their menu slugs) and "all categories". */
export function CategoryGrid({ headingId, heading }: { headingId: string; heading: string }) {
  const { t, i18n } = useTranslation('explore');
  const lang = langOf(i18n.language);
  return (
    <nav className="explore-section" aria-labelledby={headingId}>
      <div className="explore-section__bar">
        <h2 id={headingId} className="explore-section__title">
          {heading}
        </h2>
      </div>
      <ul className="category-grid">
        {exploreMenu.map(({ slug, category }) => (
          <li key={slug}>
            <Link
              className="category-grid__tile"
              to={paths.exploreCategory(slug)}
              style={{ '--category-hue': categoryHue(category.id) } as CSSProperties}
            >
              <span className="category-grid__icon">
                <CategoryIcon id={category.id} />
              </span>
              <span className="category-grid__name">{categoryName(category, lang)}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            className="category-grid__tile category-grid__tile--all"
            to={paths.exploreCategory(ALL_CATEGORIES_SLUG)}
          >
            <span className="category-grid__icon">
              <CompassIcon size={28} />
            </span>
            <span className="category-grid__name">{t('category.all')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

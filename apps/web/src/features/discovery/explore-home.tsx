import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { isCategoriesRequired } from './categories-required.ts';
import { CategoryGrid } from './category-grid.tsx';
import { useFeatured } from './list-featured.ts';
import { useRecent } from './list-recent.ts';
import { newSimilarSeed } from './list-similar.ts';
import { CategoriesPrompt } from './list-states.tsx';
import { SimilarTalents } from './similar-talents.tsx';
import { TalentPreview } from './talent-preview.tsx';
import { TrendingTags } from './trending-tags.tsx';
import './discovery.css';

/**
 * /explorar (spec §2): featured and recent talents (a few cards each, with a link to the whole list), similar
 * talents in two columns, the week's trending hashtags per category, and the category grid. Headings by role (spec §6): a talent sees featured and recent
 * talents; an agency, profiles in its own categories and talents in other categories. An agency without
 * categories is asked to choose some once, in place of both lists.
 */
export function ExploreHome({ isAgency }: { isAgency: boolean }) {
  const { t } = useTranslation('explore');
  // One seed per visit: the similar talents do not reshuffle while the page is open.
  const [seed] = useState(newSimilarSeed);
  const featured = useFeatured(1);
  const recent = useRecent(1);
  const role = isAgency ? 'agencia' : 'talento';
  const needsCategories = isCategoriesRequired(featured.error) || isCategoriesRequired(recent.error);

  return (
    <div className="explore-page">
      <header className="explore-page__head">
        <h1>{t('home.title')}</h1>
        <p className="explore-page__intro">{t('home.intro')}</p>
      </header>
      {needsCategories ? (
        <section className="explore-section" aria-labelledby="explore-featured">
          <div className="explore-section__bar">
            <h2 id="explore-featured" className="explore-section__title">
              {t(`headings.${role}.featured`)}
            </h2>
          </div>
          <CategoriesPrompt />
        </section>
      ) : (
        <>
          <TalentPreview
            list={featured}
            heading={t(`headings.${role}.featured`)}
            headingId="explore-featured"
            seeAllHref={paths.featured}
            seeAllLabel={t('home.seeAllFeatured')}
          />
          <TalentPreview
            list={recent}
            heading={t(`headings.${role}.recent`)}
            headingId="explore-recent"
            seeAllHref={paths.recent}
            seeAllLabel={t('home.seeAllRecent')}
          />
        </>
      )}
      <SimilarTalents
        seed={seed}
        heading={t(`headings.${role}.similar`)}
        headingId="explore-similar"
        isAgency={isAgency}
      />
      <TrendingTags />
      <CategoryGrid heading={t('headings.categories')} headingId="explore-categories" />
    </div>
  );
}

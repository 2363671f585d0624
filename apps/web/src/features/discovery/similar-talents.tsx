import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentCard as Talent } from '@vitrina/contract/discovery';
import { paths } from '@/lib/paths.ts';
import { useSimilar } from './list-similar.ts';
import { EmptyState, ListProblem } from './list-states.tsx';
import { TalentRow, TalentRowSkeleton } from './talent-row.tsx';

/** The first column holds this many; the second, the rest (spec: two columns, the first five, then the rest). */
const FIRST_COLUMN = 5;

/** Splits the list into its two columns. */
export function similarColumns<T>(talents: readonly T[]): [T[], T[]] {
  return [talents.slice(0, FIRST_COLUMN), talents.slice(FIRST_COLUMN)];
}

/**
 * Similar talents: for a talent, talents in its categories; for an agency, talents in other categories. One
 * seed per visit, so the list stays put while the page is open.
 */
export function SimilarTalents({
  seed,
  heading,
  headingId,
  isAgency,
}: {
  seed: number;
  heading: string;
  headingId: string;
  isAgency: boolean;
}) {
  const { t } = useTranslation('explore');
  const similar = useSimilar(seed);
  const talents = similar.data ?? [];
  return (
    <section className="explore-section" aria-labelledby={headingId} aria-busy={similar.isFetching || undefined}>
      <div className="explore-section__bar">
        <h2 id={headingId} className="explore-section__title">
          {heading}
        </h2>
      </div>
      {similar.isPending && (
        <div className="similar-columns" aria-hidden="true">
          {[0, 1].map((column) => (
            <ul key={column} className="similar-column">
              {Array.from({ length: FIRST_COLUMN }, (_, index) => (
                <li key={index}>
                  <TalentRowSkeleton />
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
      {similar.isError && <ListProblem error={similar.error} onRetry={() => void similar.refetch()} />}
      {similar.isSuccess && talents.length === 0 && (
        <EmptyState
          title={t('similar.empty')}
          hint={isAgency ? undefined : t('similar.emptyTalent')}
          action={
            isAgency ? undefined : (
              <Link className="button button--ghost" to={paths.userInterests}>
                {t('similar.chooseCategories')}
              </Link>
            )
          }
        />
      )}
      {talents.length > 0 && (
        <div className="similar-columns">
          {similarColumns(talents).map((column: Talent[], index) =>
            column.length > 0 ? (
              <ul key={index} className="similar-column">
                {column.map((talent) => (
                  <li key={talent.id}>
                    <TalentRow talent={talent} />
                  </li>
                ))}
              </ul>
            ) : null,
          )}
        </div>
      )}
    </section>
  );
}

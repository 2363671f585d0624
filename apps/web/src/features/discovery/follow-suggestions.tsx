import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentCard as Talent } from '@vitrina/contract/discovery';
import { FOLLOW_SUGGESTIONS } from '@vitrina/contract/discovery-limits';
import { useFollowSuggestions } from './list-suggestions.ts';
import { EmptyState, ListProblem } from './list-states.tsx';
import { TalentRow, TalentRowSkeleton } from './talent-row.tsx';
import './discovery.css';

/**
 * People to follow (the wizard's end, the empty feed): talents of the person's categories with posts, their
 * country first, each with the action app/ hands in (the graph feature's follow button).
 */
export function FollowSuggestions({
  renderFollow,
  headingLevel = 2,
  emptyAction,
}: {
  renderFollow: (talent: Talent) => ReactNode;
  headingLevel?: 2 | 3;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('discovery');
  const suggestions = useFollowSuggestions(FOLLOW_SUGGESTIONS);
  const talents = suggestions.data ?? [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className="follow-suggestions"
      aria-labelledby="follow-suggestions-title"
      aria-busy={suggestions.isFetching || undefined}
    >
      <Heading id="follow-suggestions-title" className="follow-suggestions__title">
        {t('follow.title')}
      </Heading>
      {suggestions.isPending && (
        <ul className="follow-suggestions__list" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <TalentRowSkeleton />
            </li>
          ))}
        </ul>
      )}
      {suggestions.isError && <ListProblem error={suggestions.error} onRetry={() => void suggestions.refetch()} />}
      {suggestions.isSuccess && talents.length === 0 && (
        <EmptyState title={t('follow.empty')} hint={t('follow.emptyHint')} action={emptyAction} />
      )}
      {talents.length > 0 && (
        <ul className="follow-suggestions__list">
          {talents.map((talent) => (
            <li key={talent.id}>
              <TalentRow talent={talent} action={renderFollow(talent)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

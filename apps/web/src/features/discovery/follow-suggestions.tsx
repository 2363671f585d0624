import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentCard as Talent } from '@vitrina/contract/discovery';
import { FOLLOW_SUGGESTIONS } from '@vitrina/contract/discovery-limits';
import { useFollowSuggestions } from './list-suggestions.ts';
import { EmptyState, ListProblem } from './list-states.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import './discovery.css';

/**
 * One suggestion: picture, name to the profile, city, followers and the follow button. Lighter than
 * TalentRow (no category or country names, whose tables an empty feed's first load has no room for).
 */
function SuggestionRow({ talent, action }: { talent: Talent; action: ReactNode }) {
  const { t, i18n } = useTranslation('discovery');
  const n = new Intl.NumberFormat(langOf(i18n.language)).format(talent.followersCount);
  return (
    <div className="talent-row">
      <Avatar image={talent.profileImage} name={talent.fullname} size={40} decorative />
      <div className="talent-row__text">
        <Link className="talent-row__name" to={paths.profile(talent.profile_url)}>
          {talent.fullname}
        </Link>
        {talent.ciudad.trim() && <span className="talent-row__detail">{talent.ciudad}</span>}
      </div>
      <span className="talent-row__followers">{t('card.followers', { count: talent.followersCount, n })}</span>
      <span className="talent-row__action">{action}</span>
    </div>
  );
}

function SuggestionSkeleton() {
  return (
    <div className="talent-row talent-row--skeleton" aria-hidden="true">
      <span className="talent-skeleton__avatar talent-row__avatar-skeleton" />
      <span className="talent-row__text">
        <span className="talent-skeleton__line" />
        <span className="talent-skeleton__line talent-skeleton__line--short" />
      </span>
    </div>
  );
}

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
              <SuggestionSkeleton />
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
              <SuggestionRow talent={talent} action={renderFollow(talent)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

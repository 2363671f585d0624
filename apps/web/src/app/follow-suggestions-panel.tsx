import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentCard } from '@vitrina/contract/discovery';
import { FollowSuggestions } from '@/features/discovery/follow-suggestions.tsx';
import { FollowButton } from '@/features/profiles/follow-button.tsx';
import { postsKeys } from '@/features/posts/api/posts-keys.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The people to follow (discovery's list) with the graph feature's follow button on each, composed here
 * since features do not import each other. A follow makes the feeds stale, so the next look at the feed
 * (the wizard's "go to my news", the empty feed's "see their posts") reads the new posts.
 */
export function FollowSuggestionsPanel({
  headingLevel,
  onFollowed,
}: {
  headingLevel?: 2 | 3;
  onFollowed?: () => void;
}) {
  const { t } = useTranslation('discovery');
  const client = useQueryClient();
  const followed = useCallback(() => {
    void client.invalidateQueries({ queryKey: postsKeys.feeds(), refetchType: 'none' });
    onFollowed?.();
  }, [client, onFollowed]);
  const renderFollow = useCallback(
    (talent: TalentCard) => <FollowButton userId={talent.id} name={talent.fullname} compact onFollowed={followed} />,
    [followed],
  );
  return (
    <FollowSuggestions
      headingLevel={headingLevel}
      renderFollow={renderFollow}
      emptyAction={
        <Link className="button button--ghost" to={paths.explore}>
          {t('follow.explore')}
        </Link>
      }
    />
  );
}

/** The empty feed's people to follow, and once someone is followed, a button that shows their posts. */
export function EmptyFeedSuggestions() {
  const { t } = useTranslation('discovery');
  const client = useQueryClient();
  const [hasFollowed, setFollowed] = useState(false);
  return (
    <>
      <FollowSuggestionsPanel headingLevel={3} onFollowed={() => setFollowed(true)} />
      {hasFollowed && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void client.invalidateQueries({ queryKey: postsKeys.feeds() })}
        >
          {t('follow.showPosts')}
        </button>
      )}
    </>
  );
}

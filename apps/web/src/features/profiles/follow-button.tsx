import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useFollowUser } from './follow-user.ts';

/**
 * Follow or unfollow (spec §4: the state changes on success); the failure is said beside the button.
 * Without `following` (a list that does not track it: the people to follow, none followed at first) the
 * button starts unfollowed and keeps its own last answer. `onFollowed` hears each change that succeeded.
 */
export function FollowButton({
  userId,
  name,
  following: given,
  compact = false,
  onFollowed,
}: {
  userId: number;
  name: string;
  following?: boolean;
  compact?: boolean;
  onFollowed?: (following: boolean) => void;
}) {
  const { t } = useTranslation('graph');
  const follow = useFollowUser();
  const answered = follow.isPending ? !follow.variables.follow : follow.data?.following;
  const following = given ?? answered ?? false;
  return (
    <span className="follow">
      <button
        type="button"
        className={`button ${following ? 'button--ghost' : 'button--primary'}${compact ? ' button--small' : ''}`}
        aria-pressed={following}
        aria-label={following ? t('follow.unfollowName', { name }) : t('follow.followName', { name })}
        disabled={follow.isPending}
        onClick={() =>
          follow.mutate({ id: userId, follow: !following }, { onSuccess: (answer) => onFollowed?.(answer.following) })
        }
      >
        {follow.isPending && <Spinner />}
        {following ? t('follow.unfollow') : t('follow.follow')}
      </button>
      {follow.isError && (
        <span className="follow__error" role="alert">
          {apiErrorText(follow.error)}
        </span>
      )}
    </span>
  );
}
